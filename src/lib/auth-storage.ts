/**
 * Where supabase-js keeps the session. Fixed (the client's `auth.storageKey`) so that it is
 * the same for the local stand-in and production, and so that pages can tell whether a
 * session exists without downloading supabase-js.
 */
export const AUTH_STORAGE_KEY = 'sb-vault-club-auth-token';

/**
 * Whether `raw` (the stored value) looks like a session supabase-js would load: the same
 * check it makes (`access_token`, `refresh_token`, `expires_at`), without verifying it.
 */
export function isStoredSession(raw: string | null): boolean {
  if (!raw) return false;
  try {
    const session: unknown = JSON.parse(raw);
    if (typeof session !== 'object' || session === null) return false;
    const { access_token, refresh_token, expires_at } = session as Record<string, unknown>;
    return typeof access_token === 'string' && typeof refresh_token === 'string' && typeof expires_at === 'number';
  } catch {
    return false;
  }
}

/** Whether this browser holds a session; false when storage cannot be read. */
export function hasStoredSession(): boolean {
  try {
    return isStoredSession(window.localStorage.getItem(AUTH_STORAGE_KEY));
  } catch {
    return false;
  }
}
