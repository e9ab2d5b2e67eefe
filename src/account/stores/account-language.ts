/**
 * The language kept in a learner's account, as this device knows it. Apart from ./language.ts
 * and account/rules/auth-storage.ts, which every page's first scripts load: only a signed-in page's idle
 * script and sign-out need this.
 */
import { AUTH_STORAGE_KEY, isStoredSession } from '../rules/auth-storage.ts';

/**
 * Where this device notes the language last kept in the signed-in account (`vault-club:lang-saved`):
 * a choice is sent once per change. Absent on a device that has not yet met the signed-in
 * account, and removed at sign-out: the next account's own language then wins.
 */
export const SAVED_LANGUAGE_KEY = 'vault-club:lang-saved';

/** Forgets which language this device kept in an account (at sign-out, so it never reaches the next one). */
export function forgetSavedLanguage(): void {
  try {
    window.localStorage.removeItem(SAVED_LANGUAGE_KEY);
  } catch {
    // Storage blocked: nothing was kept.
  }
}

/**
 * The language kept in the account of the session this browser holds (`user_metadata.lang`: the
 * sign-up page's, or a later choice in the header), unchecked; undefined when there is none.
 * Not in `account/rules/auth-storage.ts`, whose code every page's header loads.
 */
export function storedAccountLanguage(): string | undefined {
  try {
    const raw = window.localStorage.getItem(AUTH_STORAGE_KEY);
    if (!isStoredSession(raw)) return undefined;
    const lang = (JSON.parse(raw!) as { user: { user_metadata?: { lang?: unknown } } }).user.user_metadata?.lang;
    return typeof lang === 'string' ? lang : undefined;
  } catch {
    return undefined;
  }
}
