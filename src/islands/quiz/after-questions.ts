/**
 * What a category quiz or the exam shows after its questions: the result with the review.
 * Loaded once the island has hydrated (see `use-later.ts`), not with the page.
 */
export { default as ResultView } from './ResultView';
