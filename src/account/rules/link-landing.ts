/**
 * A confirmation link lands on the page the learner is going to (`/learn-now`, or the `next`
 * they came from), which takes its `?code=` itself: no stop on `/auth` on the way. These are
 * the pure rules of that landing; `src/account/page-scripts/link-landing.ts` runs it. A password-reset
 * link still leads to `/auth`, where the new password is chosen.
 */
import { langFromPath, localHref } from '../../i18n/routing.ts';
import type { LinkProblem } from './auth-callback.ts';
import { queueToast, takeQueuedToast, type ToastMessage } from '../../site/rules/toast.ts';

/** Where a learner lands after confirming the address, when no `next` says otherwise. */
export const LANDING = '/learn-now';

/**
 * The address a sign-up's confirmation link leads to: `next` (a checked same-site path), else
 * the learning path in the language of `authPathname` (the page the form is on).
 */
export function confirmationTarget(origin: string, authPathname: string, next: string | undefined): string {
  return `${origin}${next ?? localHref(langFromPath(authPathname), LANDING)}`;
}

/** The `error_code` that `readAuthCallback` reads back as each problem. */
const PROBLEM_CODES: Record<LinkProblem, string> = {
  expired: 'otp_expired',
  used: 'flow_state_not_found',
  otherBrowser: 'bad_code_verifier',
  invalid: 'invalid_link',
};

/** The query and fragment fields an e-mail link's answer uses (`sb`: the marker Auth adds to a redirect). */
const CALLBACK_FIELDS = ['code', 'error', 'error_code', 'error_description', 'sb'];

/** `path` (path, query, fragment) without the link's answer: what the address bar keeps once it is taken. */
export function withoutCallback(path: string): string {
  const url = new URL(path, 'http://site.invalid');
  for (const field of CALLBACK_FIELDS) url.searchParams.delete(field);
  const fragment = new URLSearchParams(url.hash.replace(/^#/, ''));
  const answered = CALLBACK_FIELDS.some((field) => fragment.has(field)) || fragment.has('access_token');
  return `${url.pathname}${url.search}${answered ? '' : url.hash}`;
}

/**
 * Where a landing whose link did not sign the learner in goes: the sign-in page in the page's
 * language, which says why in their words (as it does for a link that leads to it), then back
 * to the page. `'network'` (Auth could not be reached) hands the code itself to that page,
 * which tries again.
 */
export function signInAfterFailedLink(path: string, problem: LinkProblem | 'network', code: string | null): string {
  const page = withoutCallback(path);
  const query = new URLSearchParams();
  if (problem === 'network' && code) query.set('code', code);
  else query.set('error_code', PROBLEM_CODES[problem === 'network' ? 'invalid' : problem]);
  query.set('next', page);
  return `${localHref(langFromPath(page), '/auth')}?${query.toString()}`;
}

const WELCOME_KEY = 'vault-club:link-welcome';
// In `localStorage`, beside the code verifier supabase-js keeps there: the link signs in only
// in this browser, in any of its tabs.
const browserStorage = () => window.localStorage;

/** Keeps the words that welcome a learner whose address is confirmed, in the language they signed up in, for the page their link lands on. */
export function keepWelcome(message: ToastMessage): void {
  queueToast(message, WELCOME_KEY, browserStorage);
}

/** Removes and returns the words {@link keepWelcome} kept, if any. */
export function takeWelcome(): ToastMessage | undefined {
  return takeQueuedToast(WELCOME_KEY, browserStorage);
}
