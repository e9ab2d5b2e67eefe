import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { UIKey } from '../i18n';
import { MODULES_PER_CATEGORY } from '../lib/curriculum';
import { fill } from '../lib/format';
import { completedInCategory, defaultProgress, isQuizAvailable, type QuizId } from '../lib/progress-rules';
import { quizPassed, scoreAnswers } from '../lib/scoring';
import { toast } from '../lib/toast';
import { $progress, recordQuizResult } from '../stores/progress';
import LockedQuiz from './quiz/LockedQuiz';
import QuestionRunner, { RUNNER_TEXT } from './quiz/QuestionRunner';
import ResultView from './quiz/ResultView';
import { reviewItems, type ReviewableQuestion } from './quiz/review-items';
import { REVIEW_TEXT } from './ReviewList';
import { useHydrated } from './use-hydrated';

const QUIZ_TEXT = (quiz: QuizId) =>
  [`quiz.${quiz}.toastTitle`, `quiz.${quiz}.pass`, `quiz.${quiz}.fail`, `quiz.${quiz}.passHeading`, `quiz.${quiz}.failHeading`] as const;

export const CATEGORY_QUIZ_TEXT = [
  ...RUNNER_TEXT,
  'quiz.submit',
  'quiz.score',
  'quiz.retake',
  'quiz.back',
  'quiz.returnToLearning',
  'quiz.exploreMore',
  'quiz.lockedTitle',
  'quiz.goToPath',
  'quiz.loading',
  'path.progress',
  'path.quizUnlock.0',
  'path.quizUnlock.1',
  'path.quizUnlock.2',
  ...QUIZ_TEXT('finance'),
  ...QUIZ_TEXT('web3'),
  ...QUIZ_TEXT('education'),
  ...REVIEW_TEXT,
] as const satisfies readonly UIKey[];

type Text = Record<(typeof CATEGORY_QUIZ_TEXT)[number], string>;

/** A category quiz question with the link to the module its `source` names. */
export type QuizQuestionView = ReviewableQuestion;

interface Props {
  quiz: QuizId;
  categoryIndex: 0 | 1 | 2;
  questions: QuizQuestionView[];
  /** Question id → the right option's letter. */
  answerKey: Record<string, string>;
  text: Text;
}

interface Result {
  score: number;
  total: number;
  percent: number;
  answers: Record<string, string>;
}

/** A category quiz: locked until its path is complete, then 15 questions, the score, the review and a retake. */
export default function CategoryQuiz({ quiz, categoryIndex, questions, answerKey, text }: Props) {
  const progress = useStore($progress, { ssr: defaultProgress });
  const hydrated = useHydrated();
  const [result, setResult] = useState<Result | null>(null);
  const [attempt, setAttempt] = useState(0);

  if (!hydrated) return <p data-state="loading">{text['quiz.loading']}</p>;

  if (!isQuizAvailable(progress, categoryIndex)) {
    return (
      <LockedQuiz headingId="quiz-locked-title" title={text['quiz.lockedTitle']} goToPath={text['quiz.goToPath']}>
        <p className="text-slate-800">
          {fill(text['path.progress'], { completed: completedInCategory(progress, categoryIndex), total: MODULES_PER_CATEGORY })}
        </p>
        <p className="text-slate-800">{text[`path.quizUnlock.${categoryIndex}`]}</p>
      </LockedQuiz>
    );
  }

  const submit = (answers: Record<string, string>) => {
    const scored = scoreAnswers(questions, answers, (question) => answerKey[question.id] ?? '');
    const passed = quizPassed(scored.percent);
    recordQuizResult(quiz, { score: scored.score, total: scored.total, percent: scored.percent });
    toast({
      title: text[`quiz.${quiz}.toastTitle`],
      description: `${fill(text['quiz.score'], scored)} ${passed ? text[`quiz.${quiz}.pass`] : text[`quiz.${quiz}.fail`]}`,
    });
    setResult({ ...scored, answers });
  };

  if (!result) {
    return (
      <QuestionRunner
        key={attempt}
        autoFocus={attempt > 0}
        questions={questions}
        submitLabel={text['quiz.submit']}
        onSubmit={submit}
        text={text}
      />
    );
  }

  const passed = quizPassed(result.percent);
  const back = { label: text['quiz.back'], href: '/learn-now' };
  return (
    <ResultView
      headingId="quiz-result-title"
      outcome={passed ? 'passed' : 'failed'}
      passed={passed}
      heading={passed ? text[`quiz.${quiz}.passHeading`] : text[`quiz.${quiz}.failHeading`]}
      message={passed ? text[`quiz.${quiz}.pass`] : text[`quiz.${quiz}.fail`]}
      score={result}
      again={{
        label: text['quiz.retake'],
        onClick: () => {
          setResult(null);
          setAttempt(attempt + 1);
        },
      }}
      links={
        quiz === 'education'
          ? [{ label: text['quiz.returnToLearning'], href: '/learn-now' }, { label: text['quiz.exploreMore'], href: '/learn-now' }, back]
          : [back]
      }
      review={reviewItems(questions, result.answers, (question) => answerKey[question.id])}
      text={text}
    />
  );
}
