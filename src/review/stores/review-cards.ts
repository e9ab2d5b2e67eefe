/**
 * The actions on review cards (the progress document's `reviews`, see `review/rules/review-cards.ts`):
 * a question answered wrong in a module quiz or a category quiz becomes a card, and each answer
 * in a review session moves its card. Islands call these; nothing else writes cards.
 *
 * The scheduler (`review/rules/review-schedule.ts`, with ts-fsrs) is loaded only when a card changes, so
 * the quizzes' first load does not carry it; it is precached with the site's scripts for
 * offline use.
 */
import { withCard } from '../rules/review-cards.ts';
import { updateProgress } from '../../progress/stores/progress.ts';

let loading: Promise<typeof import('../rules/review-schedule.ts')> | undefined;

/**
 * Loads the scheduler now, so that answers given offline later on this page are still
 * recorded: the lesson player, the category quiz and the review page call it when they open
 * (after their first paint; not part of the first load). A failed load
 * (offline before it came) is tried again at the next call.
 */
export function prepareReviewCards(): Promise<typeof import('../rules/review-schedule.ts')> {
  loading ??= import('../rules/review-schedule.ts').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * Records questions (card ids) answered wrong at `now`: each becomes a card due soon, or, when
 * it already is one, is scheduled as forgotten. Never called for the final exam.
 */
export async function recordMissedQuestions(ids: readonly string[], now: Date = new Date()): Promise<void> {
  if (ids.length === 0) return;
  const { scheduleReview } = await prepareReviewCards();
  updateProgress((progress) => {
    let reviews = progress.reviews;
    for (const id of ids) reviews = withCard(reviews, id, scheduleReview(reviews[id], false, now));
    return reviews === progress.reviews ? progress : { ...progress, reviews };
  });
}

/** Records an answer in a review session: right pushes the card further out, wrong brings it back soon. */
export async function answerReviewCard(id: string, right: boolean, now: Date = new Date()): Promise<void> {
  const { scheduleReview } = await prepareReviewCards();
  updateProgress((progress) => {
    const card = progress.reviews[id];
    return card ? { ...progress, reviews: withCard(progress.reviews, id, scheduleReview(card, right, now)) } : progress;
  });
}
