/**
 * A session the backend refused (forged, expired beyond refresh, signed out on the server, or
 * unreadable in storage) ends on this device the way an offline sign-out does: the session
 * goes, the learner's unsaved progress stays, and every page says, in the learner's language,
 * that they need to sign in again, with a link back to where they were
 * (`SessionEndedNotice.astro`, shown by `account/page-scripts/session-ended-notice.ts`). Browser code, with
 * no supabase-js: the page script runs it on every page.
 */
import { AUTH_STORAGE_KEY, SESSION_CHANGED_EVENT, storedUser } from './auth-storage.ts';

/** Where the page the session ended on is kept (its path), until the learner signs in again or dismisses the notice. */
export const SESSION_ENDED_KEY = 'vault-club:session-ended';

/** The window event that asks the notice to show. */
export const SESSION_ENDED_EVENT = 'vault-club:session-ended';

/** The path the learner was on when their session ended, or null when none ended (or storage is blocked). */
export function sessionEndedAt(): string | null {
  try {
    return window.localStorage.getItem(SESSION_ENDED_KEY);
  } catch {
    return null;
  }
}

/** Forgets that a session ended (the learner signed in again, or dismissed the notice). */
export function clearSessionEnded(): void {
  try {
    window.localStorage.removeItem(SESSION_ENDED_KEY);
  } catch {
    // Storage blocked: nothing was kept.
  }
}

/**
 * Removes the stored session, notes the page it ended on and tells the page: the header, the
 * session store (and with it the sync engine, which keeps unsaved progress) and the notice
 * follow. supabase-js, where the page loaded it, is signed out by the session store.
 */
export function markSessionEnded(): void {
  try {
    const { pathname, search, hash } = window.location;
    window.localStorage.setItem(SESSION_ENDED_KEY, `${pathname}${search}${hash}`);
    window.localStorage.removeItem(AUTH_STORAGE_KEY);
  } catch {
    // Storage blocked: the session was only in this page's memory.
  }
  window.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
  window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
}

/**
 * Whether storage holds something under the session key that no page can use (not JSON, no
 * tokens, no user): such a session is ended at once, as one the server refused.
 */
export function hasUnusableStoredSession(): boolean {
  try {
    const raw = window.localStorage.getItem(AUTH_STORAGE_KEY);
    return raw !== null && storedUser(raw) === undefined;
  } catch {
    return false;
  }
}
