import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { UIKey } from '../i18n';
import { BADGE, EXAM_CATEGORY_BADGE } from '../lib/badges';
import { drawExam, type RandomSource } from '../lib/draws';
import { fill } from '../lib/format';
import { defaultProgress, isExamAvailable } from '../lib/progress-rules';
import { examTier, scoreAnswers, type ExamTier } from '../lib/scoring';
import { toast } from '../lib/toast';
import { $progress, recordExamResult } from '../stores/progress';
import LockedQuiz from './quiz/LockedQuiz';
import QuestionRunner, { RUNNER_TEXT } from './quiz/QuestionRunner';
import ResultView from './quiz/ResultView';
import { reviewItems, type ReviewableQuestion } from './quiz/review-items';
import { REVIEW_TEXT } from './ReviewList';
import { useHydrated } from './use-hydrated';

export const FINAL_EXAM_TEXT = [
  ...RUNNER_TEXT,
  'quiz.score',
  'quiz.returnToLearning',
  'quiz.exploreMore',
  'quiz.goToPath',
  'path.examUnlock',
  'exam.preparing',
  'exam.submit',
  'exam.category',
  'exam.toastTitle',
  'exam.mastery.message',
  'exam.mastery.heading',
  'exam.strong.message',
  'exam.strong.heading',
  'exam.keepLearning.message',
  'exam.keepLearning.heading',
  'exam.newExam',
  'exam.lockedTitle',
  ...REVIEW_TEXT,
] as const satisfies readonly UIKey[];

type Text = Record<(typeof FINAL_EXAM_TEXT)[number], string>;

/** An exam question as the page sends it: lettered options, the right letter, its category and module link. */
export interface ExamQuestionView extends ReviewableQuestion {
  correct: string;
  category: string;
}

interface Props {
  bank: ExamQuestionView[];
  text: Text;
  /** Random source of the draw; tests fix it. */
  random?: RandomSource;
}

type Drawn = ExamQuestionView & { examId: string };

interface Result {
  score: number;
  total: number;
  percent: number;
  tier: ExamTier;
  answers: Record<string, string>;
}

const TIER_KEYS = {
  mastery: ['exam.mastery.heading', 'exam.mastery.message'],
  strong: ['exam.strong.heading', 'exam.strong.message'],
  'keep-learning': ['exam.keepLearning.heading', 'exam.keepLearning.message'],
} as const;

/** The comprehensive final exam: 35 of the 50 bank questions, drawn again for every attempt. */
export default function FinalExam({ bank, text, random = Math.random }: Props) {
  const progress = useStore($progress, { ssr: defaultProgress });
  const hydrated = useHydrated();
  const open = hydrated && isExamAvailable(progress);
  const [exam, setExam] = useState<Drawn[] | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<Result | null>(null);

  useEffect(() => {
    if (!open) return;
    // Drawn after hydration (never on the server), so the server HTML and the first render agree.
    const timer = window.setTimeout(() => setExam(drawExam(bank, random)), 0);
    return () => window.clearTimeout(timer);
  }, [open, attempt, bank, random]);

  if (hydrated && !open) {
    return (
      <LockedQuiz headingId="exam-locked-title" title={text['exam.lockedTitle']} goToPath={text['quiz.goToPath']}>
        <p className="text-slate-800">{text['path.examUnlock']}</p>
      </LockedQuiz>
    );
  }

  if (!exam) {
    return (
      <p data-state="loading" role="status" className="text-lg text-slate-800">
        {text['exam.preparing']}
      </p>
    );
  }

  const submit = (answers: Record<string, string>) => {
    const scored = scoreAnswers(exam, answers, (question) => question.correct);
    const tier = examTier(scored.percent);
    recordExamResult(scored);
    toast({ title: text['exam.toastTitle'], description: `${fill(text['quiz.score'], scored)} ${text[TIER_KEYS[tier][1]]}` });
    setResult({ ...scored, tier, answers });
  };

  if (!result) {
    return (
      <QuestionRunner
        key={attempt}
        autoFocus={attempt > 0}
        questions={exam.map((question) => ({ ...question, id: question.examId }))}
        submitLabel={text['exam.submit']}
        onSubmit={(answers) => submit(Object.fromEntries(exam.map((question) => [question.id, answers[question.examId]!])))}
        badge={(question) => (
          <p>
            <span className={`${BADGE} ${EXAM_CATEGORY_BADGE[question.category]}`}>
              {fill(text['exam.category'], { name: question.category })}
            </span>
          </p>
        )}
        text={text}
      />
    );
  }

  const [heading, message] = TIER_KEYS[result.tier];
  return (
    <ResultView
      headingId="exam-result-title"
      outcome={result.tier}
      passed={result.tier !== 'keep-learning'}
      heading={text[heading]}
      message={text[message]}
      score={result}
      again={{
        label: text['exam.newExam'],
        onClick: () => {
          setResult(null);
          setExam(null);
          setAttempt(attempt + 1);
        },
      }}
      links={[
        { label: text['quiz.returnToLearning'], href: '/learn-now' },
        { label: text['quiz.exploreMore'], href: '/learn-now' },
      ]}
      review={reviewItems(
        exam,
        result.answers,
        (question) => question.correct,
        (question) => question.examId,
      )}
      text={text}
    />
  );
}
