/**
 * The visitor's session: `loading` until it is known, then `signed-in` (with the user's id
 * and e-mail) or `signed-out`.
 *
 * It needs no supabase-js. On mount it reads the session supabase-js keeps in `localStorage`
 * under `AUTH_STORAGE_KEY`; other tabs' sign-ins and sign-outs arrive through the `storage`
 * event, and this tab's through `SESSION_CHANGED_EVENT`. Code that loads the client gets it
 * from {@link authClient}, which also follows the client's auth events (sign-in, sign-out,
 * token refresh, the session taken from a confirmation link) and tells the header. While the
 * address holds a confirmation link's session (`#access_token=…`), the store stays `loading`
 * until the client has taken it.
 *
 * The actions (`signIn`, `signUp`, `takeSessionFromUrl`, `sendPasswordReset`, `saveLanguage`,
 * `setNewPassword`, `signOut`) load supabase-js on first use.
 */
import type { AuthError, SupabaseClient } from '@supabase/supabase-js';
import { atom, onMount } from 'nanostores';
import type { Lang } from '../i18n/languages';
import { linkProblem, readAuthCallback, type LinkProblem } from '../lib/auth-callback';
import { onStoredSessionChange, SESSION_CHANGED_EVENT, storedSessionUser, type SessionUser } from '../lib/auth-storage';

export type { SessionUser };

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export type SessionState = { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; user: SessionUser };

export const $session = atom<SessionState>({ status: 'loading' });

function update(next: SessionState): void {
  const current = $session.get();
  const same =
    current.status === next.status &&
    (current.status !== 'signed-in' ||
      (next.status === 'signed-in' && current.user.id === next.user.id && current.user.email === next.user.email));
  if (!same) $session.set(next);
}

function fromStorage(): SessionState {
  const user = storedSessionUser();
  return user ? { status: 'signed-in', user } : { status: 'signed-out' };
}

/** Whether the address carries an e-mail link's answer (a PKCE `?code=` or an error) for `/auth` to take. */
export function hasAuthCallback(search: string, hash: string): boolean {
  return readAuthCallback(search, hash).kind !== 'none';
}

let client: SupabaseClient | undefined;
/** Set when supabase-js reports that the session came from a password recovery link. */
let recovering = false;
/** True while this store tells the page about a change it already made from an auth event. */
let announcing = false;

onMount($session, () => {
  // Rendering an island at build time reads the store too: there is no session to follow there.
  if (typeof window === 'undefined') return;
  if (!hasAuthCallback(window.location.search, window.location.hash)) update(fromStorage());
  return onStoredSessionChange(() => {
    if (!announcing) update(fromStorage());
  });
});

/**
 * The page's Supabase client (loading supabase-js on first call), with `$session` and the
 * header following its auth events.
 */
export async function authClient(): Promise<SupabaseClient> {
  if (client) return client;
  const { getSupabase } = await import('../lib/supabase');
  const created = getSupabase();
  if (client !== created) {
    client = created;
    created.auth.onAuthStateChange((event, session) => {
      if (event === 'PASSWORD_RECOVERY') recovering = true;
      update(session ? { status: 'signed-in', user: { id: session.user.id, email: session.user.email ?? '' } } : { status: 'signed-out' });
      announcing = true;
      window.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
      announcing = false;
    });
  }
  return created;
}

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
    let recovery = recovering;
    const { data } = supabase.auth.onAuthStateChange((event) => {
      if (event === 'PASSWORD_RECOVERY') recovery = true;
    });
    const { error } = await supabase.auth.initialize();
    data.subscription.unsubscribe();
    if (!error) {
      // Without this browser's code verifier supabase-js leaves the code alone: no session.
      const { data: current } = await supabase.auth.getSession();
      return current.session ? { ok: true, recovery: recovery || recovering } : { ok: false, problem: 'otherBrowser' };
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

let signingOut = false;

/** Whether this tab is signing out (and about to leave the page): guards then leave the redirect to it. */
export function isSigningOut(): boolean {
  return signingOut;
}

/** Signs out on every device. Resolves to the failure, or undefined when signed out. */
export async function signOut(): Promise<AuthFailure | undefined> {
  signingOut = true;
  const failed = await attempt((supabase) => supabase.auth.signOut());
  if (failed) signingOut = false;
  return failed;
}
