/**
 * Asks Supabase Auth whether the stored session still holds, and ends it on this device when
 * Auth refuses it (`endRefusedSession`). Called once a page with a session is idle
 * (`account/page-scripts/signed-in.ts`), and again whenever a data call answers 401 or 403 (the sync engine,
 * the wallet, the certificate). No answer (offline, a failing server) keeps the session, as
 * offline always has.
 */
import { AUTH_STORAGE_KEY } from '../rules/auth-storage.ts';
import { resolveBackend } from '../../shared/rules/backend.ts';
import { hasUnusableStoredSession } from '../rules/session-ended.ts';
import { mayBeRefusedSession, userEndpointVerdict, type SessionVerdict } from '../rules/session-verdict.ts';
import { authClient, endRefusedSession } from './session.ts';

/**
 * The end of the last access token Auth took, kept for this tab (`sessionStorage`): each token is
 * asked about once, not on every page of a visit. A token revoked since is still caught by the
 * first data call it makes (401/403, see {@link checkSessionAfter}).
 */
const ACCEPTED_KEY = 'vault-club:session-accepted';
const tokenMark = (accessToken: string) => accessToken.slice(-24);

function wasAccepted(accessToken: string): boolean {
  try {
    return window.sessionStorage.getItem(ACCEPTED_KEY) === tokenMark(accessToken);
  } catch {
    return false;
  }
}

function accept(accessToken: string): void {
  try {
    window.sessionStorage.setItem(ACCEPTED_KEY, tokenMark(accessToken));
  } catch {
    // Storage blocked: the next page asks again.
  }
}

/** The stored session's access token and expiry, or undefined when there is none. */
function storedTokens(): { accessToken: string; expiresAt: number } | undefined {
  try {
    const { access_token, expires_at } = JSON.parse(window.localStorage.getItem(AUTH_STORAGE_KEY) ?? 'null') ?? {};
    return typeof access_token === 'string' && typeof expires_at === 'number'
      ? { accessToken: access_token, expiresAt: expires_at }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Auth's verdict on `accessToken`, from `GET /auth/v1/user`. A plain request rather than
 * supabase-js's `getUser`: the check runs on every page with a session, and most (the home
 * page, lessons) never load supabase-js.
 */
async function askAuth(accessToken: string): Promise<SessionVerdict> {
  const { url, anonKey } = resolveBackend(import.meta.env);
  try {
    const response = await fetch(`${url}/auth/v1/user`, { headers: { apikey: anonKey, authorization: `Bearer ${accessToken}` } });
    const body: unknown = response.ok ? undefined : await response.json().catch(() => undefined);
    return userEndpointVerdict(response.status, (body as { error_code?: unknown } | undefined)?.error_code);
  } catch {
    return 'unknown';
  }
}

/**
 * Checks the stored session with Auth, once per access token in a tab (`force`: again, after a data
 * call was refused). An expired token is first refreshed by supabase-js; a refresh Auth
 * refuses makes supabase-js drop the session, which ends it here too.
 */
export async function verifyStoredSession(force = false): Promise<void> {
  if (hasUnusableStoredSession()) return endRefusedSession();
  let tokens = storedTokens();
  if (!tokens || (!force && wasAccepted(tokens.accessToken))) return;
  if (tokens.expiresAt * 1000 <= Date.now()) {
    const { data, error } = await (await authClient()).auth.getSession();
    // No session and none stored: supabase-js dropped it after Auth refused the refresh. An
    // error with the session still stored is a refresh that could not reach Auth.
    if (!data.session) return error && storedTokens() ? undefined : endRefusedSession();
    tokens = { accessToken: data.session.access_token, expiresAt: data.session.expires_at ?? 0 };
  }
  const verdict = await askAuth(tokens.accessToken);
  if (verdict === 'valid') accept(tokens.accessToken);
  // Only the session that was asked about: another tab may have signed in with a new one meanwhile.
  else if (verdict === 'refused' && storedTokens()?.accessToken === tokens.accessToken) await endRefusedSession();
}

/** After a data call answered `httpStatus`: asks Auth again when that may mean the session was refused. */
export function checkSessionAfter(httpStatus: number): void {
  if (mayBeRefusedSession(httpStatus)) void verifyStoredSession(true);
}

/**
 * Logs a failed read of the learner's data (`what`, e.g. "the wallet") and asks Auth again when
 * its status may mean the session was refused. No answer (offline) and a refused session are
 * handled, so they are warnings; any other error answer is an error.
 */
export function reportFailedRead(what: string, httpStatus: number, error: unknown): void {
  if (httpStatus === 0) console.warn(`Could not reach the server for ${what}`, error);
  else if (mayBeRefusedSession(httpStatus)) console.warn(`The server refused the session reading ${what}`, error);
  else console.error(`Failed to load ${what}`, error);
  checkSessionAfter(httpStatus);
}
