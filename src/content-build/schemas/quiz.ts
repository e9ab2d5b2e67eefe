import { z } from 'astro/zod';
import { citesSchema } from './source.ts';

const text = z.string().trim().min(1);

/**
 * Why the right answer is right, in one or two plain sentences, shown in the review after
 * submitting, e.g. "Inflation means prices rise, so the same cash buys less over time."
 * Required: a question without one fails the build.
 */
const explanation = text;
const optionValue = z.enum(['a', 'b', 'c', 'd']);

/** An answer to a category quiz or exam question. */
const lettedOptionSchema = z.strictObject({
  /** "a", "b", "c" or "d", in that order. */
  value: optionValue,
  text,
});

const optionsSchema = z
  .array(lettedOptionSchema)
  .length(4)
  .refine(
    (options) => options.every((option, index) => option.value === 'abcd'[index]),
    'options must be lettered "a", "b", "c", "d" in that order',
  );

/** A category quiz question: `q1`, `q2`, … in order. */
const quizQuestionSchema = z.strictObject({
  id: z.string().regex(/^q[1-9]\d{0,3}$/, 'must look like "q1"'),
  question: text,
  options: optionsSchema,
  /** Title of the module that teaches it, e.g. "What Is Money, Really?". */
  source: text,
  explanation,
  /** Ids of sources of the `source` module behind a figure in the question, e.g. `["findex-2025"]`. */
  cites: citesSchema.optional(),
});

/** A category quiz (`content/quizzes/<path id>.json`): its questions and the key of right answers. */
export const quizSchema = z
  .strictObject({
    /** e.g. "Financial Basics Quiz". */
    title: text,
    /** The questions, all asked in this order (the product asks 15: see src/content-build/checks/shape.test.ts). */
    questions: z.array(quizQuestionSchema).min(1),
    /** Question id → the right option's letter, e.g. `{ "q1": "b" }`. */
    answerKey: z.record(z.string(), optionValue),
  })
  .superRefine((quiz, ctx) => {
    quiz.questions.forEach((question, index) => {
      if (question.id !== `q${index + 1}`)
        ctx.addIssue({
          code: 'custom',
          path: ['questions', index, 'id'],
          message: `questions[${index}].id is "${question.id}" but should be "q${index + 1}": number questions in order.`,
        });
      if (!quiz.answerKey[question.id])
        ctx.addIssue({
          code: 'custom',
          path: ['answerKey', question.id],
          message: `answerKey.${question.id} is missing: there is no answer for "${question.id}": add "${question.id}": "a" (or b, c, d).`,
        });
    });
    for (const id of Object.keys(quiz.answerKey)) {
      if (!quiz.questions.some((question) => question.id === id))
        ctx.addIssue({
          code: 'custom',
          path: ['answerKey', id],
          message: `answerKey.${id} answers a question that does not exist: remove it.`,
        });
    }
  });

/** A final-exam question, e.g. `f1` for the first Finance question. */
export const examQuestionSchema = z
  .strictObject({
    /** The first letter of its category in lower case, then a number: `f1`, `w12`, `e3`. */
    id: z.string().regex(/^[a-z]\d{1,3}$/, 'must be a lower-case letter and a number, e.g. "f1"'),
    question: text,
    options: optionsSchema,
    /** Letter of the right option. */
    correct: optionValue,
    /** The `examCategory` of a path in `content/curriculum.json`, e.g. "Finance". */
    category: z.string().trim().min(1),
    /** Title of the module that teaches it. */
    source: text,
    explanation,
    /** Ids of sources of the `source` module behind a figure in the question, e.g. `["findex-2025"]`. */
    cites: citesSchema.optional(),
  })
  .refine((question) => question.id[0] === question.category[0]!.toLowerCase(), {
    message: 'the id letter must match the category: f… for Finance, w… for Web3, e… for Education',
    path: ['id'],
  });

export type Quiz = z.output<typeof quizSchema>;
export type QuizQuestion = z.output<typeof quizQuestionSchema>;
export type ExamQuestion = z.output<typeof examQuestionSchema>;
