import { z } from 'astro/zod';
import { levelSchema } from './level.ts';
import { checkSourceIds, sourcesSchema } from './source.ts';

/** Frontmatter of a long-form lesson in `content/lessons/<slug>.mdx`. */
export const lessonSchema = z
  .strictObject({
    title: z.string().trim().min(1),
    /** One or two sentences for search results and the lesson header. */
    description: z.string().trim().min(1),
    /** Omit for a standalone lesson (shown as "Standalone"). */
    level: levelSchema.optional(),
    /** Position in the reading order, from 1. */
    order: z.number().int().min(1),
    /** Path of the lesson before this one, e.g. "/learn/financial-basics"; omit for the first. */
    previous: z.string().startsWith('/', 'must be a path starting with "/"').optional(),
    /** Every source of the lesson, each with an `id` that the text cites as `[^id]` after a figure. */
    sources: sourcesSchema,
  })
  .superRefine((lesson, ctx) => checkSourceIds(lesson.sources, ['sources'], ctx));

export type Lesson = z.output<typeof lessonSchema>;
