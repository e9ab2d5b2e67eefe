/**
 * Translation parity: a translated content file must be its English file with only the
 * reader's text changed. Ids, answers, option order, citations, sources and every number stay
 * identical, so progress, grading and citations never depend on the language. Runs in Node
 * (the content check and `tools/check-translations.ts`).
 */
import { parse as parseYaml } from 'yaml';

/** Keys whose string value is data, not text: identical in every language. */
export const FIXED_KEYS: ReadonlySet<string> = new Set([
  'id',
  'level',
  'layout',
  'type',
  'color',
  'icon',
  'gradient',
  'cites',
  'requiresSlides',
  'correctAnswer',
  'correct',
  'value',
  'category',
  'order',
  'page',
  'modules',
  'examCategory',
  'source',
  'moreSources',
  'sources',
  '$comment',
]);

/** `{name}` placeholders of a text, sorted, so a translation keeps exactly the same ones. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{([A-Za-z0-9_]+)\}/g)].map((match) => match[1]!).sort();
}

/** The `[^id]` source markers of a text, sorted: a sentence may move within its paragraph. */
const markersOf = (text: string) => [...text.matchAll(/\[\^([\w-]+)\]/g)].map((match) => match[1]!).sort();

/**
 * The `[^id]` markers of a translated text against its English: the same ones, in the same
 * paragraph (line) when the translation keeps the English lines, so each "Source:" line stays
 * under the words it supports.
 */
function markerProblems(english: string, translated: string, where: string): string[] {
  const englishLines = english.split('\n');
  const translatedLines = translated.split('\n');
  const pairs: [string, string, string][] =
    englishLines.length === translatedLines.length
      ? englishLines.map((line, index) => [line, translatedLines[index]!, englishLines.length > 1 ? ` (paragraph ${index + 1})` : ''])
      : [[english, translated, '']];
  return pairs.flatMap(([from, to, place]) => {
    const want = markersOf(from).join(' ');
    const got = markersOf(to).join(' ');
    if (want === got) return [];
    const show = (ids: string) =>
      ids
        ? ids
            .split(' ')
            .map((id) => `[^${id}]`)
            .join(' ')
        : 'none';
    return [
      `${where}${place}: source markers ${show(got)} differ from the English ${show(want)}; keep each [^id] after the same sentence as in English`,
    ];
  });
}

const show = (value: unknown) => JSON.stringify(value)?.slice(0, 80);

/**
 * Every difference between an English value and its translation that a translation may not
 * make, each as "<field path>: <what is wrong>". Strings are text (free to differ, same
 * placeholders) unless under a key of `FIXED_KEYS`; everything else must match exactly.
 */
export function jsonParityProblems(english: unknown, translated: unknown, path = '', fixed = false): string[] {
  const where = path || '(top level)';
  if (path === '' && isEntryList(english) && isEntryList(translated)) return entryListProblems(english, translated);
  if (Array.isArray(english)) {
    if (!Array.isArray(translated)) return [`${where}: should be a list, as in English`];
    if (english.length !== translated.length) {
      return [`${where}: has ${translated.length} items; the English has ${english.length}, in the same order`];
    }
    return english.flatMap((item, index) => jsonParityProblems(item, translated[index], `${path}[${index}]`, fixed));
  }
  if (english !== null && typeof english === 'object') {
    if (translated === null || typeof translated !== 'object' || Array.isArray(translated)) {
      return [`${where}: should be an object, as in English`];
    }
    const englishKeys = Object.keys(english);
    const translatedKeys = Object.keys(translated);
    const missing = englishKeys.filter((key) => !(key in translated));
    const extra = translatedKeys.filter((key) => !(key in english));
    const problems = [
      ...missing.map((key) => `${path ? `${path}.` : ''}${key}: missing; keep every field of the English`),
      ...extra.map((key) => `${path ? `${path}.` : ''}${key}: not in the English; remove it`),
    ];
    for (const key of englishKeys.filter((key) => key in translated)) {
      const child = path ? `${path}.${key}` : key;
      const value = (english as Record<string, unknown>)[key];
      problems.push(...jsonParityProblems(value, (translated as Record<string, unknown>)[key], child, fixed || FIXED_KEYS.has(key)));
    }
    return problems;
  }
  if (typeof english === 'string' && typeof translated === 'string' && !fixed) {
    const want = placeholders(english).join(', ');
    const got = placeholders(translated).join(', ');
    const markers = markerProblems(english, translated, where);
    return want === got ? markers : [`${where}: placeholders {${got}} differ from the English {${want}}; keep them exactly`, ...markers];
  }
  if (english !== translated) return [`${where}: is ${show(translated)}; keep the English value ${show(english)}`];
  return [];
}

/** A language's UI dictionary: each file's name (`learn.json`) and its keys and texts. */
export type DictionaryFiles = Record<string, Record<string, unknown>>;

/**
 * Every problem of a language's UI dictionary against the English one: a file or a key it
 * lacks (which would show in English), a key English does not have, an empty text, or other
 * `{placeholders}` than the English text's.
 */
