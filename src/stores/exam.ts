/**
 * The final exam's calls to the backend, and the signed-in learner's certificate.
 *
 * `$certificate` follows `$session`: a signed-in learner's certificate is read once (loading
 * supabase-js then) from `certificates` (row-level security returns only their own), so the
 * learning path can show it. The actions return either the backend's answer or the refusal.
 */
import { atom, onMount } from 'nanostores';
import type { Lang } from '../i18n/languages';
import { examRefusal, type CertificateFields, type CertificateView, type ExamAttempt, type ExamGrade, type ExamRefusal } from '../lib/exam';
import { saveProgressNow } from './progress-status';
import { $session, authClient } from './session';

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
export async function issueCertificate(attemptId: string, name: string, lang?: Lang): Promise<Outcome<CertificateView>> {
  const outcome = await call<CertificateView>('issue_certificate', { attempt_id: attemptId, name, ...(lang ? { lang } : {}) });
  if (outcome.ok) $certificate.set({ status: 'shown', certificate: outcome.value });
  return outcome;
}

export type CertificateState =
  { status: 'hidden' } | { status: 'loading' } | { status: 'none' } | { status: 'shown'; certificate: CertificateView };

export const $certificate = atom<CertificateState>({ status: 'hidden' });

type CertificateRow = CertificateFields & { revoked_at: string | null };

let shownFor: string | undefined;

async function load(userId: string): Promise<void> {
  shownFor = userId;
  $certificate.set({ status: 'loading' });
  let next: CertificateState = { status: 'none' };
  try {
    const supabase = await authClient();
    const { data, error } = await supabase
      .from('certificates')
      .select('id, name, course_title, score, total, percent, issued_at, revoked_at')
      .eq('user_id', userId)
      .maybeSingle<CertificateRow>();
    if (error) console.error('Failed to load the certificate', error);
    else if (data)
      next = {
        status: 'shown',
        certificate: data.revoked_at ? { status: 'revoked', id: data.id, revoked_at: data.revoked_at } : { status: 'valid', ...data },
      };
  } catch (error) {
    console.error('Failed to load the certificate', error);
  }
  if (shownFor === userId) $certificate.set(next);
}

onMount($certificate, () =>
  $session.subscribe((session) => {
    if (session.status === 'signed-in') {
      if (shownFor !== session.user.id) void load(session.user.id);
    } else {
      shownFor = undefined;
      $certificate.set({ status: 'hidden' });
    }
  }),
);
