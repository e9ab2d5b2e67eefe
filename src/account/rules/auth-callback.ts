/**
 * What an e-mail link brought back to `/auth`, read from the address as pure functions. The
 * message shown for a failed link comes from a fixed list keyed by `error_code`: free text
 * from the address (`error_description`) is never shown, since anyone can craft a link.
 */
import { pathWithoutLang } from '../../i18n/routing.ts';

/** Why a link did not sign the learner in: each has a fixed text in the dictionary. */
export type LinkProblem = 'expired' | 'used' | 'otherBrowser' | 'invalid';

/** What the address carries: nothing, a PKCE `?code=`, or an error from the link. */
export type AuthCallback = { kind: 'none' } | { kind: 'code' } | { kind: 'error'; problem: LinkProblem };

const PROBLEMS: Record<string, LinkProblem> = {
  otp_expired: 'expired',
  flow_state_expired: 'expired',
  flow_state_not_found: 'used',
  bad_code_verifier: 'otherBrowser',
  pkce_code_verifier_not_found: 'otherBrowser',
};

/** The fixed problem for an error code (or supabase-js error name); anything unknown is `invalid`. */
export function linkProblem(code: string | undefined, name?: string): LinkProblem {
  if (name === 'AuthPKCECodeVerifierMissingError') return 'otherBrowser';
  return (code && PROBLEMS[code]) || 'invalid';
}

/** Whether `pathname` is the sign-in page (in any language), which takes its own links. */
export function isAuthPage(pathname: string): boolean {
  return pathWithoutLang(pathname).replace(/\/$/, '') === '/auth';
}

/** Whether the address carries an e-mail link's answer (a PKCE `?code=` or an error) for the page to take. */
export function hasAuthCallback(search: string, hash: string): boolean {
  return readAuthCallback(search, hash).kind !== 'none';
}

/**
 * Reads `?code=` and the `error_code` a failed link puts in the query or the fragment. A
 * fragment with `access_token` (the implicit flow) is not a callback the site accepts: it is
 * reported as `invalid`, so a crafted link can never swap the visitor's session.
 */
export function readAuthCallback(search: string, hash: string): AuthCallback {
  const query = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const errorCode = query.get('error_code') ?? fragment.get('error_code');
  if (errorCode !== null || query.has('error') || fragment.has('error')) {
    return { kind: 'error', problem: linkProblem(errorCode ?? undefined) };
  }
  if (fragment.has('access_token')) return { kind: 'error', problem: 'invalid' };
  if (query.get('code')) return { kind: 'code' };
  return { kind: 'none' };
}
