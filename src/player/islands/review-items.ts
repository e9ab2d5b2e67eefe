import type { ReviewItem } from './ReviewList.tsx';
import type { RunnerQuestion } from './QuestionRunner.tsx';

/** A lettered question as the review needs it: its options and the module that teaches it. */
export interface ReviewableQuestion extends RunnerQuestion {
  moduleHref?: string | undefined;
  /** Why the right answer is right; shown in the review after submitting. */
  explanation: string;
}

const optionText = (question: RunnerQuestion, value: string | undefined) => question.options.find((option) => option.value === value)?.text;

/**
 * The review of a category quiz or the exam: for each question, the text of the option chosen
 * (answers are keyed by question id), of the right option, why it is right, and the module that teaches it.
 */
export function reviewItems<Q extends ReviewableQuestion>(
  questions: readonly Q[],
  answers: Readonly<Record<string, string>>,
  correct: (question: Q) => string | undefined,
  /** The item's id; the exam's drawn questions have ids of their own. */
  idOf: (question: Q) => string = (question) => question.id,
): ReviewItem[] {
  return questions.map((question) => ({
    id: idOf(question),
    question: question.question,
    yours: optionText(question, answers[question.id]),
    correct: optionText(question, correct(question)) ?? '',
    explanation: question.explanation,
    teach: { label: question.source, href: question.moduleHref },
  }));
}
