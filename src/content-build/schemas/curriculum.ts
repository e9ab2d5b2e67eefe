import { z } from 'astro/zod';

// At most 80 characters, as learners' progress keeps ids (src/progress/rules/progress-limits.ts).
const moduleId = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'use lower-case words joined by hyphens, e.g. "what-is-money-really"')
  .max(80, 'use at most 80 characters');

/**
 * One learning path of `content/curriculum.json`. The order of the paths in the file is the
 * order on the site; the order of `modules` is the order a learner unlocks them.
 */
export const pathSchema = z.strictObject({
  /**
   * Short name, e.g. "finance". The path's quiz is `content/quizzes/<id>.json` and lives at
   * `/<id>-quiz`.
   */
  id: z
    .string()
    .regex(/^[a-z0-9]+$/, 'use lower-case letters and digits only, e.g. "finance"')
    .max(80, 'use at most 80 characters'),
  /** The path's name on the learning path, e.g. "Financial Overview". */
  name: z.string().trim().min(1),
  /** The quiz's short name, e.g. "Financial Basics". */
  quizName: z.string().trim().min(1),
  /** The `category` that the exam questions of this path carry in `content/exam.json`, e.g. "Finance". */
  examCategory: z.string().regex(/^[A-Z][A-Za-z0-9]*$/, 'use one capitalised word, e.g. "Finance"'),
  /**
   * Module ids in the order a learner takes them; each is `content/modules/<id>.json`.
   * The first is open to everyone; each next one unlocks when the one before is completed.
   */
  modules: z.array(moduleId).min(1, 'list at least one module id'),
});
