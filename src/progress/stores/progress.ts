/**
 * The learner's progress through the learning path, as islands and page scripts use it: the
 * store (`$progress`, kept on this device by `device-progress.ts`, where its stored shape and
 * migrations are documented) and the actions that change it. Reading or changing it keeps it in
 * a signed-in learner's account too (`progress-status.ts` starts `progress-sync.ts`).
 */
import { hasStoredSession } from '../../account/rules/auth-storage.ts';
import * as rules from '../rules/progress-rules.ts';
import type { LearningProgress, ModulePlace, QuizId, QuizResult } from '../rules/progress-rules.ts';
import { onMount } from 'nanostores';
import { $progress } from './device-progress.ts';
import { keepProgressInAccount } from './keep-in-account.ts';

export { $progress, decodeProgress, PROGRESS_KEY, replaceProgressIf, resetProgress } from './device-progress.ts';

// Every page that reads progress keeps it in the account: a signed-in learner's stored
// document is read when the page loads, whichever page it is (path, player, quiz, exam).
onMount($progress, keepProgressInAccount);

/**
 * Applies `change` to progress and keeps the result (on this device, and in the account for a
 * signed-in learner). The actions below and those of sibling stores (`review-cards.ts`) use it;
 * returning the same object changes nothing.
 */
export function updateProgress(change: (progress: LearningProgress) => LearningProgress): void {
  const current = $progress.get();
  const next = change(current);
  if (next === current) return;
  $progress.set(next);
  // A page that only writes (a long-form lesson) loads the sync engine only for a signed-in learner.
  if (hasStoredSession()) keepProgressInAccount();
}

/** Marks a module complete after a perfect quiz: the next module in its category unlocks. */
export function completeModule(module: ModulePlace): void {
  updateProgress((progress) => rules.completeModule(progress, module));
}

/** Marks a long-form lesson complete. */
export function completeLesson(slug: string): void {
  updateProgress((progress) => rules.completeLesson(progress, slug));
}

/** Remembers how far a long-form lesson was read (only ever goes up). */
export function setReadingProgress(slug: string, percent: number): void {
  updateProgress((progress) => rules.setReadingProgress(progress, slug, percent));
}

/** Remembers the furthest slide reached in a module, so it reopens there on any device. */
export function reachSlide(moduleId: string, index: number): void {
  updateProgress((progress) => rules.reachSlide(progress, moduleId, index));
}

/** Keeps a category quiz's best result. */
export function recordQuizResult(quiz: QuizId, result: QuizResult): void {
  updateProgress((progress) => rules.recordQuizResult(progress, quiz, result));
}

/** Keeps the final exam's best result. */
export function recordExamResult(result: QuizResult): void {
  updateProgress((progress) => rules.recordExamResult(progress, result));
}
