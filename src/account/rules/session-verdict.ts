/**
 * What an answer of the backend says of the session a page sent with it. Pure, so the rule is
 * tested apart from the browser code that acts on it (`account/stores/session-check.ts`).
 */

/** `valid`: the server took the session; `refused`: it never will (sign in again); `unknown`: it could not be asked. */
export type SessionVerdict = 'valid' | 'refused' | 'unknown';

/** Supabase Auth's error codes for a token it will not take, whatever the HTTP status (a malformed `sub` is a 400). */
const REFUSED_CODES = new Set(['bad_jwt', 'no_authorization', 'session_not_found', 'user_not_found']);

/**
 * The verdict of Supabase Auth's `GET /auth/v1/user` on a session's access token: 2xx takes
 * it; 401, 403 or a refusing error code ends it; anything else (no answer, 5xx, 429) says
 * nothing, and the session is kept as it is offline.
 */
export function userEndpointVerdict(httpStatus: number, errorCode: unknown): SessionVerdict {
  if (httpStatus >= 200 && httpStatus < 300) return 'valid';
  if (httpStatus === 401 || httpStatus === 403) return 'refused';
  if (typeof errorCode === 'string' && REFUSED_CODES.has(errorCode) && httpStatus >= 400 && httpStatus < 500) return 'refused';
  return 'unknown';
}

/**
 * Whether a data call's status (PostgREST, an RPC) may mean the session was refused: 401 or
 * 403. It only prompts the check against Auth, which decides; a refused row or a bad document
 * answers 400 or 409 and never ends a session.
 */
export function mayBeRefusedSession(httpStatus: number): boolean {
  return httpStatus === 401 || httpStatus === 403;
}
