/**
 * Where supabase-js keeps the session. Fixed (the client's `auth.storageKey`) so that it is
 * the same for the local stand-in and production, and so that pages can tell whether a
 * session exists without downloading supabase-js.
 */
export const AUTH_STORAGE_KEY = 'sb-vault-club-auth-token';

/**
 * The window event a page fires when this tab's session changed (other tabs learn it from
 * the `storage` event). The header and the session store listen to it.
 */
export const SESSION_CHANGED_EVENT = 'vault-club:session-changed';

/** The signed-in learner, as far as the page needs to know. */
export interface SessionUser {
  id: string;
  email: string;
}

/**
 * The user of `raw` (the stored value) when it looks like a session supabase-js would load:
 * the same check it makes (`access_token`, `refresh_token`, `expires_at`), without verifying
 * it, plus a user id.
 */
export function storedUser(raw: string | null): SessionUser | undefined {
  if (!raw) return undefined;
  try {
    const session: unknown = JSON.parse(raw);
    if (typeof session !== 'object' || session === null) return undefined;
    const { access_token, refresh_token, expires_at, user } = session as Record<string, unknown>;
    if (typeof access_token !== 'string' || typeof refresh_token !== 'string' || typeof expires_at !== 'number') return undefined;
    const { id, email } = (user ?? {}) as Record<string, unknown>;
    return typeof id === 'string' ? { id, email: typeof email === 'string' ? email : '' } : undefined;
  } catch {
    return undefined;
  }
}

/** Whether `raw` (the stored value) looks like a session supabase-js would load. */
export function isStoredSession(raw: string | null): boolean {
  return storedUser(raw) !== undefined;
}

/** The user of the session this browser holds; undefined when there is none or storage cannot be read. */
export function storedSessionUser(): SessionUser | undefined {
  try {
    return storedUser(window.localStorage.getItem(AUTH_STORAGE_KEY));
  } catch {
    return undefined;
  }
}

/** Whether this browser holds a session; false when storage cannot be read. */
export function hasStoredSession(): boolean {
  return storedSessionUser() !== undefined;
}

/**
 * Calls `listener` whenever the stored session may have changed: another tab signed in or out
 * (a `storage` event for the session key, or storage cleared), or this page announced a change
 * (`SESSION_CHANGED_EVENT`). Returns the function that stops listening.
 */
export function onStoredSessionChange(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === AUTH_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(SESSION_CHANGED_EVENT, listener);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(SESSION_CHANGED_EVENT, listener);
  };
}
