import { replaceWith } from '../../shared/rules/navigate.ts';
import { signInPathFor } from '../rules/sign-in-paths.ts';
import { $session, isSigningOut } from '../stores/session.ts';

/**
 * Guards a page wrapped in `ProtectedPage`: its `data-state` follows `$session` (the CSS shows
 * a spinner while `loading` and the page once `signed-in`), and a signed-out visitor is sent
 * to `/auth?next=<this page>`, also when they sign out in another tab. A sign-out in this tab
 * goes home instead (see `src/account/stores/sign-out.ts`).
 */
export function guardProtectedPage(): void {
  const root = document.querySelector<HTMLElement>('[data-protected]');
  if (!root) return;
  $session.subscribe((session) => {
    root.dataset['state'] = session.status;
    if (session.status === 'signed-out' && !isSigningOut()) {
      const { pathname, search, hash } = window.location;
      replaceWith(signInPathFor(`${pathname}${search}${hash}`));
    }
  });
}
