/**
 * The module pages as built (dist/), in every language, for readers without JavaScript: each
 * paragraph of a slide that names its source with `[^id]` is followed by its own "Source: …"
 * line, and no marker is left in any page. Runs after the build in `npm test`.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/i18n/languages.ts';
import { citationIds, citedSources, sourceLabel, withoutCitations } from '../../src/shared/rules/citations.ts';
import type { Module } from '../../src/content-build/schemas/module.ts';

const DIST = 'dist';
if (!existsSync(join(DIST, 'index.html')))
  throw new Error('No built site in dist/: run `npm run build` first (npm test builds before this step).');

const moduleIds = readdirSync('content/modules').map((name) => name.replace(/\.json$/, ''));

type Node = DefaultTreeAdapterMap['childNode'];
type Element = DefaultTreeAdapterMap['element'];

const isElement = (node: Node): node is Element => 'tagName' in node;
const textOf = (node: Node): string =>
  node.nodeName === '#text'
    ? (node as DefaultTreeAdapterMap['textNode']).value
    : 'childNodes' in node
      ? node.childNodes.map(textOf).join('')
      : '';
const elementsIn = (node: { childNodes: Node[] }): Element[] =>
  node.childNodes.filter(isElement).flatMap((element) => [element, ...elementsIn(element)]);
const plain = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Each paragraph of the page's no-script copy (parsed as a browser without scripts does) and the element after it. */
function noScriptParagraphs(html: string): { text: string; next: string | undefined }[] {
  const copy = elementsIn(parse(html, { scriptingEnabled: false })).find((element) => element.tagName === 'noscript')!;
  return elementsIn(copy)
    .filter((element) => element.tagName === 'p')
    .map((paragraph) => {
      const siblings = paragraph.parentNode!.childNodes.filter(isElement);
      const next = siblings[siblings.indexOf(paragraph) + 1];
      return { text: plain(textOf(paragraph)), next: next && plain(textOf(next)) };
    });
}

/** A module as its page in `lang` shows it: the translation when there is one. */
function moduleIn(lang: string, id: string): Module {
  const translated = join('content', lang, 'modules', `${id}.json`);
  return JSON.parse(readFileSync(lang !== 'en' && existsSync(translated) ? translated : join('content/modules', `${id}.json`), 'utf8'));
}

describe.each(LANGUAGES.map((language) => language.code))('module pages in %s', (lang) => {
  const word = (JSON.parse(readFileSync(`src/i18n/${lang}/learn.json`, 'utf8')) as Record<string, string>)['lesson.sourceLine']!;
  const page = (id: string) => join(DIST, lang === 'en' ? '' : lang, 'learn', id, 'index.html');

  it.each(moduleIds)('%s: a Source line under each marked paragraph of the no-script copy, and no marker left', (id) => {
    const html = readFileSync(page(id), 'utf8');
    expect(html).not.toMatch(/\[\^[a-z0-9-]+\]/);
    const paragraphs = noScriptParagraphs(html);
    const module = moduleIn(lang, id);
    const marked = module.slides.flatMap((slide) => slide.content.split('\n')).filter((line) => citationIds(line).length === 1);
    for (const line of marked) {
      const shown = paragraphs.find((paragraph) => paragraph.text === plain(withoutCitations(line)));
      expect(shown, `the paragraph "${withoutCitations(line).slice(0, 50)}…"`).toBeDefined();
      const [source] = citedSources(citationIds(line), module.sources);
      if (source) expect(shown!.next).toBe(`${word} ${sourceLabel(source)}`);
    }
  });
});
