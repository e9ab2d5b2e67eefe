/**
 * What the lesson player shows after the slides: the quiz and its result. Loaded once the player
 * has hydrated (see `use-later.ts`), not with the page: the first render shows a slide.
 */
export { default as ModuleQuiz } from './ModuleQuiz';
export { default as PlayerResult } from './PlayerResult';
