/**
 * Where a learner's progress stands, and when a page may show what it decides (a module locked
 * or open, a quiz or the exam available): only once the progress it shows is the learner's.
 * Before that, pages show a neutral "Checking your progress…", never "locked" to a learner
 * who is not.
 */

/**
 * `unknown` (nothing started yet), `checking` (signed in: the account's progress is being read
 * for the first time on this page), `device` (signed out: kept on this device only), `saving`,
 * `saved`, `offline` (kept on this device, sent when back online), `refused` (the account
 * refused the document; kept on this device) or `ask` (progress made while signed out meets an
 * account with other progress).
 */
export type SyncStatus = 'unknown' | 'checking' | 'device' | 'saving' | 'saved' | 'offline' | 'refused' | 'ask';

/**
 * Whether stored progress is known: a signed-out visitor's is this device's (read once the
 * island has hydrated); a signed-in learner's once the account has answered the first time, or
 * could not be asked (offline, refused, a decision pending), when this device's is shown.
 * `newAccount`: the page opened from the confirmation link of an account just created, with
 * progress on this device that no other learner owns: the account holds nothing else, so this
 * device's progress is the account's from the start (also while the link's code is taken), and
 * the first answer only confirms it.
 */
export function isProgressKnown(
  hydrated: boolean,
  session: 'loading' | 'signed-in' | 'signed-out',
  sync: SyncStatus,
  newAccount = false,
): boolean {
  if (!hydrated) return false;
  if (session === 'signed-out') return true;
  if (newAccount) return sync !== 'ask';
  if (session === 'loading') return false;
  return sync !== 'unknown' && sync !== 'checking';
}
