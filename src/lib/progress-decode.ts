/**
 * Reading a progress document (from `localStorage` or the account) field by field: a field
 * that fails validation is dropped on its own, with a warning naming it ("Ignored stored
 * learning progress field quizzes.finance"), and the rest is kept. Only text that is not JSON
 * (or JSON that is not an object) gives up, and the caller falls back to the defaults.
 *
 * The checks are the shapes and sizes the database's `merge_learning_progress` accepts (the
 * limits of `progress-limits.ts`), so that what the device keeps can always be saved to the
 * account. Version 1 documents (and the original unversioned shape)
 * read as version 2: `currentCategory` and `currentModule` are dropped (nothing reads them, and
 * a "last place" cannot be merged across devices), completion times are unknown.
 */
import * as z from 'zod/mini';
import { PROGRESS_LIMITS } from './progress-limits.ts';
import { defaultProgress, QUIZ_IDS, type LearningProgress, type LessonProgress, type QuizResult } from './progress-rules.ts';
import { CARD_ID, MAX_CARDS, type ReviewCard } from './review-cards.ts';

const { slug: SLUG, items: MAX_ITEMS, maxSlide, maxTotal } = PROGRESS_LIMITS;

const percent = z.number().check(z.minimum(0), z.maximum(100));
const time = z.string().check(
  z.maxLength(PROGRESS_LIMITS.timeLength),
  z.regex(PROGRESS_LIMITS.time),
  z.refine((value) => !Number.isNaN(Date.parse(value))),
);
const resultSchema = z
  .strictObject({
    score: z.int().check(z.minimum(0)),
    total: z.int().check(z.minimum(1), z.maximum(maxTotal)),
    percent,
  })
  .check(z.refine(({ score, total }) => score <= total));
const slideSchema = z.int().check(z.minimum(0), z.maximum(maxSlide));
const lessonSchema = z.strictObject({ completed: z.boolean(), readPercent: percent, completedAt: z.optional(time) });
const DAY_MS = 86_400_000;
/** A review card as the database accepts it: due no earlier than the review and at most FSRS's 36,500-day cap (plus a day) after it. */
const cardSchema = z
  .strictObject({
    due: time,
    stability: z.number().check(z.gt(0), z.maximum(36_500)),
    difficulty: z.number().check(z.minimum(1), z.maximum(10)),
    reps: z.int().check(z.minimum(1), z.maximum(100_000)),
    lapses: z.int().check(z.minimum(0)),
    state: z.int().check(z.minimum(0), z.maximum(3)),
    reviewedAt: time,
  })
  .check(
    z.refine(({ due, reps, lapses, reviewedAt }) => {
      const gap = Date.parse(due) - Date.parse(reviewedAt);
      return lapses <= reps && gap >= 0 && gap <= 36_501 * DAY_MS && Date.parse(reviewedAt) >= Date.UTC(2020, 0, 1);
    }),
  );

type Warn = (field: string) => void;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function modules(value: unknown, warn: Warn): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    warn('completedModules');
    return [];
  }
  const ids: string[] = [];
  value.forEach((id: unknown, index) => {
    if (typeof id !== 'string' || !SLUG.test(id) || ids.length >= MAX_ITEMS) warn(`completedModules.${index}`);
    else if (!ids.includes(id)) ids.push(id);
  });
  return ids;
}

/** The entries of `value` (an object) that `schema` accepts and `keep` allows; the others are warned about under `field`. */
function entries<T>(
  field: string,
  value: unknown,
  warn: Warn,
  schema: z.ZodMiniType<T>,
  keep: (key: string) => boolean,
  max: number = MAX_ITEMS,
): Record<string, T> {
  if (value === undefined) return {};
  if (!isRecord(value)) {
    warn(field);
    return {};
  }
  const kept: Record<string, T> = {};
  for (const [key, item] of Object.entries(value)) {
    const parsed = schema.safeParse(item);
    if (parsed.success && keep(key) && Object.keys(kept).length < max) kept[key] = parsed.data;
    else warn(`${field}.${key}`);
  }
  return kept;
}

/** The fields of a version 1 or 2 document, each validated on its own. */
export function decodeFields(stored: Record<string, unknown>, warn: Warn): LearningProgress {
  if (stored['version'] !== undefined && stored['version'] !== 1 && stored['version'] !== 2) warn('version');
  const completedModules = modules(stored['completedModules'], warn);
  const exam = stored['exam'] === undefined || stored['exam'] === null ? null : resultSchema.safeParse(stored['exam']);
  if (exam && !exam.success) warn('exam');
  return {
    ...defaultProgress(),
    completedModules,
    completedAt: entries('completedAt', stored['completedAt'], warn, time, (id) => completedModules.includes(id)),
    lessons: entries<LessonProgress>('lessons', stored['lessons'], warn, lessonSchema, (slug) => SLUG.test(slug)),
    quizzes: entries<QuizResult>('quizzes', stored['quizzes'], warn, resultSchema, (id) => (QUIZ_IDS as readonly string[]).includes(id)),
    exam: exam?.success ? exam.data : null,
    slides: entries('slides', stored['slides'], warn, slideSchema, (id) => SLUG.test(id)),
    reviews: entries('reviews', stored['reviews'], warn, cardSchema as z.ZodMiniType<ReviewCard>, (id) => CARD_ID.test(id), MAX_CARDS),
  };
}

/**
 * Parses a stored or received document into progress, dropping (and logging) each field that
 * fails validation. Returns undefined, after logging, only for text that is not a JSON object.
 */
export function decodeProgress(raw: string, source = 'stored'): LearningProgress | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    console.warn('Failed to parse learning progress', error);
    return undefined;
  }
  if (!isRecord(parsed)) {
    console.warn('Failed to parse learning progress', new TypeError('not a JSON object'));
    return undefined;
  }
  return decodeFields(parsed, (field) => console.warn(`Ignored ${source} learning progress field ${field}`));
}

/**
 * The document as text with object keys sorted: equal documents give equal text whatever the
 * key order (the database's `jsonb` reorders keys), so "is it saved?" is a string comparison.
 */
export function canonicalProgress(progress: LearningProgress): string {
  return JSON.stringify(progress, (_key, value: unknown) =>
    isRecord(value) ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : value,
  );
}
