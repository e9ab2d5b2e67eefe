import { z } from 'astro/zod';
import { sourceSchema } from './source';

/** One card of "The Current State of Financial Access". */
export const statSchema = z.strictObject({
  /** Unique, lower-case, e.g. "stock-ownership". */
  id: z.string().regex(/^[a-z0-9-]+$/),
  /** A decorative emoji. */
  icon: z.string().trim().min(1).max(16),
  /** The figure in a few words, e.g. "Only 33% globally are financially literate". */
  headline: z.string().trim().min(1),
  /** Two or three plain sentences that explain the figure. */
  detail: z.string().trim().min(1),
  source: sourceSchema,
});

export type Stat = z.output<typeof statSchema>;
