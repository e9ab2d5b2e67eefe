/**
 * Reading a progress document (from `localStorage` or the account) field by field: a field
 * that fails validation is dropped on its own, with a warning naming it ("Ignored stored
 * learning progress field quizzes.finance"), and the rest is kept. Only text that is not JSON
 * (or JSON that is not an object) gives up, and the caller falls back to the defaults.
 *
 * The checks are the shapes and sizes the database's `merge_learning_progress` accepts (the
 * limits of `progress-limits.ts`), so that what the device keeps can always be saved to the
 * account; and like the database, the decoder keeps only the ids the curriculum has
 * ({@link KnownIds}), before the limits are counted, so made-up ids never push a real one out.
 * Version 1 documents (and the original unversioned shape)
 * read as version 2: `currentCategory` and `currentModule` are dropped (nothing reads them, and
 * a "last place" cannot be merged across devices), completion times are unknown.
 */
import { MODULE_TABLE } from '../../path/rules/curriculum.ts';
import { PROGRESS_LIMITS } from './progress-limits.ts';
import { defaultProgress, QUIZ_IDS, type LearningProgress, type LessonProgress, type QuizResult } from './progress-rules.ts';
import { CARD_ID, MAX_CARDS, type CardState, type ReviewCard } from '../../review/rules/review-cards.ts';

const { slug: SLUG, items: MAX_ITEMS, maxSlide, maxTotal } = PROGRESS_LIMITS;

/**
 * The ids the curriculum has, by kind: the decoder drops the others, as the database's merge
 * does (supabase/migrations/20261127000100_progress_known_ids.sql). A kind left out is kept
 * whatever its ids, as the database keeps a kind its seed lists nothing of yet. Quiz ids are
 * always the paths' (`QUIZ_IDS`), on both sides.
 */
export interface KnownIds {
  /** Module ids: for completedModules, completedAt and slides. */
  modules: ReadonlySet<string>;
  /** Lesson slugs. */
  lessons?: ReadonlySet<string> | undefined;
  /** The card ids of the content's questions (a card outside them is retired). */
  cards?: ReadonlySet<string> | undefined;
}

/**
 * What every page that reads progress knows of the curriculum: the paths' modules. The lessons
 * and questions, too many bytes for a page's first load, come with the account's answers
 * (`curriculum-ids.ts`).
 */
export const PAGE_IDS: KnownIds = { modules: new Set(MODULE_TABLE.map(({ id }) => id)) };

// Written as plain checks, not with a schema library: every page that shows progress loads this
// file before its first render, and zod/mini would add about 6 KB gzipped to each.

/** What a field's check gives: the value to keep (a copy with only the known keys), or undefined to drop it. */
type Parse<T> = (value: unknown) => T | undefined;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isInt = (value: unknown, min: number, max = Number.MAX_SAFE_INTEGER): value is number =>
  Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max;
const isNumber = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;
const isPercent = (value: unknown): value is number => isNumber(value, 0, 100);
const isCardState = (value: unknown): value is CardState => isInt(value, 0, 3);
const isTime = (value: unknown): value is string =>
  typeof value === 'string' &&
  value.length <= PROGRESS_LIMITS.timeLength &&
  PROGRESS_LIMITS.time.test(value) &&
  !Number.isNaN(Date.parse(value));

/** Whether `value` is an object with every key of `required`, and no key outside `required` and `optional`. */
function hasExactly(value: unknown, required: readonly string[], optional: readonly string[] = []): value is Record<string, unknown> {
  return (
    isRecord(value) &&
    required.every((key) => key in value) &&
    Object.keys(value).every((key) => required.includes(key) || optional.includes(key))
  );
}

