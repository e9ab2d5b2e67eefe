import { z } from 'astro/zod';

/**
 * `content/plain-english.json`: the editors' list of idioms, slang and jargon that
 * second-language readers stumble on, each with a plain wording. `npm run check:content`
 * refuses any listed phrase in the content, titles and questions included.
 */
export const plainEnglishSchema = z
  .array(
    z.strictObject({
      /** The words to avoid, lower case, e.g. "rule of thumb". Matched without regard to case or line breaks. */
      phrase: z
        .string()
        .trim()
        .regex(/^[a-z0-9][a-z0-9' -]*$/, 'must be lower-case words, e.g. "rule of thumb"'),
      /** What to write instead, e.g. "simple guide". */
      plain: z.string().trim().min(1),
    }),
  )
  .min(1);

export type PlainEnglishList = z.output<typeof plainEnglishSchema>;
