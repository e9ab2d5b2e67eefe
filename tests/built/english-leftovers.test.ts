/**
 * No English left on the built Spanish and Portuguese pages (see tools/english-leftovers.ts):
 * runs after the build in `npm test` (the Vitest project `built`), one case per page.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { englishLabels, englishOnPage, translatedPages } from '../../tools/english-leftovers.ts';
import { TRANSLATED_LANGS } from '../../src/i18n/languages.ts';

const DIST = 'dist';
if (!existsSync(join(DIST, 'index.html')))
  throw new Error('No built site in dist/: run `npm run build` first (npm test builds before this step).');

/** A page's address from its file: `learn-now/index.html` and `learn-now.html` are both `learn-now`. */
const address = (file: string) => file.replace(/(\/index)?\.html$/, '');

/** The English pages: every HTML file outside the language folders, redirect stubs left out. */
const englishPages = readdirSync(DIST, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
  .map((entry) => join(entry.parentPath, entry.name).slice(DIST.length + 1))
  .filter((file) => !TRANSLATED_LANGS.some((lang) => file.startsWith(`${lang}/`)))
  .filter((file) => !readFileSync(join(DIST, file), 'utf8').includes('http-equiv="refresh"'))
  .map(address);

describe.each(TRANSLATED_LANGS)('the built pages in %s', (lang) => {
  const pages = translatedPages(DIST, lang);
  const labels = englishLabels(process.cwd(), lang);

  it('are every English page, in this language', () => {
    // A translated 404 page is there twice (`es/404/index.html`, and the `es/404.html` hosts serve for unknown `/es/…` addresses).
    expect(new Set(pages.map((page) => address(page.slice(lang.length + 1))))).toEqual(new Set(englishPages));
  });

  it.each(pages)('%s: no English sentence or label outside proper names and sources marked lang="en"', (page) => {
    const findings = englishOnPage(readFileSync(join(DIST, page), 'utf8'), lang, labels);
    expect(findings.map(({ where, text, reason }) => `${where}: "${text}" (${reason})`)).toEqual([]);
  });
});
