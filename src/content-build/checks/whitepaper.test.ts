import { describe, expect, it } from 'vitest';
import { gradeLevel, MAX_GRADE, mdxText } from '../../../tests/readability.ts';
import { WHITE_PAPER_PAGES } from '../schemas/whitepaper.ts';
import { loadStats, loadWhitePaper } from './load-content.ts';

const pages = await loadWhitePaper();
/** Words the content guide rules out: the club's products are never promised. */
const PROMISES = /\b(guaranteed?|risk-free|get rich)\b/i;

describe('the white paper (content/whitepaper/*.md)', () => {
  it('has pages 1 to 8, once each, in file order', () => {
    expect(pages.map(({ data }) => data.page)).toEqual(Array.from({ length: WHITE_PAPER_PAGES }, (_, index) => index + 1));
  });

  it('covers the topics of the issue, in order', () => {
    expect(pages.map(({ data }) => data.title)).toEqual([
      'The problem',
      'The mission',
      'Subclubs and contracts',
      'The Mega Vault and its allocation',
      'wBTC accumulation and completion choices',
      'Reinvestment logic (design goals)',
      'Security and risks',
      'Education and the road ahead',
    ]);
  });

  it.each(pages.map((page) => [page.name, page] as const))('%s reads at grade 9 or below and promises nothing', (_name, page) => {
    const text = mdxText(page.source);
    expect(gradeLevel(text)).toBeLessThanOrEqual(MAX_GRADE.Standalone);
    expect(text).not.toMatch(PROMISES);
  });

  it('names a source for the figures of the first page', () => {
    expect(pages[0]!.data.sources.length).toBeGreaterThan(0);
    for (const source of pages[0]!.data.sources) expect(source.url).toMatch(/^https:\/\//);
  });
});

describe('the statistics cards read plainly', () => {
  it.each(loadStats().map((stat) => [stat.id, stat] as const))('%s is at grade 11 or below and promises nothing', (_id, stat) => {
    expect(gradeLevel(stat.detail)).toBeLessThanOrEqual(11);
    expect(stat.detail).not.toMatch(PROMISES);
  });
});
