import { z } from 'astro/zod';
import { iconSchema } from './icon.ts';
import { sourceSchema } from './source.ts';

/** One card of "The Current State of Financial Access" (`content/stats.json`). */
export const statSchema = z.strictObject({
  /** Unique, lower-case, e.g. "stock-ownership". */
  id: z.string().regex(/^[a-z0-9-]+$/),
  /**
   * The card's small picture by icon name, e.g. "chart-up" or "graduation" (the names of
   * `src/shared/rules/icons.ts`, as slides use). Decorative: the headline beside it says it all, so
   * screen readers skip it.
   */
  icon: iconSchema,
  /** The figure in a few words, exactly as the source supports it, e.g. "Only 33% globally are financially literate". */
  headline: z.string().trim().min(1),
  /** Two or three plain sentences that explain the figure: who was counted, when, and why it matters. */
  detail: z.string().trim().min(1),
  /** Where the headline figure comes from: publisher, title, year and address. */
  source: sourceSchema,
  /**
   * Further sources, when the card combines figures from more than one publisher
   * (e.g. who owns stocks, from a poll, and how much they own, from the Federal Reserve).
   * Default: none.
   */
  moreSources: z.array(sourceSchema).default([]),
});

export type Stat = z.output<typeof statSchema>;
