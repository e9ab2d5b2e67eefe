import type { ExamAttempt, ExamGrade } from '../rules/exam.ts';
import type { ExamModule } from './types.ts';
import { examTier } from '../../player/rules/scoring.ts';
import type { FINAL_EXAM_TEXT } from '../../shared/islands/text-keys.ts';
import CertificateOffer from './CertificateOffer.tsx';
import ExamFailedResult from './ExamFailedResult.tsx';
import ResultView from '../../player/islands/ResultView.tsx';
import { reviewItems } from '../../player/islands/review-items.ts';
import { useLocalize } from '../../shared/islands/lang-context.tsx';

type Text = Record<(typeof FINAL_EXAM_TEXT)[number], string>;

interface Props {
  attempt: ExamAttempt;
  answers: Record<string, string>;
  grade: ExamGrade;
  modules: ExamModule[];
  onNewExam: () => void;
  text: Text;
}

const TIER_KEYS = {
  mastery: ['exam.mastery.heading', 'exam.mastery.message'],
  strong: ['exam.strong.heading', 'exam.strong.message'],
  'keep-learning': ['exam.keepLearning.heading', 'exam.keepLearning.message'],
} as const;

/**
 * A graded attempt. Before a first pass: the score per category and the modules of the
 * weakest. Once passed: the review with the right answers and explanations, and, at 70 % or
 * more, the certificate offer.
 */
export default function ExamResult({ attempt, answers, grade, modules, onNewExam, text }: Props) {
  const localize = useLocalize();
  // Until the learner has passed, the server sends no review: no right answers to show.
  if (!grade.results) return <ExamFailedResult grade={grade} modules={modules} onNewExam={onNewExam} text={text} />;
  const tier = examTier(grade.percent);
  const [heading, message] = TIER_KEYS[tier];
  const results = new Map(grade.results.map((result) => [result.id, result]));
  // The explanations arrive with the grade, never before: the bank stays in the database.
  const graded = attempt.questions.map((question) => ({ ...question, explanation: results.get(question.id)?.explanation ?? '' }));
  const review = reviewItems(graded, answers, (question) => results.get(question.id)?.correct);
  return (
    <ResultView
      headingId="exam-result-title"
      outcome={tier}
      passed={grade.passed}
      heading={text[heading]}
      message={text[message]}
      score={grade}
      again={{ label: text['exam.newExam'], onClick: onNewExam }}
      links={[
        { label: text['quiz.returnToLearning'], href: localize('/learn-now') },
        { label: text['quiz.exploreMore'], href: localize('/learn-now') },
      ]}
      review={review}
      text={text}
    >
      {(grade.passed || grade.certificate) && (
        <CertificateOffer attemptId={attempt.attempt_id} existing={grade.certificate} accountName={grade.account_name ?? ''} text={text} />
      )}
    </ResultView>
  );
}
