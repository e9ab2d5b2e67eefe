/**
 * The signed-in learner's certificate, which the learning path shows. `$certificate` follows
 * `$session`: a signed-in learner's certificate is read once (loading supabase-js then) from
 * `certificates` (row-level security returns only their own). Apart from the exam's calls
 * (`exam.ts`), which the learning path does not need.
 */
import { atom, onMount } from 'nanostores';
import type { CertificateFields, CertificateView } from '../lib/exam';
import { $session, authClient } from './session';

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
