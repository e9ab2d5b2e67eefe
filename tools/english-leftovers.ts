/**
 * English left on a translated page: reads the built HTML of every `/es/` and `/pt-br/` page
 * and names each piece of visible text (an element's own text, a `<title>`, a description,
 * an `alt`, `title`, `aria-label` or `placeholder`) that is still in English. Text inside an
 * element marked `lang="en"` (a source's original title, the English fallback of a page not yet
 * translated, the offer to read the site in English), quoted titles, the club's proper names,
 * and scripts and styles are left out.
 *
 * Two signs of English, each calibrated on the real pages (no false alarm) and on fixtures:
 * - a sentence whose common words are mostly English: at least two English stop words that are
 *   not also stop words of the page's language (the lists of the `stopwords-iso` package, whose
 *   English list has "not", "page" and "found", which the smaller `stopword` lists lack), and more
 *   of them than the page language's own;
 * - a label (any length) that is an English UI string of the dictionary (`src/i18n/en`) or of the
 *   English content, where the page's language says it otherwise: "Beginner" on a Spanish page.
 *
 *   node tools/english-leftovers.ts [dist folder]     prints each finding; exits 1 if any
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import stopWords from 'stopwords-iso/stopwords-iso.json' with { type: 'json' };
import { TRANSLATED_LANGS, type Lang } from '../src/i18n/languages.ts';
import { filesUnder } from '../src/content-build/read/files.ts';
import { contentFilesUnder, readContentJson } from '../src/content-build/read/content-files.ts';
import { RECORDS_FILE } from '../src/content-build/translations/translation-records.ts';
import { jsonText } from '../src/content-build/translations/translation-parity.ts';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** One piece of text a reader sees (or hears), and where: `p`, `title`, `img[alt]`, `meta description`. */
export interface Segment {
  where: string;
  text: string;
}

/** A segment found to be English, and why. */
export interface Finding extends Segment {
  reason: string;
}

