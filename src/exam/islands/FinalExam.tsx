import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { formatDateTime } from '../../shared/rules/dates.ts';
import type { ExamAttempt, ExamGrade, ExamRefusal } from '../rules/exam.ts';
import type { ExamModule } from './types.ts';
import { fill } from '../../shared/rules/format.ts';
import { defaultProgress, isModuleCompleted } from '../../progress/rules/progress-rules.ts';
import { isExamAvailable, modulesMissingForExam } from '../../path/rules/path-standing.ts';
import { $progress, recordExamResult } from '../../progress/stores/progress.ts';
import { accountProgress } from '../../progress/stores/keep-in-account.ts';
import { startExam, submitExam } from '../stores/exam-calls.ts';
import { saveAnswers } from '../stores/exam-answers.ts';
import { $session } from '../../account/stores/session.ts';
import ExamQuestions from './ExamQuestions.tsx';
import ExamResult from './ExamResult.tsx';
import LockedQuiz from '../../player/islands/LockedQuiz.tsx';
import ModuleLinks from '../../player/islands/ModuleLinks.tsx';
import ProgressChecking from '../../progress/islands/ProgressChecking.tsx';
import { useProgressKnown } from '../../progress/islands/use-progress-known.ts';
import { useLang, useLangTag, useLocalize, withLang } from '../../shared/islands/lang-context.tsx';
import type { FINAL_EXAM_TEXT } from '../../shared/islands/text-keys.ts';

type Text = Record<(typeof FINAL_EXAM_TEXT)[number], string>;

type Phase =
  | { name: 'ready' }
  | { name: 'starting' }
  | { name: 'refused'; refusal: ExamRefusal; missing?: ExamModule[] | undefined }
  | { name: 'answering'; attempt: ExamAttempt }
  | { name: 'grading'; attempt: ExamAttempt; answers: Record<string, string> }
  | { name: 'submit-failed'; attempt: ExamAttempt; answers: Record<string, string>; refusal: ExamRefusal }
  | { name: 'result'; attempt: ExamAttempt; answers: Record<string, string>; grade: ExamGrade };

/** What a refusal says, and whether trying again can help. */
function refusalMessage(refusal: ExamRefusal, text: Text, tag: string, missing?: ExamModule[]): { message: string; retry: boolean } {
  switch (refusal.reason) {
    case 'modules':
      // The modules are listed below when the account's copy is known.
      return { message: text[missing?.length ? 'exam.refused.modules' : 'exam.refused.modulesUnsaved'], retry: true };
    case 'limit':
      return {
        message: fill(text['exam.refused.limit'], { time: formatDateTime(refusal.nextAllowedAt, tag) }),
        retry: false,
      };
    case 'expired':
      return { message: text['exam.expired'], retry: true };
    case 'signed-out':
      return { message: text['exam.refused.signedOut'], retry: false };
    case 'offline':
      return { message: text['exam.offline'], retry: true };
    default:
      return { message: text['exam.refused.unavailable'], retry: true };
  }
}

/**
 * The comprehensive final exam, graded by the backend: the learner starts an attempt (35 of
 * the 50 questions, drawn by the server), answers, submits, and sees the grade. Before a first
 * pass that is the score per category and the modules of the weakest; once passed, the review
 * with the right answers and explanations, and, at 70 % or more, the certificate offer. Until
 * the learner's progress is known (the account's, for a signed-in learner), it says so: never
 * "locked" to a learner who is not.
 */