export function dictionaryProblems(english: DictionaryFiles, translated: DictionaryFiles): string[] {
  const problems = Object.entries(english).flatMap(([file, texts]) => {
    const other = translated[file];
    if (other === undefined) return [`${file}: missing; every English dictionary file needs its translation`];
    const empty = Object.entries(other)
      .filter(([, text]) => typeof text === 'string' && text.trim() === '')
      .map(([key]) => `${file} ${key}: empty; translate it`);
    return [...jsonParityProblems(texts, other).map((problem) => `${file} ${problem}`), ...empty];
  });
  const strays = Object.keys(translated).filter((file) => !(file in english));
  return [...problems, ...strays.map((file) => `${file}: has no English file of that name`)];
}

/** The reader's text of a JSON value: every string that is not data (`FIXED_KEYS`), joined by lines. */
export function jsonText(value: unknown, fixed = false): string {
  if (typeof value === 'string') return fixed ? '' : value;
  if (Array.isArray(value))
    return value
      .map((item) => jsonText(item, fixed))
      .filter(Boolean)
      .join('\n');
  if (value !== null && typeof value === 'object') {
    return Object.entries(value)
      .map(([key, item]) => jsonText(item, fixed || FIXED_KEYS.has(key)))
      .filter(Boolean)
      .join('\n');
  }
  return '';
}

type Entry = { id: string } & Record<string, unknown>;

/** Whether `value` is a file's list of entries with ids (`exam.json`, `stats.json`, `curriculum.json`). */
const isEntryList = (value: unknown): value is Entry[] =>
  Array.isArray(value) && value.every((item) => typeof (item as Entry | null)?.id === 'string');

/**
 * A list file's translation is matched entry by entry, by id: an entry it lacks shows in English
 * (so a new English entry breaks no language), one the English lacks is a mistake.
 */
function entryListProblems(english: Entry[], translated: Entry[]): string[] {
  const byId = new Map(english.map((entry) => [entry.id, entry]));
  return translated.flatMap((entry) => {
    const source = byId.get(entry.id);
    if (!source) return [`entry "${entry.id}": not in the English file; remove it or use an English id`];
    return jsonParityProblems(source, entry, `entry "${entry.id}"`);
  });
}

/** The last files split, by text: the checks, the status and the unit cutter each split the same files, and YAML is the slow part. */
const split = new Map<string, { data: unknown; body: string }>();

/** A Markdown file split into its YAML frontmatter and its body (the result is shared: do not change it). */
export function splitFrontmatter(text: string): { data: unknown; body: string } {
  const known = split.get(text);
  if (known) return known;
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text);
  const parts = match ? { data: parseYaml(match[1]!) ?? {}, body: text.slice(match[0].length) } : { data: {}, body: text };
  if (split.size >= 200) split.clear();
  split.set(text, parts);
  return parts;
}

/** The items of `list` left after removing one of each item of `other`. */
function without(list: string[], other: string[]): string[] {
  const rest = [...other];
  return list.filter((item) => {
    const index = rest.indexOf(item);
    if (index === -1) return true;
    rest.splice(index, 1);
    return false;
  });
}

/** The parts of a Markdown/MDX body that carry meaning beyond words, in order. */
function bodyShape(body: string) {
  const prose = body.replace(/```[\s\S]*?```/g, '');
  return {
    // Sentences may move within a translation, so markers and links are compared as sets.
    markers: [...prose.matchAll(/\[\^([\w-]+)\]/g)].map((match) => match[1]!).sort(),
    components: [...prose.matchAll(/<([A-Z][A-Za-z]*)\b([^>]*)>/g)].map((match) =>
      [match[1], /\btype="[^"]*"/.exec(match[2]!)?.[0]].filter(Boolean).join(' '),
    ),
    links: [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!).sort(),
    headings: [...prose.matchAll(/^(#{1,6})\s/gm)].map((match) => match[1]!),
  };
}

/**
 * The parity problems of a translated Markdown/MDX file: its frontmatter as JSON (only `title`
 * and `description` are text), and in its body the same source markers, components (with the
 * same `type`), link targets and heading levels, in the same order.
 */
export function markdownParityProblems(english: string, translated: string): string[] {
  const en = splitFrontmatter(english);
  const tr = splitFrontmatter(translated);
  const problems = jsonParityProblems(en.data, tr.data).map((problem) => `frontmatter ${problem}`);
  const want = bodyShape(en.body);
  const got = bodyShape(tr.body);
  const labels = {
    markers: 'source markers [^id]',
    components: 'components',
    links: 'link targets',
    headings: 'heading levels',
  } as const;
  for (const part of Object.keys(labels) as (keyof typeof labels)[]) {
    if (want[part].join(' ') === got[part].join(' ')) continue;
    const missing = without(want[part], got[part]);
    const extra = without(got[part], want[part]);
    const detail = [missing.length ? `missing ${missing.join(', ')}` : '', extra.length ? `not in the English ${extra.join(', ')}` : '']
      .filter(Boolean)
      .join('; ');
    problems.push(`body: ${labels[part]} differ from the English: ${detail || 'same ones, in another order'}`);
  }
  return problems;
}
