import { z } from 'astro/zod';

const text = z.string().trim().min(1);

/**
 * Why the right answer is right, in one or two plain sentences, shown in the review after
 * submitting, e.g. "Inflation means prices rise, so the same cash buys less over time."
 * Required: a question without one fails the build.
 */
const explanation = text;
const optionValue = z.enum(['a', 'b', 'c', 'd']);

/** An answer to a category quiz or exam question. */
export const lettedOptionSchema = z.strictObject({
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

/** A category quiz question (`q1`–`q15`). */
export const quizQuestionSchema = z.strictObject({
  id: z.string().regex(/^q([1-9]|1[0-5])$/, 'must be "q1" to "q15"'),
  question: text,
  options: optionsSchema,
  /** Title of the module that teaches it, e.g. "What Is Money, Really?". */
  source: text,
  explanation,
});

/** A category quiz: 15 questions and the key of right answers. */
export const quizSchema = z
  .strictObject({
    /** e.g. "Financial Basics Quiz". */
    title: text,
    questions: z.array(quizQuestionSchema).length(15),
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
          message: `answerKey has "${id}" but there is no such question: remove it.`,
        });
    }
  });

/** A final-exam question (`f1`–`f16`, `w1`–`w17`, `e1`–`e17`). */
export const examQuestionSchema = z
  .strictObject({
    id: z.string().regex(/^[fwe]\d{1,2}$/, 'must be f1–f16, w1–w17 or e1–e17'),
    question: text,
    options: optionsSchema,
    /** Letter of the right option. */
    correct: optionValue,
    category: z.enum(['Finance', 'Web3', 'Education']),
    /** Title of the module that teaches it. */
    source: text,
    explanation,
  })
  .refine((question) => question.id[0] === question.category[0]!.toLowerCase(), {
    message: 'the id letter must match the category: f… for Finance, w… for Web3, e… for Education',
    path: ['id'],
  });

export type Quiz = z.output<typeof quizSchema>;
export type QuizQuestion = z.output<typeof quizQuestionSchema>;
export type ExamQuestion = z.output<typeof examQuestionSchema>;
export type OptionValue = z.output<typeof optionValue>;