const parseResult: Parse<QuizResult> = (value) => {
  if (!hasExactly(value, ['score', 'total', 'percent'])) return undefined;
  const { score, total, percent } = value;
  if (!isInt(score, 0) || !isInt(total, 1, maxTotal) || !isPercent(percent) || score > total) return undefined;
  return { score, total, percent };
};
const parseTime: Parse<string> = (value) => (isTime(value) ? value : undefined);
const parseSlide: Parse<number> = (value) => (isInt(value, 0, maxSlide) ? value : undefined);
const parseLesson: Parse<LessonProgress> = (value) => {
  if (!hasExactly(value, ['completed', 'readPercent'], ['completedAt'])) return undefined;
  const { completed, readPercent, completedAt } = value;
  if (typeof completed !== 'boolean' || !isPercent(readPercent) || (completedAt !== undefined && !isTime(completedAt))) return undefined;
  return completedAt === undefined ? { completed, readPercent } : { completed, readPercent, completedAt };
};
const DAY_MS = 86_400_000;
const CARD_KEYS = ['due', 'stability', 'difficulty', 'reps', 'lapses', 'state', 'reviewedAt'] as const;
/** A review card as the database accepts it: due no earlier than the review and at most FSRS's 36,500-day cap (plus a day) after it. */
const parseCard: Parse<ReviewCard> = (value) => {
  if (!hasExactly(value, CARD_KEYS)) return undefined;
  const { due, stability, difficulty, reps, lapses, state, reviewedAt } = value;
  if (
    !isTime(due) ||
    !isNumber(stability, 0, 36_500) ||
    stability === 0 ||
    !isNumber(difficulty, 1, 10) ||
    !isInt(reps, 1, 100_000) ||
    !isInt(lapses, 0) ||
    !isCardState(state) ||
    !isTime(reviewedAt)
  )
    return undefined;
  const gap = Date.parse(due) - Date.parse(reviewedAt);
  if (lapses > reps || gap < 0 || gap > 36_501 * DAY_MS || Date.parse(reviewedAt) < Date.UTC(2020, 0, 1)) return undefined;
  return { due, stability, difficulty, reps, lapses, state, reviewedAt };
};

type Warn = (field: string) => void;

function modules(value: unknown, warn: Warn, known: ReadonlySet<string>): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    warn('completedModules');
    return [];
  }
  const ids: string[] = [];
  value.forEach((id: unknown, index) => {
    if (!known.has(id as string) || ids.length >= MAX_ITEMS) warn(`completedModules.${index}`);
    else if (!ids.includes(id as string)) ids.push(id as string);
  });
  return ids;
}

/** Whether `id` is in `known`, or any id when the kind is not known. */
const isKnown = (known: ReadonlySet<string> | undefined, id: string) => known?.has(id) ?? true;

/** The entries of `value` (an object) that `parse` accepts and `keep` allows; the others are warned about under `field`. */
function entries<T>(
  field: string,
  value: unknown,
  warn: Warn,
  parse: Parse<T>,
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
    const parsed = parse(item);
    if (parsed !== undefined && keep(key) && Object.keys(kept).length < max) kept[key] = parsed;
    else warn(`${field}.${key}`);
  }
  return kept;
}

/** The fields of a version 1 or 2 document, each validated on its own, with only the ids of `known`. */
export function decodeFields(stored: Record<string, unknown>, warn: Warn, known: KnownIds = PAGE_IDS): LearningProgress {
  if (stored['version'] !== undefined && stored['version'] !== 1 && stored['version'] !== 2) warn('version');
  const completedModules = modules(stored['completedModules'], warn, known.modules);
  const exam = stored['exam'] === undefined || stored['exam'] === null ? null : parseResult(stored['exam']);
  if (exam === undefined) warn('exam');
  return {
    ...defaultProgress(),
    completedModules,
    completedAt: entries('completedAt', stored['completedAt'], warn, parseTime, (id) => completedModules.includes(id)),
    lessons: entries('lessons', stored['lessons'], warn, parseLesson, (slug) => SLUG.test(slug) && isKnown(known.lessons, slug)),
    quizzes: entries('quizzes', stored['quizzes'], warn, parseResult, (id) => (QUIZ_IDS as readonly string[]).includes(id)),
    exam: exam ?? null,
    slides: entries('slides', stored['slides'], warn, parseSlide, (id) => known.modules.has(id)),
    reviews: entries('reviews', stored['reviews'], warn, parseCard, (id) => CARD_ID.test(id) && isKnown(known.cards, id), MAX_CARDS),
  };
}

/**
 * Parses a stored or received document into progress, dropping (and logging) each field that
 * fails validation or names an id `known` does not have. Returns undefined, after logging, only
 * for text that is not a JSON object.
 */
export function decodeProgress(raw: string, source = 'stored', known?: KnownIds): LearningProgress | undefined {
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
  return decodeFields(parsed, (field) => console.warn(`Ignored ${source} learning progress field ${field}`), known);
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
