/**
 * Scoring of the module quizzes, category quizzes and the final exam: counts, whole
 * percents and the result tiers. Percents are rounded first; tiers compare the rounded
 * percent (so 69.5 % counts as 70 %).
 */
import { MODULE_QUIZ_DRAW } from './draws.ts';

/** Category quizzes and the exam pass at this rounded percent. */
export const PASS_PERCENT = 70;
/** The exam's top tier starts at this rounded percent. */
const MASTERY_PERCENT = 80;

/** `score / total` as a whole percent (0 when there is nothing to score). */
export function percentOf(score: number, total: number): number {
  return total > 0 ? Math.round((score / total) * 100) : 0;
}

/** A question as scoring sees it: its id (answers are keyed by it). */
export interface Keyed {
  id: string;
}

/** Counts the answers that match the key. Unanswered questions count as wrong. */
function countCorrect<Q extends Keyed>(
  questions: readonly Q[],
  answers: Readonly<Record<string, string | number | undefined>>,
  key: (question: Q) => string | number,
): number {
  return questions.filter((question) => answers[question.id] !== undefined && answers[question.id] === key(question)).length;
}

/** The result of a category quiz or exam: score, total, whole percent. */
export function scoreAnswers<Q extends Keyed>(
  questions: readonly Q[],
  answers: Readonly<Record<string, string | number | undefined>>,
  key: (question: Q) => string | number,
): { score: number; total: number; percent: number } {
  const score = countCorrect(questions, answers, key);
  return { score, total: questions.length, percent: percentOf(score, questions.length) };
}

/** A category quiz passes at 70 % or more. */
export function quizPassed(percent: number): boolean {
  return percent >= PASS_PERCENT;
}

/** The three exam tiers: 80 % and up, 70–79 %, below 70 %. */
export type ExamTier = 'mastery' | 'strong' | 'keep-learning';

export function examTier(percent: number): ExamTier {
  if (percent >= MASTERY_PERCENT) return 'mastery';
  return percent >= PASS_PERCENT ? 'strong' : 'keep-learning';
}

/** Right answers of a module quiz, where `answers[i]` is the option chosen for `questions[i]`. */
export function moduleQuizScore(questions: readonly { correctAnswer: number }[], answers: readonly number[]): number {
  return questions.filter((question, index) => answers[index] === question.correctAnswer).length;
}

/** A module quiz completes the module only at a perfect score. */
export function moduleQuizPassed(score: number, total: number = MODULE_QUIZ_DRAW): boolean {
  return total > 0 && score === total;
}
