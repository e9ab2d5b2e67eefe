import type { UIKey } from '../../i18n/index.ts';

/**
 * The UI strings of the review after a quiz or exam (`ReviewList`). Apart from the component,
 * so that an island can ask for them without loading the review with its first render.
 */
export const REVIEW_TEXT = [
  'review.title',
  'review.right',
  'review.wrong',
  'review.yours',
  'review.none',
  'review.correct',
  'review.why',
  'review.learn',
] as const satisfies readonly UIKey[];

export type ReviewText = Record<(typeof REVIEW_TEXT)[number], string>;
