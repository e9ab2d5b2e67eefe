/**
 * What a visitor does with their account: sign in, sign up, take the session from an e-mail
 * link, ask for a password reset, set a new password, keep their language, sign out. Each
 * loads supabase-js on first use (through `authClient`), and `$session` follows the result.
 *
 * Apart from `session.ts` because only `/auth`, sign-out and the language choice act on the
 * account, while every island page reads the session.
 */
import type { AuthError, SupabaseClient } from '@supabase/supabase-js';
import type { Lang } from '../../i18n/languages.ts';
import { linkProblem, readAuthCallback, type LinkProblem } from '../rules/auth-callback.ts';
import { $session, authClient, isRecoveringFromLink, setSigningOut } from './session.ts';

/** Why an account call failed: the server's message, or no answer at all. */
export interface AuthFailure {
  kind: 'server' | 'network';
  message: string;
  /** The server's error code (e.g. `over_email_send_rate_limit`), when it sent one. */
  code?: string | undefined;
}

function failure(error: AuthError): AuthFailure {
  const network = error.name === 'AuthRetryableFetchError' && (error.status === 0 || !error.status);
  return { kind: network ? 'network' : 'server', message: error.message, code: error.code };
}

async function attempt(call: (client: SupabaseClient) => Promise<{ error: AuthError | null }>): Promise<AuthFailure | undefined> {
  try {
    const { error } = await call(await authClient());
    return error ? failure(error) : undefined;
  } catch (error) {
    console.error('Account request failed', error);
    return { kind: 'network', message: error instanceof Error ? error.message : String(error) };
  }
}

/** Signs in with e-mail and password. Resolves to the failure, or undefined when signed in. */
export function signIn(email: string, password: string): Promise<AuthFailure | undefined> {
  return attempt((supabase) => supabase.auth.signInWithPassword({ email, password }));
}

/**
 * Creates an account; the server mails a confirmation link that leads to `redirectTo`, in
 * `lang` (kept in the account's user metadata, which the e-mail templates read).
 * Resolves to the failure, or undefined when the mail is on its way.
 */
export function signUp(fields: {
  name: string;
  email: string;
  password: string;
  redirectTo: string;
  lang?: Lang;
}): Promise<AuthFailure | undefined> {
  const { name, email, password, redirectTo, lang = 'en' } = fields;
  return attempt((supabase) => supabase.auth.signUp({ email, password, options: { data: { name, lang }, emailRedirectTo: redirectTo } }));
}

/** What became of an e-mail link: signed in (from a recovery link or not), or a fixed problem. */
export type LinkOutcome = { ok: true; recovery: boolean } | { ok: false; problem: LinkProblem | 'network' };

/**
 * Takes the answer an e-mail link put in the address. A PKCE `?code=` is exchanged by
 * supabase-js with the code verifier this browser stored when it asked for the link; an
 * error (or an implicit-flow session, which the site never accepts) becomes a fixed problem
 * without loading supabase-js. Free text from the address is never passed on.
 */
export async function takeSessionFromUrl(): Promise<LinkOutcome> {
  const callback = readAuthCallback(window.location.search, window.location.hash);
  if (callback.kind === 'error') return { ok: false, problem: callback.problem };
  try {
    const supabase = await authClient();
    let recovery = isRecoveringFromLink();
    const { data } = supabase.auth.onAuthStateChange((event) => {
      if (event === 'PASSWORD_RECOVERY') recovery = true;
    });
    const { error } = await supabase.auth.initialize();
    data.subscription.unsubscribe();
    if (!error) {
      // Without this browser's code verifier supabase-js leaves the code alone: no session.
      const { data: current } = await supabase.auth.getSession();
      return current.session ? { ok: true, recovery: recovery || isRecoveringFromLink() } : { ok: false, problem: 'otherBrowser' };
    }
    if (failure(error).kind === 'network') return { ok: false, problem: 'network' };
    return { ok: false, problem: linkProblem(error.code, error.name) };
  } catch (error) {
    console.error('Account request failed', error);
    return { ok: false, problem: 'network' };
  }
}

/**
 * Asks for a password recovery mail whose link leads to `redirectTo`. The answer is the same
 * whether or not the address has an account; a second request within a minute (429) is
 * treated as sent too, so the page never tells which addresses exist.
 */
export async function sendPasswordReset(email: string, redirectTo: string): Promise<AuthFailure | undefined> {
  const failed = await attempt((supabase) => supabase.auth.resetPasswordForEmail(email, { redirectTo }));
  return failed?.code === 'over_email_send_rate_limit' ? undefined : failed;
}

/**
 * Keeps `lang` as the signed-in learner's language in their account (user metadata `lang`):
 * the language of the e-mails Auth sends them (a password reset follows it) and of a
 * certificate issued without one. Signed out or offline it does nothing; it never throws.
 * Resolves to whether the account now holds `lang`.
 */
export async function saveLanguage(lang: Lang): Promise<boolean> {
  if ($session.get().status !== 'signed-in' || navigator.onLine === false) return false;
  return (await attempt((supabase) => supabase.auth.updateUser({ data: { lang } }))) === undefined;
}

/** Sets a new password for the signed-in learner (after a recovery link). */
export function setNewPassword(password: string): Promise<AuthFailure | undefined> {
  return attempt((supabase) => supabase.auth.updateUser({ password }));
}

/** Signs out on every device. Resolves to the failure, or undefined when signed out. */
export async function signOut(): Promise<AuthFailure | undefined> {
  setSigningOut(true);
  const failed = await attempt((supabase) => supabase.auth.signOut());
  if (failed) setSigningOut(false);
  return failed;
}
