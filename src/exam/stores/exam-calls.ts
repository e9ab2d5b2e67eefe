/**
 * The final exam's calls to the backend: each returns either the backend's answer or the
 * refusal. The learner's certificate, which the learning path shows, is in `certificate.ts`: the
 * path reads it as it loads, so an issued certificate is not handed to it from here.
 */
import type { Lang } from '../../i18n/languages.ts';
import { examRefusal, type CertificateView, type ExamAttempt, type ExamGrade, type ExamRefusal } from '../rules/exam.ts';
import { saveProgressNow } from '../../progress/stores/keep-in-account.ts';
import { authClient } from '../../account/stores/session.ts';

/** A call's outcome: the answer, or why there is none. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; refusal: ExamRefusal };

async function call<T>(name: string, args?: Record<string, unknown>): Promise<Outcome<T>> {
  try {
    const supabase = await authClient();
    const { data, error } = await supabase.rpc(name, args);
    if (error) {
      // A failed fetch comes back as an error without a PostgREST code.
      if (!error.code) console.error(`Exam request ${name} failed`, error);
      return { ok: false, refusal: examRefusal(error.code ? error : undefined) };
    }
    return { ok: true, value: data as T };
  } catch (error) {
    console.error(`Exam request ${name} failed`, error);
    return { ok: false, refusal: examRefusal(undefined) };
  }
}

/**
 * Starts an attempt (or resumes the open one), its questions in `lang`. Progress only on this
 * device is sent first: the server opens the exam from what the account holds. Another
 * language resumes the same attempt, shown in it.
 */
export async function startExam(lang: Lang = 'en'): Promise<Outcome<ExamAttempt>> {
  await saveProgressNow();
  return call<ExamAttempt>('start_exam', { lang });
}

/** Sends the choices (question id → letter) for grading, once; the review's explanations come in `lang`. */
export const submitExam = (attemptId: string, answers: Record<string, string>, lang: Lang = 'en') =>
  call<ExamGrade>('submit_exam', { attempt_id: attemptId, answers, lang });

/**
 * Issues the certificate with the confirmed name (or returns the one already issued), recording
 * `lang` as its language; without it, the server takes the account's language (else English).
 */
export const issueCertificate = (attemptId: string, name: string, lang?: Lang) =>
  call<CertificateView>('issue_certificate', { attempt_id: attemptId, name, ...(lang ? { lang } : {}) });
