import { signInAfterFailedLink, takeWelcome, withoutCallback } from '../rules/link-landing.ts';
import { replaceWith } from '../../shared/rules/navigate.ts';
import { toast } from '../../site/rules/toast.ts';
import { takeSessionFromUrl } from '../stores/account.ts';

/**
 * Takes the e-mail link this page opened from (see `account/rules/link-landing.ts`): the `?code=` is
 * exchanged for a session while the page draws, and leaves the address bar and its history
 * entry; the learner is welcomed in the language they signed up in. A link that did not sign
 * them in (expired, used, another browser) goes on to the sign-in page, which says why.
 */
export async function takeLinkOnLanding(): Promise<void> {
  const code = new URLSearchParams(window.location.search).get('code');
  const outcome = await takeSessionFromUrl();
  const { pathname, search, hash } = window.location;
  if (!outcome.ok) return replaceWith(signInAfterFailedLink(`${pathname}${search}${hash}`, outcome.problem, code));
  // supabase-js removes the code it took; anything else the link added goes too.
  window.history.replaceState(window.history.state, '', withoutCallback(`${pathname}${search}${hash}`));
  const welcome = takeWelcome();
  if (welcome) toast(welcome);
}
