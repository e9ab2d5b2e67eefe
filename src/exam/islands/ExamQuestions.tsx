import { BADGE, EXAM_CATEGORY_BADGE } from '../../shared/rules/badges.ts';
import { formatDateTime } from '../../shared/rules/dates.ts';
import type { ExamAttempt } from '../rules/exam.ts';
import { fill } from '../../shared/rules/format.ts';
import { saveAnswers, savedAnswers } from '../stores/exam-answers.ts';
import QuestionRunner, { type RunnerText } from '../../player/islands/QuestionRunner.tsx';
import { useLangTag } from '../../shared/islands/lang-context.tsx';

type Text = RunnerText & Record<'exam.deadline' | 'exam.submit' | 'exam.category', string>;

interface Props {
  attempt: ExamAttempt;
  onSubmit: (answers: Record<string, string>) => void;
  text: Text;
}

/**
 * The exam's questions, one at a time, with the attempt's deadline and each question's path.
 * The answers are kept on the device as the learner goes (`exam-answers.ts`), so a resumed
 * attempt starts from them.
 */
export default function ExamQuestions({ attempt, onSubmit, text }: Props) {
  const tag = useLangTag();
  return (
    <div className="space-y-4">
      <p className="font-semibold text-slate-800">{fill(text['exam.deadline'], { time: formatDateTime(attempt.expires_at, tag) })}</p>
      <QuestionRunner
        key={attempt.attempt_id}
        autoFocus
        questions={attempt.questions}
        initialAnswers={attempt.resumed ? savedAnswers(attempt.attempt_id) : {}}
        onAnswersChange={(answers) => saveAnswers(attempt.attempt_id, answers)}
        submitLabel={text['exam.submit']}
        onSubmit={onSubmit}
        badge={(question) => (
          <p>
            <span className={`${BADGE} ${EXAM_CATEGORY_BADGE[question.category]}`}>
              {fill(text['exam.category'], { name: question.path_name ?? question.category })}
            </span>
          </p>
        )}
        text={text}
      />
    </div>
  );
}
