/**
 * The signed-in learner's certificate, which the learning path shows. `$certificate` follows
 * `$session`: a signed-in learner's certificate is read once (loading supabase-js then) from
 * `certificates` (row-level security returns only their own). Apart from the exam's calls
 * (`exam.ts`), which the learning path does not need.
 *
 * The last certificate read is kept on the device (`CERTIFICATE_KEY`, with when it was read):
 * when a read fails (offline, the server down) the path shows it as last seen, and reads again
 * when the browser is back online. A failed read is never taken as "no certificate".
 */
import { atom, onMount } from 'nanostores';
import type { CertificateFields, CertificateView } from '../rules/exam.ts';
import { $session, authClient } from '../../account/stores/session.ts';
import { reportFailedRead } from '../../account/stores/session-check.ts';

export type CertificateState =
  | { status: 'hidden' }
  | { status: 'loading' }
  | { status: 'none' }
  /** `lastSeen`: the time of the read it comes from, when the latest read failed. */
  | { status: 'shown'; certificate: CertificateView; lastSeen?: string };

export const $certificate = atom<CertificateState>({ status: 'hidden' });

/** Where the device keeps the learner's last certificate read: `{ user, certificate, readAt }`, or nothing. */
const CERTIFICATE_KEY = 'vault-club:certificate';

type CertificateRow = CertificateFields & { revoked_at: string | null };

interface KeptCertificate {
  user: string;
  certificate: CertificateView;
  readAt: string;
}

function keep(user: string, certificate: CertificateView | undefined): void {
  try {
    if (certificate) window.localStorage.setItem(CERTIFICATE_KEY, JSON.stringify({ user, certificate, readAt: new Date().toISOString() }));
    else window.localStorage.removeItem(CERTIFICATE_KEY);
  } catch {
    // Storage full or blocked: the next failed read shows no certificate line.
  }
}

/** The certificate kept for `user`, if any (anything unreadable counts as none). */
function kept(user: string): KeptCertificate | undefined {
  try {
    const value = JSON.parse(window.localStorage.getItem(CERTIFICATE_KEY) ?? 'null') as Partial<KeptCertificate> | null;
    const valid = value?.user === user && typeof value.readAt === 'string' && typeof value.certificate?.id === 'string';
    return valid ? (value as KeptCertificate) : undefined;
  } catch {
    return undefined;
  }
}

/** Removes the kept certificate from the device (sign-out). */
export function forgetCertificateOnDevice(): void {
  try {
    window.localStorage.removeItem(CERTIFICATE_KEY);
  } catch {
    // Storage blocked: nothing was kept.
  }
}

let shownFor: string | undefined;

async function load(userId: string): Promise<void> {
  shownFor = userId;
  if ($certificate.get().status !== 'shown') $certificate.set({ status: 'loading' });
  let next: CertificateState | undefined;
  try {
    const supabase = await authClient();
    const { data, error, status } = await supabase
      .from('certificates')
      .select('id, name, course_title, score, total, percent, issued_at, revoked_at')
      .eq('user_id', userId)
      .maybeSingle<CertificateRow>();
    if (error) {
      reportFailedRead('the certificate', status, error);
    } else {
      const certificate: CertificateView | undefined = data
        ? data.revoked_at
          ? { status: 'revoked', id: data.id, revoked_at: data.revoked_at }
          : { status: 'valid', ...data }
        : undefined;
      keep(userId, certificate);
      next = certificate ? { status: 'shown', certificate } : { status: 'none' };
    }
  } catch (error) {
    console.warn('Could not reach the server for the certificate', error);
  }
  if (!next) {
    const last = kept(userId);
    next = last ? { status: 'shown', certificate: last.certificate, lastSeen: last.readAt } : { status: 'hidden' };
  }
  if (shownFor === userId) $certificate.set(next);
}

onMount($certificate, () => {
  // Back online after a failed read: read again (a line marked last seen then loses the mark).
  const retry = () => {
    const current = $certificate.get();
    const session = $session.get();
    if (session.status === 'signed-in' && (current.status === 'hidden' || (current.status === 'shown' && current.lastSeen)))
      void load(session.user.id);
  };
  if (typeof window !== 'undefined') window.addEventListener('online', retry);
  const stop = $session.subscribe((session) => {
    if (session.status === 'signed-in') {
      if (shownFor !== session.user.id) void load(session.user.id);
    } else {
      shownFor = undefined;
      $certificate.set({ status: 'hidden' });
    }
  });
  return () => {
    if (typeof window !== 'undefined') window.removeEventListener('online', retry);
    stop();
  };
});
