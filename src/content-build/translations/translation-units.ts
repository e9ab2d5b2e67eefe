/**
 * A content or dictionary file cut into translation units: the pieces a translator translates
 * and keeps up to date one by one (a slide, a card, a question, an option, an explanation, a
 * lesson section, a stats card, a UI string). A unit's `path` is the same in the English file and
 * in its translation (ids, list positions, the English heading's slug), so each translated unit
 * can be paired with the English it was translated from (`translation-status.ts`).
 */
import { withoutCitations } from '../../shared/rules/citations.ts';
import { FIXED_KEYS, splitFrontmatter } from './translation-parity.ts';

/** One unit of a file. */
export interface Unit {
  /** Where it is in its file, e.g. `slides/slide-2`, `quizPool/q1/options/0`, `what-money-is` (a section), `nav.home` (a UI key). */
  path: string;
  /** The path of the part of the page a learner finds it in: its slide, question, card or section. */
  part: string;
  /** How people recognise it: its title, question, heading or first words. */
  title: string;
  /** The reader's text: its fields, one a line, without markup. */
  text: string;
  /** A lesson or white paper section's place among the file's headings (0 for the first); -1 for the text before them. */
  section?: number;
}

/** Fields that name the object they are in, most telling first. */
const TITLE_FIELDS = ['title', 'headline', 'question', 'name', 'term', 'text'];

/** At most `length` characters of `text`, cut at a word with "…". */
export function shorten(text: string, length = 60): string {
  const flat = text
    .slice(0, length * 2)
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length <= length ? flat : `${flat.slice(0, length).replace(/\s+\S*$/, '')}…`;
}

const makeUnit = (path: string, part: string, texts: string[], title?: string): Unit => ({
  path,
  part,
  title: shorten(title ?? texts[0] ?? ''),
  text: texts.join('\n'),
});

/**
 * The units of a JSON content file: each object's own text fields together (a slide's title and
 * words, a card, a question), its `explanation` apart, and each text of a list (an option) apart.
 * A list item is named by its `id`, else by its position; data fields (`FIXED_KEYS`) are not text.
 * The file's own text (a module's title and description) is the unit `title`.
 */
export function jsonUnits(value: unknown): Unit[] {
  const units: Unit[] = [];
  const visit = (node: unknown, path: string[], part: string | undefined): void => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => {
        const id = (item as { id?: unknown } | null)?.id;
        const itemPath = [...path, typeof id === 'string' ? id : String(index)];
        const itemPart = part ?? itemPath.join('/');
        if (typeof item === 'string') units.push(makeUnit(itemPath.join('/'), itemPart, [item]));
        else visit(item, itemPath, itemPart);
      });
      return;
    }
    if (node === null || typeof node !== 'object') return;
    const fields = Object.entries(node).filter(([key]) => !FIXED_KEYS.has(key));
    const texts = fields.filter(([key, field]) => typeof field === 'string' && key !== 'explanation').map(([, field]) => field as string);
    const own = path.join('/') || 'title';
    const title = TITLE_FIELDS.map((key) => (node as Record<string, unknown>)[key]).find((field) => typeof field === 'string') as
      string | undefined;
    if (texts.length > 0) units.push(makeUnit(own, part ?? own, texts, title));
    const explanation = (node as { explanation?: unknown }).explanation;
    if (typeof explanation === 'string') units.push(makeUnit([...path, 'explanation'].join('/'), part ?? own, [explanation]));
    for (const [key, field] of fields) if (field !== null && typeof field === 'object') visit(field, [...path, key], part);
  };
  visit(value, [], undefined);
  return units;
}

/** A UI dictionary file's units: one per key. */
export function dictionaryUnits(texts: Record<string, unknown>): Unit[] {
  return Object.entries(texts)
    .filter(([, text]) => typeof text === 'string')
    .map(([key, text]) => makeUnit(key, key, [text as string]));
}

/** The words a reader sees on a Markdown/MDX line: no citation markers, tags (but their `title`, `alt`, `caption` and `term`), links or list marks. */
function readerLine(line: string): string {
  return withoutCitations(line)
    .replace(/<[A-Z][^>]*>/g, (tag) =>
      [...tag.matchAll(/\b(?:title|alt|caption|term)="([^"]*)"/g)].map((match) => ` ${match[1]} `).join(''),
    )
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*(?:#{1,6}\s+|>\s*|[-*+]\s+|\d+\.\s+)/, '')
    .replace(/^\s*\|?[\s|:-]*$/, '')
    .replace(/[*_`|]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A heading's slug, as people write it in a link: lower case, accents and punctuation dropped, spaces as hyphens. */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-');
}

/** The slugs of `headings`, a repeated one numbered (`risks`, `risks-2`). */
function uniqueSlugs(headings: string[]): string[] {
  const seen = new Map<string, number>();
  return headings.map((heading) => {
    const base = slug(heading) || 'section';
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base}-${count}`;
  });
}

/** A Markdown body's sections: the text before the first heading, then one per heading; each line as a reader sees it. */
function sections(body: string): { heading?: string; lines: string[] }[] {
  const found: { heading?: string; lines: string[] }[] = [{ lines: [] }];
  let fenced = false;
  for (const line of body.split('\n')) {
    const fence = /^\s*(```|~~~)/.test(line);
    if (fence) fenced = !fenced;
    if (fence || fenced || /^(import|export)\s/.test(line)) continue;
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (heading) found.push({ heading: readerLine(heading[1]!), lines: [] });
    const text = readerLine(line);
    if (text) found.at(-1)!.lines.push(text);
  }
  return found;
}

/** The slugs of a Markdown file's headings, in order: its sections' paths, and its translation's. */
export function headingSlugs(source: string): string[] {
  return uniqueSlugs(
    sections(splitFrontmatter(source).body)
      .slice(1)
      .map((section) => section.heading!),
  );
}

/**
 * The units of a lesson or white paper page: `title` (its title and description), `intro` (the
 * text before the first heading) and one section per heading, named by `slugs` (a translation
 * passes its English file's `headingSlugs`, so sections pair by place) or else by its own headings.
 */
export function markdownUnits(source: string, slugs: readonly string[] = headingSlugs(source)): Unit[] {
  const { data, body } = splitFrontmatter(source);
  const front = data as { title?: unknown; description?: unknown };
  const head = [front.title, front.description].filter((text): text is string => typeof text === 'string');
  const units: Unit[] = head.length > 0 ? [makeUnit('title', 'title', head)] : [];
  sections(body).forEach((section, index) => {
    if (section.lines.length === 0) return;
    const path = index === 0 ? 'intro' : (slugs[index - 1] ?? `section-${index}`);
    units.push({ ...makeUnit(path, path, section.lines, section.heading), section: index - 1 });
  });
  return units;
}
