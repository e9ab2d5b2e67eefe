/**
 * Review cards: each question a learner answered wrong in a module quiz or a category quiz
 * (never the final exam) comes back for review, scheduled by `review-schedule.ts`. The cards
 * are the progress document's `reviews` field (see `src/progress/stores/progress.ts`), merged across
 * devices by the database (supabase/migrations/20251202000200_review_cards.sql): for each
 * card the latest review wins.
 *
 * A card is named by where its question lives: `module/<module id>/<question id>` or
 * `quiz/<path id>/<question id>`, e.g. `module/what-is-money-really/q3`. Content decides which
 * cards are live: a card whose question was removed is retired (never shown or counted, and
 * dropped by the account at its next save, see 20261127000100_progress_known_ids.sql); a card
 * whose question text changed under the same id stays.
 *
 * These rules read and count cards only; they do not load the scheduler.
 */
import { PROGRESS_LIMITS } from '../../progress/rules/progress-limits.ts';

/** FSRS's card state: 0 new, 1 learning, 2 review, 3 relearning. */
export type CardState = 0 | 1 | 2 | 3;

/** One card as the progress document keeps it. */
export interface ReviewCard {
  /** When it is next due (ISO 8601, UTC). */
  due: string;
  /** FSRS stability (days), above 0. */
  stability: number;
  /** FSRS difficulty, 1–10. */
  difficulty: number;
  /** How many times it was answered, from 1. */
  reps: number;
  /** How many times it was forgotten after being learned; at most `reps`. */
  lapses: number;
  state: CardState;
  /** When it was last answered (ISO 8601, UTC): the latest wins when devices merge. */
  reviewedAt: string;
}

/** A question as a review session asks it: from a module's quiz pool or a category quiz. */
export interface ReviewQuestion {
  /** Its card id. */
  id: string;
  question: string;
  options: string[];
  /** The right option's index in `options`. */
  answer: number;
  explanation: string;
  /** The module or quiz it comes from, by title. */
  source: string;
}

/** Card id → card. */
export type ReviewCards = Record<string, ReviewCard>;

/** The most cards a document holds (the database's limit; the content has far fewer questions). */
export const MAX_CARDS = PROGRESS_LIMITS.cards;

/** The most questions in one review session. */
export const REVIEW_SESSION_SIZE = 10;

/** The shape of a card id, as the database accepts it. */
export const CARD_ID = PROGRESS_LIMITS.cardId;

/** The card of question `questionId` of a module's quiz pool. */
export const moduleCardId = (moduleId: string, questionId: string): string => `module/${moduleId}/${questionId}`;

/** The card of question `questionId` of a path's category quiz. */
export const quizCardId = (quizId: string, questionId: string): string => `quiz/${quizId}/${questionId}`;

/** The cards whose question still exists (`live` holds the ids of the content's questions), by due time then id. */
export function liveCards(cards: ReviewCards, live: ReadonlySet<string>): [string, ReviewCard][] {
  return Object.entries(cards)
    .filter(([id]) => live.has(id))
    .sort(([a, x], [b, y]) => Date.parse(x.due) - Date.parse(y.due) || (a < b ? -1 : a > b ? 1 : 0));
}

/** The ids of the live cards due at `now`, the longest overdue first. */
export function dueCardIds(cards: ReviewCards, live: ReadonlySet<string>, now: Date): string[] {
  return liveCards(cards, live)
    .filter(([, card]) => Date.parse(card.due) <= now.getTime())
    .map(([id]) => id);
}

/** When the next live card falls due after `now` (ISO 8601), or undefined when none will. */
export function nextDueAt(cards: ReviewCards, live: ReadonlySet<string>, now: Date): string | undefined {
  return liveCards(cards, live).find(([, card]) => Date.parse(card.due) > now.getTime())?.[1].due;
}

/** The cards with `card` stored under `id`; unchanged when `id` is not a card id or a new card would pass `MAX_CARDS`. */
export function withCard(cards: ReviewCards, id: string, card: ReviewCard): ReviewCards {
  if (!CARD_ID.test(id) || (!(id in cards) && Object.keys(cards).length >= MAX_CARDS)) return cards;
  return { ...cards, [id]: card };
}

/** The card ids of the content's questions: every module's quiz pool and every category quiz. */
export function contentCardIds(
  modules: readonly { id: string; quizPool: readonly { id: string }[] }[],
  quizzes: readonly { id: string; questions: readonly { id: string }[] }[],
): string[] {
  return [
    ...modules.flatMap((module) => module.quizPool.map((question) => moduleCardId(module.id, question.id))),
    ...quizzes.flatMap((quiz) => quiz.questions.map((question) => quizCardId(quiz.id, question.id))),
  ];
}
