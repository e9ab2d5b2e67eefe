import { z } from 'astro/zod';
import { checkSourceIds, sourceSchema } from './source.ts';

/** How many pages the white paper has. */
export const WHITE_PAPER_PAGES = 8;

/** Image files a page may show, kept beside the text in `content/whitepaper/`. */
const PAGE_IMAGE_PATTERN = /^[\w-]+\.(png|jpe?g|webp|avif)$/;

/**
 * Frontmatter of one white paper page, `content/whitepaper/<NN>-<slug>.md`. The Markdown
 * below the frontmatter is the page's text.
 */
export const whitePaperPageSchema = z
  .strictObject({
    /** Position in the paper, from 1 to 8, e.g. 3. Each number is used once (a test checks). */
    page: z.number().int().min(1).max(WHITE_PAPER_PAGES),
    /** The page's heading, e.g. "Subclubs and contracts". */
    title: z.string().trim().min(1),
    /**
     * Optional scan or design of the page: the name of an image file in `content/whitepaper/`,
     * e.g. "page-3.png". When set, the page shows the image and the text becomes its description.
     * Default: no image.
     */
    image: z
      .string()
      .regex(PAGE_IMAGE_PATTERN, 'must be a file name in content/whitepaper/ ending in .png, .jpg, .webp or .avif, e.g. "page-3.png"')
      .optional(),
    /** Where the page's figures come from, each with an `id` the text cites as `[^id]`. Default: none (a page without figures needs none). */
    sources: z.array(sourceSchema).default([]),
  })
  .superRefine((page, ctx) => checkSourceIds(page.sources, ['sources'], ctx));

export type WhitePaperPage = z.output<typeof whitePaperPageSchema>;
