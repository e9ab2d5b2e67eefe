/**
 * The learner's progress through the learning path: one store for every island and script
 * on the page, saved in `localStorage` and shared with every open tab.
 *
 * Stored under `vault-club:learning-progress` as JSON (version 1):
 *
 * ```json
 * {
 *   "version": 1,
 *   "completedModules": ["what-is-money-really"],   // module ids, once each
 *   "currentCategory": 0,                           // category of the module completed last (0–2)
 *   "currentModule": 1,                             // index after it (0–6)
 *   "lessons": { "financial-basics": { "completed": true, "readPercent": 100 } },
 *   "quizzes": { "finance": { "score": 12, "total": 15, "percent": 80 } },   // best result each
 *   "exam": { "score": 30, "total": 35, "percent": 86 }                      // best result, or null
 * }
 * ```
 *
 * Loading validates with zod. Migrations:
 * - no `version` (the original product's shape: only `completedModules`, `currentCategory`,
 *   `currentModule`): read as version 1 with no lesson, quiz or exam records;
 * - ids that are not modules any more are dropped, and repeated ids kept once.
 *
 * Anything else that does not parse (bad JSON, a wrong type, a newer version) is logged as
 * "Failed to parse learning progress" and replaced by the defaults; the page keeps working.
 * A storage that cannot be read or written never throws (see `persisted.ts`).
 *
 * Islands read it with `useStore($progress, { ssr: defaultProgress })`: the server renders from
 * the defaults, hydration starts from the same, then the stored value takes over.
 */
import * as z from 'zod/mini';
import { MODULE_TABLE } from '../lib/curriculum';
import * as rules from '../lib/progress-rules';
import { defaultProgress, type LearningProgress, type ModulePlace, type QuizId, type QuizResult } from '../lib/progress-rules';
import { PROGRESS_KEY } from '../lib/progress-peek';
import { persistedAtom } from './persisted';

export { PROGRESS_KEY };

const percent = z.number().check(z.minimum(0), z.maximum(100));
const count = z.int().check(z.minimum(0));
const resultSchema = z.object({ score: count, total: count, percent });

const storedSchema = z.object({
  version: z._default(z.literal(1), 1),
  completedModules: z.array(z.string()),
  currentCategory: z.int().check(z.minimum(0), z.maximum(2)),
  currentModule: z.int().check(z.minimum(0), z.maximum(6)),
  lessons: z._default(z.record(z.string(), z.object({ completed: z.boolean(), readPercent: percent })), {}),
  quizzes: z._default(z.partialRecord(z.enum(['finance', 'web3', 'education']), resultSchema), {}),
  exam: z._default(z.nullable(resultSchema), null),
});

const moduleIds = new Set(MODULE_TABLE.map(({ id }) => id));

/** Parses stored text into progress (migrating older shapes), or returns undefined after logging why. */
export function decodeProgress(raw: string): LearningProgress | undefined {
  try {
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) throw parsed.error;
    const { data } = parsed;
    return { ...data, completedModules: [...new Set(data.completedModules)].filter((id) => moduleIds.has(id)) };
  } catch (error) {
    console.warn('Failed to parse learning progress', error);
    return undefined;
  }
}

export const $progress = persistedAtom<LearningProgress>({ key: PROGRESS_KEY, fallback: defaultProgress, decode: decodeProgress });

const update = (change: (progress: LearningProgress) => LearningProgress) => $progress.set(change($progress.get()));

/** Marks a module complete after a perfect quiz: the next module in its category unlocks. */
export function completeModule(module: ModulePlace): void {
  update((progress) => rules.completeModule(progress, module));
}

/** Marks a long-form lesson complete. */
export function completeLesson(slug: string): void {
  update((progress) => rules.completeLesson(progress, slug));
}

/** Remembers how far a long-form lesson was read (only ever goes up). */
export function setReadingProgress(slug: string, percent: number): void {
  const current = $progress.get();
  const next = rules.setReadingProgress(current, slug, percent);
  if (next !== current) $progress.set(next);
}

/** Keeps a category quiz's best result. */
export function recordQuizResult(quiz: QuizId, result: QuizResult): void {
  update((progress) => rules.recordQuizResult(progress, quiz, result));
}

/** Keeps the final exam's best result. */
export function recordExamResult(result: QuizResult): void {
  update((progress) => rules.recordExamResult(progress, result));
}

/** Forgets all progress: an empty list, category 0, module 0. */
export function resetProgress(): void {
  $progress.set(rules.resetProgress());
}
