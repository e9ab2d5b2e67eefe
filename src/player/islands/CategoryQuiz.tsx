import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { moduleCountOf } from '../../path/rules/curriculum.ts';
import { fill } from '../../shared/rules/format.ts';
import { defaultProgress, type QuizId } from '../../progress/rules/progress-rules.ts';
import { completedInCategory, isQuizAvailable } from '../../path/rules/path-standing.ts';
import { quizPassed, scoreAnswers } from '../rules/scoring.ts';
import { $progress, recordQuizResult } from '../../progress/stores/progress.ts';
import { prepareReviewCards, recordMissedQuestions } from '../../review/stores/review-cards.ts';
import { quizCardId } from '../../review/rules/review-cards.ts';
import LockedQuiz from './LockedQuiz.tsx';
import QuestionRunner from './QuestionRunner.tsx';
import ResultView from './ResultView.tsx';
import { reviewItems, type ReviewableQuestion } from './review-items.ts';
import ProgressChecking from '../../progress/islands/ProgressChecking.tsx';
import { useProgressKnown } from '../../progress/islands/use-progress-known.ts';
import { useLocalize, withLang } from '../../shared/islands/lang-context.tsx';
import type { CATEGORY_QUIZ_TEXT } from '../../shared/islands/text-keys.ts';

type Message = 'pass' | 'fail' | 'passHeading' | 'failHeading';

type Text = Record<(typeof CATEGORY_QUIZ_TEXT)[number], string>;

/** A category quiz question with the link to the module its `source` names. */
export type QuizQuestionView = ReviewableQuestion;

interface Props {
  quiz: QuizId;
  categoryIndex: number;
  /** The quiz's name in the page's language, e.g. "Finanzas básicas". */
  quizName: string;
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

/** A category quiz: locked until its path is complete, then its questions, the score, the review and a retake. */
function CategoryQuiz({ quiz, categoryIndex, quizName, questions, answerKey, text }: Props) {
  const localize = useLocalize();
  const progress = useStore($progress, { ssr: defaultProgress });
  const known = useProgressKnown();
  const [result, setResult] = useState<Result | null>(null);
  const [attempt, setAttempt] = useState(0);
  // Missed answers become review cards even if the connection drops during the quiz.
  useEffect(() => {
    prepareReviewCards().catch(() => {});
  }, []);
  // A path may word its result messages its own way (`quiz.web3.pass`); the others share `quiz.default.*`.
  const message = (kind: Message) => (text as Readonly<Record<string, string>>)[`quiz.${quiz}.${kind}`] ?? text[`quiz.default.${kind}`];

  if (!known) return <ProgressChecking text={text['progress.checking']} />;

  if (!isQuizAvailable(progress, categoryIndex)) {
    return (
      <LockedQuiz headingId="quiz-locked-title" title={text['quiz.lockedTitle']} goToPath={text['quiz.goToPath']}>
        <p className="text-slate-800">
          {fill(text['path.progress'], { completed: completedInCategory(progress, categoryIndex), total: moduleCountOf(categoryIndex) })}
        </p>
        <p className="text-slate-800">{fill(text['path.quizUnlock'], { count: moduleCountOf(categoryIndex), name: quizName })}</p>
      </LockedQuiz>
    );
  }

  const submit = (answers: Record<string, string>) => {
    const scored = scoreAnswers(questions, answers, (question) => answerKey[question.id] ?? '');
    recordQuizResult(quiz, { score: scored.score, total: scored.total, percent: scored.percent });
    const missed = questions.filter((question) => answers[question.id] !== answerKey[question.id]);
    recordMissedQuestions(missed.map((question) => quizCardId(quiz, question.id))).catch((error: unknown) =>
      console.warn('Could not record the missed questions for review', error),
    );
    // The result takes the screen and the focus: no toast repeats it.
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
  const back = { label: text['quiz.back'], href: localize('/learn-now') };
  return (
    <ResultView
      headingId="quiz-result-title"
      outcome={passed ? 'passed' : 'failed'}
      passed={passed}
      heading={passed ? message('passHeading') : message('failHeading')}
      message={passed ? message('pass') : message('fail')}
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
          ? [
              { label: text['quiz.returnToLearning'], href: localize('/learn-now') },
              { label: text['quiz.exploreMore'], href: localize('/learn-now') },
              back,
            ]
          : [back]
      }
      review={reviewItems(questions, result.answers, (question) => answerKey[question.id])}
      text={text}
    />
  );
}

export default withLang(CategoryQuiz);
