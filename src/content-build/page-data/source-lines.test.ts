import { markdownToHtml, mdxToJs } from 'satteri';
import { describe, expect, it } from 'vitest';
import { citationIds, citedPieces, citedSources, sourceLabel, withoutCitations } from '../../shared/rules/citations.ts';
import { contentFileLang, sourceLines } from './source-lines.ts';
import type { Source } from '../schemas/source.ts';

const sources: Source[] = [
  { id: 'findex-2025', publisher: 'World Bank', title: 'Global Findex 2025', year: 2025, url: 'https://example.org/findex' },
  { id: 'fed-2025', publisher: 'Federal Reserve', title: 'Distributional Financial Accounts', year: 2025 },
];
const labels = { en: { one: 'Source:', many: 'Sources:' }, es: { one: 'Fuente:', many: 'Fuentes:' } };
/** The data Astro gives the processor for a page whose frontmatter lists `sources`. */
const data = { astro: { frontmatter: { sources }, headings: [], localImagePaths: new Set<string>(), remoteImagePaths: new Set<string>() } };

async function render(markdown: string, fileURL?: URL): Promise<string> {
  const { html } = await markdownToHtml(markdown, {
    mdastPlugins: [sourceLines(labels)],
    features: { gfm: true },
    data,
    ...(fileURL && { fileURL }),
  });
  return html;
}

describe('citations', () => {
  it('reads the ids a text cites, each once, and takes the markers out', () => {
    expect(citationIds('About 1.3 billion adults.[^findex-2025] Also [^fed-2025] and [^findex-2025].')).toEqual([
      'findex-2025',
      'fed-2025',
    ]);
    expect(withoutCitations('About 1%.[^fed-2025] The rest [^findex-2025].')).toBe('About 1%. The rest.');
    expect(citationIds('No citation here, only [a link](x).')).toEqual([]);
  });

  it('cuts a text after each group of markers: a figure rests on the markers that follow its sentence', () => {
    expect(citedPieces('In 2024, 79% had one.[^findex-2025] The top 10% held 87%.[^fed-2025][^findex-2025] Save a little.')).toEqual([
      { text: 'In 2024, 79% had one.', ids: ['findex-2025'] },
      { text: ' The top 10% held 87%.', ids: ['fed-2025', 'findex-2025'] },
      { text: ' Save a little.', ids: [] },
    ]);
    expect(citedPieces('Two markers apart, [^fed-2025], [^findex-2025] are one group.')).toEqual([
      { text: 'Two markers apart, ', ids: ['fed-2025', 'findex-2025'] },
      { text: ' are one group.', ids: [] },
    ]);
    expect(citedPieces('No marker.')).toEqual([{ text: 'No marker.', ids: [] }]);
  });

  it('names the cited sources in order, without the worked-example id or unknown ids', () => {
    expect(citedSources(['fed-2025', 'example', 'nope', 'findex-2025', 'fed-2025'], sources).map((source) => source.id)).toEqual([
      'fed-2025',
      'findex-2025',
    ]);
    expect(citedSources(undefined, sources)).toEqual([]);
    expect(sourceLabel(sources[0]!)).toBe('World Bank, 2025');
  });
});

describe('the source-lines Markdown plugin', () => {
  it('puts a linked "Source:" line after a paragraph that cites, and drops the marker', async () => {
    const html = await render('About 1.3 billion adults had no account.[^findex-2025]\n\nNo figure here.\n');
    expect(html).not.toContain('[^');
    expect(html).toContain('<p>About 1.3 billion adults had no account.</p>');
    expect(html).toMatch(/<p class="source-line">Source: <a href="https:\/\/example.org\/findex" lang="en">World Bank, 2025<\/a><\/p>/);
    expect(html.match(/source-line/g)).toHaveLength(1);
  });

  it('names every source of a paragraph citing two, and a source without an address as text', async () => {
    const html = await render('The top 10% hold 87%.[^fed-2025] Most adults have an account.[^findex-2025]\n');
    expect(html).toMatch(
      /<p class="source-line">Sources: <span lang="en">Federal Reserve, 2025<\/span>; <a href="[^"]+" lang="en">World Bank, 2025<\/a><\/p>/,
    );
  });

  it('works in list items, headings and inside emphasis', async () => {
    const html = await render('## In 2024, 79%[^findex-2025]\n\n- **62% own stock.[^fed-2025]**\n');
    expect(html).not.toContain('[^');
    expect(html).toContain(
      '<h2>In 2024, 79%</h2>\n<p class="source-line">Source: <a href="https://example.org/findex" lang="en">World Bank, 2025</a></p>',
    );
    // A tight list shows no paragraphs: the line goes inside the item, under the claim.
    expect(html).toContain(
      '<li><strong>62% own stock.</strong><br>\n<small class="source-line">Source: <span lang="en">Federal Reserve, 2025</span></small></li>',
    );
  });

  it('shows nothing for a worked example or an id no source has (the content check refuses the latter)', async () => {
    const html = await render('Save 100 at 5%.[^example] Or 7%.[^unknown-1]\n');
    expect(html).not.toContain('source-line');
    expect(html).not.toContain('[^');
  });

  it('runs on MDX too, where the lessons are written', async () => {
    const { code } = await mdxToJs('<Callout>x</Callout>\n\nAbout 1.3 billion adults.[^findex-2025]\n', {
      mdastPlugins: [sourceLines(labels)],
      data,
    });
    expect(code).toContain('World Bank, 2025');
    expect(code).not.toContain('[^findex-2025]');
  });

  it("says Source: in the content file's language, the source itself marked as English", async () => {
    const root = 'file:///site/content';
    const claim = 'Alrededor de 1300 millones de adultos.[^findex-2025]\n';
    expect(await render(claim, new URL(`${root}/es/lessons/financial-basics.mdx`))).toContain(
      '<p class="source-line">Fuente: <a href="https://example.org/findex" lang="en">World Bank, 2025</a></p>',
    );
    expect(await render(claim, new URL(`${root}/lessons/financial-basics.mdx`))).toContain('<p class="source-line">Source: <a');
    // A language without its own words yet (Portuguese in this fixture) says it in English.
    expect(await render(claim, new URL(`${root}/pt-br/lessons/financial-basics.mdx`))).toContain('<p class="source-line">Source: <a');
  });

  it('reads the language of a content file from its folder', () => {
    expect(contentFileLang(new URL('file:///site/content/es/whitepaper/01-the-problem.md'))).toBe('es');
    expect(contentFileLang(new URL('file:///site/content/pt-br/lessons/x.mdx'))).toBe('pt-br');
    expect(contentFileLang(new URL('file:///site/content/lessons/x.mdx'))).toBe('en');
    expect(contentFileLang(new URL('file:///site/content/fr/lessons/x.mdx'))).toBe('en');
    expect(contentFileLang(undefined)).toBe('en');
  });
});
