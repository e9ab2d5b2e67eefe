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
 * The account's actions (sign in, sign up, sign out…) are in `account.ts`: every island page
 * loads this store, and only the pages that act on the account load those.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { atom, onMount } from 'nanostores';
import { hasAuthCallback, isAuthPage, readAuthCallback } from '../rules/auth-callback.ts';
import { onStoredSessionChange, SESSION_CHANGED_EVENT, storedSessionUser, type SessionUser } from '../rules/auth-storage.ts';
import { markSessionEnded } from '../rules/session-ended.ts';
import { readRecord } from '../../progress/stores/sync-record.ts';

export type { SessionUser };

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

/**
 * Whether this page opened from the confirmation link of an account just created (a `?code=`
 * on a page other than `/auth`, where only sign-up links land: see `account/rules/link-landing.ts`)
 * with no other learner's progress on this device. Such an account holds nothing yet, so the
 * progress this device has is the account's (see `isProgressKnown`). Read when this module
 * loads, before the code is taken (`account/page-scripts/link-landing.ts` loads it first).
 */
const landedAsNewAccount =
  typeof window !== 'undefined' &&
  readAuthCallback(window.location.search, window.location.hash).kind === 'code' &&
  !isAuthPage(window.location.pathname) &&
  readRecord(() => window.localStorage).owner === null;

/** See {@link landedAsNewAccount}. */
export function isNewAccountLanding(): boolean {
  return landedAsNewAccount;
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
  const { getSupabase } = await import('../../shared/stores/supabase.ts');
  const created = getSupabase();
  if (client !== created) {
    client = created;
    created.auth.onAuthStateChange((event, session) => {
      if (event === 'PASSWORD_RECOVERY') recovering = true;
      const user: unknown = session?.user;
      const id = typeof user === 'object' && user !== null ? (user as { id?: unknown }).id : undefined;
      if (session && typeof id !== 'string') {
        // A stored session of a shape supabase-js loads but no page can use: ended like a
        // refused one (after this callback: supabase-js must not be called from inside it).
        setTimeout(() => void endRefusedSession(), 0);
        return;
      }
      update(
        session && typeof id === 'string'
          ? { status: 'signed-in', user: { id, email: session.user.email ?? '' } }
          : { status: 'signed-out' },
      );
      announcing = true;
      window.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
      announcing = false;
    });
  }
  return created;
}

/**
 * Ends a session the backend refused, on this device: the notice says so (see
 * `account/rules/session-ended.ts`), supabase-js forgets it without asking the server (which refused it
 * already), and the session store, the header and the sync engine see a sign-out that keeps
 * unsaved progress on the device.
 */
export async function endRefusedSession(): Promise<void> {
  markSessionEnded();
  try {
    await client?.auth.signOut({ scope: 'local' });
  } catch {
    // The stored session is gone already; supabase-js keeps nothing else.
  }
  update({ status: 'signed-out' });
}

/** Whether supabase-js reported that this page's session came from a password recovery link. */
export function isRecoveringFromLink(): boolean {
  return recovering;
}

let signingOut = false;

/** Whether this tab is signing out (and about to leave the page): guards then leave the redirect to it. */
export function isSigningOut(): boolean {
  return signingOut;
}

/** Marks this tab as signing out, or no longer (the server refused): see {@link isSigningOut}. */
export function setSigningOut(value: boolean): void {
  signingOut = value;
}
