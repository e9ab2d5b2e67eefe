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
});

/** A list of sources: at least one. */
export const sourcesSchema = z.array(sourceSchema).min(1, 'add at least one source (publisher, title, year, url)');

export type Source = z.infer<typeof sourceSchema>;
