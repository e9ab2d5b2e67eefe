/**
 * What the lesson player needs after the slides: the quiz's draw and scoring, the quiz and its
 * result; and, instead of the slides, what a locked module shows. Loaded once the player has
 * hydrated (see `use-later.ts`), not with the page: the first render shows a slide.
 */
export { default as ModuleQuiz } from './ModuleQuiz';
export { default as PlayerResult } from './PlayerResult';
export { default as LockedLesson } from './LockedLesson';
export { drawModuleQuiz } from '../../lib/draws';
export { moduleQuizPassed, moduleQuizScore } from '../../lib/scoring';