/** Elements whose content is not read as text. */
const NOT_TEXT = new Set(['script', 'style', 'template', 'noscript']);
/** Elements that start a piece of text of their own; anything else (a link, `<strong>`) is part of its parent's sentence. */
const BLOCKS = new Set(
  (
    'html head body title main header footer nav section article aside div p ul ol li dl dt dd table thead tbody tfoot tr td th ' +
    'caption figure figcaption blockquote pre h1 h2 h3 h4 h5 h6 form fieldset legend label button select option details summary ' +
    'dialog astro-island astro-slot'
  ).split(' '),
);
/** Attributes whose text is read or shown. */
const TEXT_ATTRIBUTES = ['alt', 'title', 'aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'placeholder'];
/** `<meta>` names and properties whose content is shown (search results, link previews). */
const TEXT_META = /^(description|og:title|og:description|og:image:alt|twitter:title|twitter:description|twitter:image:alt)$/;

const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;
const isEnglish = (element: Element) => /^en(-|$)/i.test(attribute(element, 'lang') ?? '');

/**
 * The visible text of a page, one segment per block element (its own text, with inline
 * elements' and without nested blocks'), plus the text of attributes and `<meta>` descriptions.
 * Elements marked `lang="en"` and everything inside them are left out; within a sentence they
 * leave a gap ("…"), so the words around them still read as one sentence. On a page whose
 * `<main>` is the English fallback (`lang="en"`, content not yet translated), its title and
 * descriptions are the English content's too, and are left out with it.
 */
export function pageSegments(html: string): Segment[] {
  const segments: Segment[] = [];
  const fallback = /<main\b[^>]*\slang="en"/.test(html);
  const block = (element: Element) => {
    let text = '';
    const walk = (node: Node) => {
      for (const child of 'childNodes' in node ? node.childNodes : []) {
        if (child.nodeName === '#text') text += (child as DefaultTreeAdapterMap['textNode']).value;
        if (!('tagName' in child) || NOT_TEXT.has(child.tagName)) continue;
        if (isEnglish(child)) {
          text += ' … ';
          continue;
        }
        for (const name of TEXT_ATTRIBUTES) {
          const value = attribute(child, name);
          if (value) segments.push({ where: `${child.tagName}[${name}]`, text: value });
        }
        if (child.tagName === 'meta') {
          const name = attribute(child, 'name') ?? attribute(child, 'property') ?? '';
          const content = attribute(child, 'content');
          if (TEXT_META.test(name) && content) segments.push({ where: `meta ${name}`, text: content });
        } else if (child.tagName === 'br') text += ' ';
        else if (BLOCKS.has(child.tagName)) {
          text += ' ';
          block(child);
        } else walk(child);
      }
    };
    walk(element);
    const clean = text.replace(/\s+/g, ' ').trim();
    if (/\p{L}/u.test(clean)) segments.push({ where: element.tagName, text: clean });
  };
  const ofHead = (segment: Segment) => segment.where === 'title' || segment.where.startsWith('meta ');
  const document = parse(html);
  const root = document.childNodes.find((node): node is Element => node.nodeName === 'html');
  if (root && !isEnglish(root)) block(root);
  return fallback ? segments.filter((segment) => !ofHead(segment)) : segments;
}

/**
 * The club's proper names that stay in English in every language and hold an English stop word
 * ("the"); names without one ("Mega Vault") need no entry. Only names: a phrase that can be
 * translated belongs in the dictionary.
 */
export const PROPER_NAMES = ['The Vault Club'];

/** Each translated language's stop words, by its ISO 639-1 code in `stopwords-iso`. */
const STOP_WORDS: Record<Exclude<Lang, 'en'>, readonly string[]> = { es: stopWords.es, 'pt-br': stopWords.pt };
const ENGLISH_STOP_WORDS = new Set(stopWords.en);

/**
 * The words of a text, in lower case: a hyphenated word is one ("on-line"), and single letters
 * ("S&P", "20k") are not words, nor are the parts of an amount: the "US" of "US$" and the "mil"
 * (thousand) of "20 mil", which the English stop-word list holds as an abbreviation.
 */
const words = (text: string) =>
  (
    text
      .replace(/\bUS\$/g, '$')
      .replace(/(\d)\s*mil\b/g, '$1')
      .toLowerCase()
      .match(/\p{L}+(?:[-'’]\p{L}+)*/gu) ?? []
  ).filter((word) => word.length > 1);

/** `text` without the club's proper names and quoted titles (“…”, "…", «…»). */
function withoutNamesAndQuotes(text: string): string {
  let rest = text.replace(/“[^”]*”|«[^»]*»|"[^"]*"/g, ' … ');
  for (const name of PROPER_NAMES) rest = rest.replaceAll(name, ' … ');
  return rest;
}

/**
 * The English stop words of `text` that are not stop words of `lang` ("the", "your"; not "a" or
 * "no"), and `lang`'s own that are not English, once names and quoted titles are taken out.
 */
export function stopWordCounts(text: string, lang: Exclude<Lang, 'en'>): { english: string[]; native: string[] } {
  const native = new Set(STOP_WORDS[lang]);
  const all = words(withoutNamesAndQuotes(text));
  return {
    english: all.filter((word) => ENGLISH_STOP_WORDS.has(word) && !native.has(word)),
    native: all.filter((word) => native.has(word) && !ENGLISH_STOP_WORDS.has(word)),
  };
}

/** Whether `text` reads as an English sentence: at least two English-only stop words, and more than the language's own. */
export function readsAsEnglish(text: string, lang: Exclude<Lang, 'en'>): boolean {
  const { english, native } = stopWordCounts(text, lang);
  return english.length >= 2 && english.length > native.length;
}

/**
 * The English UI text to look for on a page in one language: each English string (a dictionary
 * value, or a short text of the English content) that this language says otherwise. A string
 * with `{placeholders}` matches any filling.
 */
export class EnglishLabels {
  private readonly exact = new Set<string>();
  private readonly patterns: RegExp[] = [];

  constructor(english: Iterable<string>, translated: Iterable<string>) {
    const same = new Set(translated);
    for (const text of english) {
      if (same.has(text) || !/\p{L}{2}/u.test(text.replace(/\{\w+\}/g, ''))) continue;
      if (!text.includes('{')) this.exact.add(text);
      else {
        const pattern = text
          .split(/\{\w+\}/)
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('.+');
        this.patterns.push(new RegExp(`^${pattern}$`, 'su'));
      }
    }
  }

  /** Whether `text`, or one part of a title "part | The Vault Club", is one of the English labels. */
  has(text: string): boolean {
    return text.split(' | ').some((part) => this.exact.has(part) || this.patterns.some((pattern) => pattern.test(part)));
  }
}

/** Every English finding on one page of a translated language. */
export function englishOnPage(html: string, lang: Exclude<Lang, 'en'>, labels: EnglishLabels): Finding[] {
  return pageSegments(html).flatMap((segment): Finding[] => {
    if (labels.has(segment.text)) return [{ ...segment, reason: 'an English UI text that this language translates' }];
    if (readsAsEnglish(segment.text, lang)) {
      const { english } = stopWordCounts(segment.text, lang);
      return [{ ...segment, reason: `reads as English (${english.join(', ')})` }];
    }
    return [];
  });
}

/** The strings of a dictionary folder's files, and of the JSON files of `content/<content>` (their reader's text, short ones only). */
function uiStrings(root: string, dictionary: string, content: string, skip: (file: string) => boolean = () => false): string[] {
  const values = filesUnder(join(root, dictionary))
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => Object.values(JSON.parse(readFileSync(join(root, dictionary, file), 'utf8')) as Record<string, string>));
  const contentText = contentFilesUnder(root, content)
    .filter((file) => file.endsWith('.json') && !skip(file))
    .flatMap((file) => jsonText(readContentJson(root, join(content, file))).split('\n'))
    // Labels: category names, levels, button words. Sentences are the stop words' business.
    .filter((text) => text.split(/\s+/).length <= 5);
  return [...values, ...contentText];
}

/** The English labels to look for on `lang`'s pages, from the project at `root`. */
export function englishLabels(root: string, lang: Exclude<Lang, 'en'>): EnglishLabels {
  const translatedFolders = (file: string) => TRANSLATED_LANGS.some((code) => file.startsWith(`${code}/`));
  return new EnglishLabels(
    uiStrings(root, 'src/i18n/en', '', (file) => translatedFolders(file) || file === 'glossary.json'),
    // The record of the English each unit was translated from is English, not the language's words.
    uiStrings(root, join('src/i18n', lang), lang, (file) => file === RECORDS_FILE),
  );
}

/** The HTML pages of `lang` in a built site, as paths relative to `dist`; redirect stubs (which the server answers with a 301 first) left out. */
export function translatedPages(dist: string, lang: Lang): string[] {
  return filesUnder(join(dist, lang))
    .filter((file) => file.endsWith('.html'))
    .map((file) => join(lang, file))
    .filter((file) => !readFileSync(join(dist, file), 'utf8').includes('http-equiv="refresh"'))
    .sort();
}

/** Every English finding on every translated page of the built site at `dist`, by page. */
export function englishLeftovers(dist: string, root = process.cwd()): { page: string; findings: Finding[] }[] {
  return TRANSLATED_LANGS.flatMap((lang) => {
    const labels = englishLabels(root, lang);
    return translatedPages(dist, lang).map((page) => ({
      page,
      findings: englishOnPage(readFileSync(join(dist, page), 'utf8'), lang, labels),
    }));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = process.argv[2] ?? 'dist';
  if (!existsSync(dist) || !statSync(dist).isDirectory()) {
    console.error(`No ${dist}/ folder: run \`npm run build\` first.`);
    process.exit(1);
  }
  const results = englishLeftovers(dist);
  let count = 0;
  for (const { page, findings } of results) {
    for (const finding of findings) console.log(`${page} ${finding.where}: "${finding.text.slice(0, 160)}" (${finding.reason})`);
    count += findings.length;
  }
  console.log(`${results.length} translated pages, ${count} English finding(s).`);
  process.exitCode = count === 0 ? 0 : 1;
}
