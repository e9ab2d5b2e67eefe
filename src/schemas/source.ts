import { z } from 'astro/zod';

/** Where a fact comes from. Every number and claim in the content needs one. */
export const sourceSchema = z.strictObject({
  /** Who published it, e.g. "World Bank". */
  publisher: z.string().trim().min(1),
  /** The title of the report, page or paper, e.g. "The Global Findex Database 2021". */
  title: z.string().trim().min(1),
  /** Year of publication, e.g. 2022. Say the year in the text when a source is old. */
  year: z.number().int().min(1000).max(2100),
  /** Address of the source, when one exists. Never invent one. */
  url: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * The day someone last checked the claim against this source, written YYYY-MM-DD, e.g.
   * "2026-11-23". Set it whenever you add or change a claim that rests on the source.
   * Default: not recorded.
   */
  checked: z
    .preprocess(
      // YAML reads an unquoted 2026-11-23 as a date; accept it as the text it was written as.
      (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
      z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD, e.g. "2026-11-23"'),
    )
    .optional(),
});

/** A list of sources: at least one. */
export const sourcesSchema = z.array(sourceSchema).min(1, 'add at least one source (publisher, title, year, url)');

export type Source = z.infer<typeof sourceSchema>;