function FinalExam({ modules, text }: { modules: ExamModule[]; text: Text }) {
  const localize = useLocalize();
  const tag = useLangTag();
  const lang = useLang();
  const signInHref = `${localize('/auth')}?next=${encodeURIComponent(localize('/comprehensive-exam'))}`;
  const progress = useStore($progress, { ssr: defaultProgress });
  const session = useStore($session);
  const known = useProgressKnown();
  const [phase, setPhase] = useState<Phase>({ name: 'ready' });

  if (!known) return <ProgressChecking text={text['progress.checking']} />;

  if (session.status === 'signed-out') {
    return (
      <section data-state="signed-out" aria-labelledby="exam-sign-in-title" className="space-y-3">
        <h2 id="exam-sign-in-title" className="text-2xl font-bold text-slate-900">
          {text['exam.signInLink']}
        </h2>
        <p className="text-slate-800">{text['exam.signIn']}</p>
        <p>
          <a href={signInHref} className="btn-primary">
            {text['exam.signInLink']}
          </a>
        </p>
      </section>
    );
  }

  if (!isExamAvailable(progress)) {
    return (
      <LockedQuiz headingId="exam-locked-title" title={text['exam.lockedTitle']} goToPath={text['quiz.goToPath']}>
        <p className="text-slate-800">{text['path.examUnlock']}</p>
      </LockedQuiz>
    );
  }

  const start = async () => {
    setPhase({ name: 'starting' });
    const outcome = await startExam(lang);
    if (outcome.ok) return setPhase({ name: 'answering', attempt: outcome.value });
    // startExam sent this device's progress first: what the account still lacks is named.
    const account = outcome.refusal.reason === 'modules' ? await accountProgress() : undefined;
    setPhase({ name: 'refused', refusal: outcome.refusal, missing: account && modulesMissingForExam(account, modules) });
  };

  const submit = async (attempt: ExamAttempt, answers: Record<string, string>) => {
    setPhase({ name: 'grading', attempt, answers });
    const outcome = await submitExam(attempt.attempt_id, answers, lang);
    if (!outcome.ok) {
      setPhase({ name: 'submit-failed', attempt, answers, refusal: outcome.refusal });
      return;
    }
    saveAnswers(attempt.attempt_id, null);
    const grade = outcome.value;
    const score = { score: grade.score, total: grade.total, percent: grade.percent };
    recordExamResult(score);
    // The result takes the screen and the focus: no toast repeats it.
    setPhase({ name: 'result', attempt, answers, grade });
  };

  switch (phase.name) {
    case 'ready':
      return (
        <section data-state="ready" aria-labelledby="exam-ready-title" className="space-y-4">
          <h2 id="exam-ready-title" className="text-2xl font-bold text-slate-900">
            {text['exam.start']}
          </h2>
          <p className="text-lg text-slate-800">{text['exam.intro']}</p>
          <button type="button" onClick={() => void start()} className="btn-primary">
            {text['exam.start']}
          </button>
        </section>
      );
    case 'starting':
    case 'grading':
      return (
        <p data-state={phase.name} role="status" className="text-lg text-slate-800">
          {phase.name === 'starting' ? text['exam.preparing'] : text['exam.grading']}
        </p>
      );
    case 'refused':
    case 'submit-failed': {
      const missing = phase.name === 'refused' ? phase.missing : undefined;
      const { message, retry } = refusalMessage(phase.refusal, text, tag, missing);
      const resubmit = phase.name === 'submit-failed' && phase.refusal.reason === 'offline';
      return (
        <section data-state={phase.name} data-reason={phase.refusal.reason} className="space-y-4">
          <div role="alert" className="space-y-2 text-lg text-slate-900">
            <p className="font-semibold">{message}</p>
            {missing && missing.length > 0 && (
              <>
                <ModuleLinks modules={missing} />
                <p>
                  {
                    text[
                      missing.every(({ id }) => isModuleCompleted(progress, id))
                        ? 'exam.refused.modulesUnsaved'
                        : 'exam.refused.modulesTodo'
                    ]
                  }
                </p>
              </>
            )}
          </div>
          {retry && (
            <button
              type="button"
              onClick={() => void (resubmit && phase.name === 'submit-failed' ? submit(phase.attempt, phase.answers) : start())}
              className="btn-primary"
            >
              {resubmit ? text['exam.retry'] : phase.refusal.reason === 'expired' ? text['exam.newExam'] : text['exam.retry']}
            </button>
          )}
          {phase.refusal.reason === 'signed-out' && (
            <a href={signInHref} className="btn-primary">
              {text['exam.signInLink']}
            </a>
          )}
        </section>
      );
    }
    case 'answering':
      return <ExamQuestions attempt={phase.attempt} onSubmit={(answers) => void submit(phase.attempt, answers)} text={text} />;
    case 'result':
      return (
        <ExamResult
          attempt={phase.attempt}
          answers={phase.answers}
          grade={phase.grade}
          modules={modules}
          onNewExam={() => void start()}
          text={text}
        />
      );
  }
}

export default withLang(FinalExam);
