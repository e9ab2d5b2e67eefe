/** A question reduced to what answer-bias checks need: its options and the right one's index. */
export interface AnswerShape {
  options: readonly string[];
  correct: number;
}

/**
 * Whether the right option is strictly longer than every other one, in characters as
 * `String.length` counts them: the cue "pick the longest" finds it.
 */
export function isLongestCorrect({ options, correct }: AnswerShape): boolean {
  return options.every((option, index) => index === correct || option.length < options[correct]!.length);
}

/** Share (0–1) of questions whose right answer is strictly the longest option. */
export function longestCorrectShare(questions: readonly AnswerShape[]): number {
  if (questions.length === 0) return 0;
  return questions.filter(isLongestCorrect).length / questions.length;
}

/**
 * The most questions of a set whose right option may be the longest: what a blind guess would
 * find by chance (one option in four for a four-option question, so 25 % of a set), rounded
 * up to a whole question. Rounding up keeps the rule at chance for small sets: a 15-question
 * quiz may have 4 (3.75 by chance), the 50-question exam 13, a 5- to 8-question module pool 2
 * and a 10-question pool 3. Rounding down would hold a 5-question pool to 1 (20 %), below chance.
 */
export function longestCueLimit(questions: readonly AnswerShape[]): number {
  const byChance = questions.reduce((sum, { options }) => sum + 1 / options.length, 0);
  // Sums of 1/3 carry binary rounding error; a limit of 2.0000000001 is 2, not 3.
  return Math.ceil(Number(byChance.toFixed(6)));
}

/** Share (0–1) of questions whose right answer sits at the most common position. */
export function commonestPositionShare(questions: readonly AnswerShape[]): number {
  if (questions.length === 0) return 0;
  const counts = new Map<number, number>();
  for (const { correct } of questions) counts.set(correct, (counts.get(correct) ?? 0) + 1);
  return Math.max(...counts.values()) / questions.length;
}

/** Words that soften a claim: an option with one reads as careful, and so as likely right. */
const HEDGES = /\b(can(?!['’]t)|could|may|might|some|sometimes|often|usually|likely|tends?|aims?)\b/i;
/** Words that make a claim absolute: an option with one reads as a trap. */
const ABSOLUTES =
  /\b(always|never|only|all|every|none|nothing|no one|cannot|can['’]t|guaranteed?|completely|forever|impossible|sure to)\b/i;

/** Whether an option softens its claim ("can", "some", "may", "usually", …). */
export const hedges = (option: string): boolean => HEDGES.test(option);

/** Whether an option states an absolute ("always", "never", "only", …). */
export const isAbsolute = (option: string): boolean => ABSOLUTES.test(option);

/**
 * Whether a question gives its answer away by its wording alone: the right option is the only
 * one that hedges, or every wrong option is an absolute and the right one is not. A learner
 * who knows nothing can pick such an answer by the rule "careful statements are true".
 */
export function hasHedgeCue({ options, correct }: AnswerShape): boolean {
  const right = options[correct]!;
  const wrong = options.filter((_, index) => index !== correct);
  const onlyHedge = hedges(right) && !wrong.some(hedges);
  const absoluteTraps = wrong.length > 0 && wrong.every(isAbsolute) && !isAbsolute(right);
  return onlyHedge || absoluteTraps;
}

/** How many questions carry the hedge cue (see `hasHedgeCue`). */
export function hedgeCueCount(questions: readonly AnswerShape[]): number {
  return questions.filter(hasHedgeCue).length;
}
