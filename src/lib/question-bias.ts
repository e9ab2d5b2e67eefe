/** A question reduced to what answer-bias checks need: its options and the right one's index. */
export interface AnswerShape {
  options: readonly string[];
  correct: number;
}

/** Share (0–1) of questions whose right answer is strictly the longest option. */
export function longestCorrectShare(questions: readonly AnswerShape[]): number {
  if (questions.length === 0) return 0;
  const longest = questions.filter(({ options, correct }) =>
    options.every((option, index) => index === correct || option.length < options[correct]!.length),
  );
  return longest.length / questions.length;
}

/** Share (0–1) of questions whose right answer sits at the most common position. */
export function commonestPositionShare(questions: readonly AnswerShape[]): number {
  if (questions.length === 0) return 0;
  const counts = new Map<number, number>();
  for (const { correct } of questions) counts.set(correct, (counts.get(correct) ?? 0) + 1);
  return Math.max(...counts.values()) / questions.length;
}
