import { z } from 'astro/zod';
import { formatPath } from './friendly-errors.ts';
import { EXAMPLE_CITE } from '../../shared/rules/citations.ts';

/** A source's id: lower-case words and numbers joined by hyphens, e.g. "findex-2025". */
const SOURCE_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Where a fact comes from. Every number and claim in the content needs one. */
export const sourceSchema = z.strictObject({
  /**
   * A short name, unique in its file, that claims use to point at this source, e.g.
   * "findex-2025": a slide's or question's `cites`, or `[^findex-2025]` in a lesson's text.
   * Required in modules, lessons and white paper pages.
   */
  id: z.string().regex(SOURCE_ID, 'must be lower-case words and numbers joined by hyphens, e.g. "findex-2025"').optional(),
  /** Who published it, e.g. "World Bank". */
  publisher: z.string().trim().min(1),
  /** The title of the report, page or paper, e.g. "The Global Findex Database 2021". */
  title: z.string().trim().min(1),
  /** Year of publication, e.g. 2022. Say the year in the text when a source is old. */
  year: z.number().int().min(1000).max(2100),
  /**
   * Address of the source, when one exists: "https://…", or a page of this site for the club's
   * own documents (e.g. "/white-paper"). Never invent one. Required with `checked`.
   */
  url: z
    .string()
    .refine(
      (url) => /^\/(?!\/)\S*$/.test(url) || z.url({ protocol: /^https?$/ }).safeParse(url).success,
      'must be an address starting with https:// (or http://), or a page of this site starting with "/", e.g. "/white-paper"',
    )
    .optional(),
  /**
   * The month (or day) someone last checked the claims against this source, written YYYY-MM,
   * e.g. "2026-11" (YYYY-MM-DD is accepted). Set it only after reading the source itself.
   * Default: not recorded; `npm run content:stale` then dates the source by its `year`.
   */
  checked: z
    .preprocess(
      // YAML reads an unquoted 2026-11-23 as a date; accept it as the text it was written as.
      (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
      z.string().regex(/^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/, 'must be a month written YYYY-MM, e.g. "2026-11"'),
    )
    .optional(),
  /**
   * Set when this source is a copy or a report of another document (a news story on a press
   * release, a blog post on a report, a reprint), which a primary source should replace
   * wherever the primary can be reached. Default: the source is itself the primary.
   * Example: `{ "primary": "Reuters, 21 December 2019", "why": "primary not reachable: behind a paywall" }`.
   */
  copyOf: z
    .strictObject({
      /** The primary document: its publisher and title, and its address when known. */
      primary: z.string().trim().min(1),
      /** Why the copy is cited instead, e.g. "primary not reachable: behind a paywall". */
      why: z.string().trim().min(1),
    })
    .optional(),
  /**
   * A faithful copy of this source (a reprint, an archived capture, or a report quoting the
   * words the claims rest on) that was read to check the claims when the primary page could
   * not be fetched: for the fact-check's record, so the next checker can repeat the check.
   * Never shown to learners: `url` stays the primary publisher's own page. Default: the claims
   * were checked at `url`. Example: "https://web.archive.org/web/2025/https://www.bis.org/publ/bisbull69.htm".
   */
  checkedVia: z.url({ protocol: /^https?$/, error: 'must be an address starting with https:// (or http://)' }).optional(),
});

/** A list of sources: at least one. */
export const sourcesSchema = z.array(sourceSchema).min(1, 'add at least one source (publisher, title, year, url)');

/** Adds an issue for each source of `sources` (at `path`) without an id or with an id used before. */
export function checkSourceIds(sources: readonly Source[], path: readonly (string | number)[], ctx: z.RefinementCtx): void {
  const seen = new Set<string>();
  sources.forEach((source, index) => {
    const at = [...path, index, 'id'];
    const field = `${formatPath(path)}[${index}].id`;
    if (source.id === undefined)
      ctx.addIssue({
        code: 'custom',
        path: at,
        message: `${field} is missing: give the source a short id that claims can cite, e.g. "id": "${suggestId(source)}".`,
      });
    else if (seen.has(source.id))
      ctx.addIssue({ code: 'custom', path: at, message: `${field} "${source.id}" is used twice: give each source its own id.` });
    if (source.id) seen.add(source.id);
  });
}

/** Adds an issue for each id of `cites` (at `path`) that names no source of `sources`. */
export function checkCites(
  cites: readonly string[] | undefined,
  sources: readonly Source[],
  path: readonly (string | number)[],
  ctx: z.RefinementCtx,
): void {
  const ids = sources.flatMap((source) => (source.id ? [source.id] : []));
  cites?.forEach((id, index) => {
    if (id !== EXAMPLE_CITE && !ids.includes(id))
      ctx.addIssue({
        code: 'custom',
        path: [...path, index],
        message: `${formatPath(path)}[${index}] is "${id}" but no source has that id: use one of ${ids.map((known) => `"${known}"`).join(', ')}, or "${EXAMPLE_CITE}" for a made-up worked example.`,
      });
  });
}

/** A likely id for a source: the publisher's initials or first word and the year, e.g. "world-bank-2025". */
function suggestId(source: Pick<Source, 'publisher' | 'year'>): string {
  const words = source.publisher.toLowerCase().match(/[a-z0-9]+/g) ?? ['source'];
  return [...words.slice(0, 2), String(source.year)].join('-');
}

/**
 * The one source a claim's figures rest on, e.g. `["findex-2025"]`: an `id` of the file's
 * `sources` (or "example"). A claim whose sentences rest on different sources marks each
 * sentence with `[^id]` instead (in a module: a paragraph of `content`, a card's description,
 * a comparison item or a question's explanation).
 */
export const citesSchema = z
  .array(z.string().regex(SOURCE_ID, 'must be the id of a source of this file, e.g. "findex-2025"'))
  .min(1)
  .superRefine((ids, ctx) => {
    if (ids.length > 1)
      ctx.addIssue({
        code: 'custom',
        message: `names ${ids.length} sources (${ids.map((id) => `"${id}"`).join(', ')}), but a claim rests on one: keep the one its figures rest on, and in a module put [^id] right after each sentence that rests on another (in a paragraph, a card's description, a comparison item or the explanation).`,
      });
  });

export type Source = z.infer<typeof sourceSchema>;
