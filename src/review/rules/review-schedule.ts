/**
 * When a missed question comes back: the FSRS scheduler of `ts-fsrs` with its default
 * parameters (weights, 90 % retention, 100-year cap, no fuzz), graded right or wrong only:
 * a right answer is `Rating.Good` and pushes the card further out, a wrong one is
 * `Rating.Again` and brings it back soon.
 *
 * One setting differs from the defaults: no short-term (same-sitting) learning steps. With
 * them a missed card would be due again one minute later, while the learner has just read its
 * explanation; here a review is a separate sitting, so a wrong answer brings the card back the
 * next day and every interval is whole days, which FSRS schedules on its own.
 *
 * Only the review page and the quizzes' "record a miss" action load this module (it carries
 * the scheduler); counting what is due needs only `review-cards.ts`.
 */
import { createEmptyCard, fsrs, generatorParameters, Rating, type Card, type State } from 'ts-fsrs';
import type { ReviewCard } from './review-cards.ts';

const scheduler = fsrs(generatorParameters({ enable_short_term: false }));

/** Stability and difficulty keep 4 decimals: the stored card stays small, and a day is far coarser. */
const round = (value: number) => Math.round(value * 10_000) / 10_000;

function toFsrs(card: ReviewCard): Card {
  const lastReview = new Date(card.reviewedAt);
  const due = new Date(card.due);
  return {
    due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: 0,
    scheduled_days: Math.max(0, Math.round((due.getTime() - lastReview.getTime()) / 86_400_000)),
    learning_steps: 0,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state as State,
    last_review: lastReview,
  };
}

function fromFsrs(card: Card, at: Date): ReviewCard {
  return {
    due: card.due.toISOString(),
    stability: round(card.stability),
    difficulty: round(card.difficulty),
    reps: card.reps,
    lapses: card.lapses,
    state: card.state as ReviewCard['state'],
    reviewedAt: at.toISOString(),
  };
}

/**
 * The card after an answer at `now`: a new card when there was none (a question missed for
 * the first time), else the next state of `card`. Pure: same inputs, same card.
 */
export function scheduleReview(card: ReviewCard | undefined, right: boolean, now: Date): ReviewCard {
  const rating = right ? Rating.Good : Rating.Again;
  // A device whose clock is behind the card's last review must not schedule into the past.
  const at = card && now.getTime() < Date.parse(card.reviewedAt) ? new Date(card.reviewedAt) : now;
  return fromFsrs(scheduler.next(card ? toFsrs(card) : createEmptyCard(at), at, rating).card, at);
}
