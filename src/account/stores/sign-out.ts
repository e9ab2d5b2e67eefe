/**
 * Signing out on a browser that others may use next: the learner's progress is saved to the
 * account first, then removed from the browser with the session, so the next person starts
 * from an empty learning path and nothing of theirs can reach this learner's account; the
 * language choice stays on the device, but the next account's own language wins over it.
 */
import text from '../../i18n/en/auth.json';
import type { SignOutWords } from '../rules/sign-out-words.ts';
import { AUTH_STORAGE_KEY } from '../rules/auth-storage.ts';
import { queueToast, toast } from '../../site/rules/toast.ts';
import { forgetCertificateOnDevice } from '../../exam/stores/certificate.ts';
import { forgetExamOnDevice } from '../../exam/stores/exam-answers.ts';
import { forgetSavedLanguage } from './account-language.ts';
import { flushProgress, forgetProgressOnDevice } from '../../progress/stores/progress-sync.ts';
import { signOut } from './account.ts';

/** How long sign-out waits for unsaved progress to reach the account. */
const FLUSH_TIMEOUT_MS = 8000;

/**
 * Removes the session from this browser when the server cannot be told (offline), so the
 * browser keeps no way back in. Other tabs learn it from the storage event; this page leaves.
 */
function forgetSessionHere(): void {
  try {
    window.localStorage.removeItem(AUTH_STORAGE_KEY);
  } catch {
    // Storage unavailable: the session was only in memory, and the page is about to go.
  }
}

/**
 * Saves unsaved progress to the account (at most 8 s); if it cannot be saved (offline), asks
 * with `confirmDiscard` before going on. Then signs out everywhere (only in this browser when
 * the server cannot be reached), removes the learner's progress from the browser, and goes
 * home with the "Signed out" toast. The answers of an open exam go too. A server error keeps the learner signed in, with the
 * "Failed to sign out" toast. Loads supabase-js only when called.
 *
 * The header loads this module while the learner is signed in (when the page is idle), so
 * that signing out works offline too.
 */
export async function signOutAndGoHome(
  confirmDiscard: (message: string) => boolean = (message) => window.confirm(message),
  words: SignOutWords = { ...text, home: '/' },
): Promise<void> {
  const saved = await flushProgress(FLUSH_TIMEOUT_MS);
  if (!saved && !confirmDiscard(words['signOut.unsavedConfirm'])) return;
  const failed = await signOut();
  if (failed?.kind === 'server') {
    console.error('Sign out failed', failed.message);
    toast({ title: words['signOut.errorTitle'], description: words['signOut.errorText'], variant: 'destructive' });
    return;
  }
  if (failed) forgetSessionHere();
  forgetProgressOnDevice();
  forgetExamOnDevice();
  forgetCertificateOnDevice();
  forgetSavedLanguage();
  queueToast({ title: words['signOut.successTitle'], description: words['signOut.successText'] });
  window.location.assign(words.home);
}
