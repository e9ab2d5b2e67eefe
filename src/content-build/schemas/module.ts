import { z } from 'astro/zod';
import { levelSchema } from './level.ts';
import { iconSchema as icon } from './icon.ts';
import { checkCites, checkSourceIds, citesSchema, sourcesSchema } from './source.ts';

/** Colours a card may take; each maps to an accessible colour pair in the lesson player. */
const CARD_COLORS = ['blue', 'green', 'purple', 'red', 'yellow', 'orange', 'indigo'] as const;

const text = z.string().trim().min(1);

/** A small card on a slide: an icon, a title and one or two sentences. */
export const cardSchema = z.strictObject({
  icon,
  title: text,
  description: text,
  /** Accent colour of the card. Default: "blue". */
  color: z.enum(CARD_COLORS).default('blue'),
  /** Ids of the module's sources behind a figure on this card alone; the slide's `cites` cover its cards too. */
  cites: citesSchema.optional(),
});

const comparisonSide = z.strictObject({ title: text, icon, items: z.array(text).min(1) });

const slideBase = {
  /** `slide-1`, `slide-2`, … in order. */
  id: z.string().regex(/^slide-\d+$/, 'must look like "slide-1"'),
  /** Always "content". */
  type: z.literal('content').default('content'),
  title: text,
  /** Body text; each line becomes a paragraph. 40–120 words. */
  content: text,
  /** An optional picture; `alt` says what it shows. */
  image: z.strictObject({ src: text, alt: text }).optional(),
  /**
   * Ids of the module's `sources` behind the figures on this slide and its cards, e.g.
   * `["findex-2025"]`. Required when the slide holds a figure (a number with %, an amount of
   * money, a count of people, or "in 2024 …"). The reader sees "Source: publisher, year".
   */
  cites: citesSchema.optional(),
};

/** One slide; `visualElements` takes the shape its `layout` needs. */
const slideSchema = z.discriminatedUnion('layout', [
  z.strictObject({
    ...slideBase,
    layout: z.literal('visual'),
    visualElements: z.strictObject({ icon, gradient: z.enum(CARD_COLORS), cards: z.array(cardSchema).max(4).default([]) }),
  }),
  z.strictObject({ ...slideBase, layout: z.literal('grid'), visualElements: z.strictObject({ cards: z.array(cardSchema).min(2).max(6) }) }),
  z.strictObject({
    ...slideBase,
    layout: z.literal('comparison'),
    visualElements: z.strictObject({ before: comparisonSide, after: comparisonSide }),
  }),
  z.strictObject({
    ...slideBase,
    layout: z.literal('feature-cards'),
    visualElements: z.strictObject({
      features: z
        .array(z.strictObject({ icon, title: text, description: text }))
        .min(2)
        .max(4),
    }),
  }),
  z.strictObject({ ...slideBase, layout: z.literal('default'), visualElements: z.strictObject({}).optional() }),
]);

/** A module quiz question: one correct option among 3–4. */
const moduleQuestionSchema = z.strictObject({
  /** `q1`, `q2`, … unique in the module (at most `q9999`: a learner's review card names it). */
  id: z.string().regex(/^q\d{1,4}$/, 'must look like "q1"'),
  question: text,
  /** 3 or 4 answers of similar length; exactly one is right. */
  options: z.array(text).min(3).max(4),
  /** Index of the right option, counting from 0 (0 = first). */
  correctAnswer: z.number().int().min(0),
  /** Why the right answer is right, in one or two sentences. */
  explanation: text,
  /** Indexes (from 0) of the slides that teach this; it is only asked once they were seen. */
  requiresSlides: z.array(z.number().int().min(0)).min(1),
  /** Ids of the module's `sources` behind a figure in the question, its options or its explanation. */
  cites: citesSchema.optional(),
});

/** A learning module: its slides, its quiz pool and its sources. Its path and place are set in `content/curriculum.json`. */
export const moduleSchema = z
  .strictObject({
    /** Same as the file name, e.g. "what-is-money-really". */
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'use lower-case words joined by hyphens'),
    title: text,
    /** One plain sentence shown on the module card. */
    description: text,
    /** Beginner, Intermediate, Advanced or Expert. */
    level: levelSchema,
    slides: z.array(slideSchema).min(5).max(10),
    quizPool: z.array(moduleQuestionSchema).min(3).max(10),
    sources: sourcesSchema,
  })
  .superRefine((module, ctx) => {
    checkSourceIds(module.sources, ['sources'], ctx);
    module.slides.forEach((slide, index) => {
      checkCites(slide.cites, module.sources, ['slides', index, 'cites'], ctx);
      const visual = slide.visualElements ?? {};
      const cards = 'cards' in visual ? visual.cards : [];
      cards.forEach((card, cardAt) =>
        checkCites(card.cites, module.sources, ['slides', index, 'visualElements', 'cards', cardAt, 'cites'], ctx),
      );
      if (slide.id !== `slide-${index + 1}`) {
        ctx.addIssue({
          code: 'custom',
          path: ['slides', index, 'id'],
          message: `slides[${index}].id is "${slide.id}" but should be "slide-${index + 1}": number slides in order from 1.`,
        });
      }
    });
    const seen = new Set<string>();
    module.quizPool.forEach((question, index) => {
      const at = `quizPool[${index}]`;
      if (seen.has(question.id))
        ctx.addIssue({
          code: 'custom',
          path: ['quizPool', index, 'id'],
          message: `${at}.id "${question.id}" is used twice: give each question its own id.`,
        });
      seen.add(question.id);
      checkCites(question.cites, module.sources, ['quizPool', index, 'cites'], ctx);
      if (question.correctAnswer >= question.options.length) {
        const last = question.options.length - 1;
        ctx.addIssue({
          code: 'custom',
          path: ['quizPool', index, 'correctAnswer'],
          message: `${at}.correctAnswer is ${question.correctAnswer} but the question has ${question.options.length} options (0–${last}): use a number from 0 to ${last}.`,
        });
      }
      question.requiresSlides.forEach((slide, slideAt) => {
        if (slide >= module.slides.length) {
          ctx.addIssue({
            code: 'custom',
            path: ['quizPool', index, 'requiresSlides', slideAt],
            message: `${at}.requiresSlides[${slideAt}] is ${slide} but the module has ${module.slides.length} slides (0–${module.slides.length - 1}): slides count from 0.`,
          });
        }
      });
    });
  });

export type Module = z.output<typeof moduleSchema>;
export type Slide = z.output<typeof slideSchema>;
export type Card = z.output<typeof cardSchema>;
export type ModuleQuestion = z.output<typeof moduleQuestionSchema>;
