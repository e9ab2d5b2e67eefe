/**
 * What a category quiz shows after its questions: the result with the review (the exam's
 * comes with its questions, in `../exam/after-start.ts`).
 * Loaded once the island has hydrated (see `use-later.ts`), not with the page.
 */
export { default as ResultView } from './ResultView';
