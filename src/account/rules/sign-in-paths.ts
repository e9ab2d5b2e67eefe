/**
 * The `/auth` addresses that come back to a page after signing in or up. Apart from
 * `next-path.ts` (which reads and checks `next` on `/auth`), so that a protected page's guard
 * loads only these.
 */
import { langFromPath, localHref } from '../../i18n/routing.ts';

/** The `/auth` address (in the language of `path`) that comes back to `path` after signing in. */
export function signInPathFor(path: string): string {
  return `${localHref(langFromPath(path), '/auth')}?next=${encodeURIComponent(path)}`;
}

/** The sign-up form (`/auth`, in the language of `path`, with an empty, editable `?email=`), then back to `path`. */
export function signUpPathFor(path: string): string {
  return `${localHref(langFromPath(path), '/auth')}?email=&next=${encodeURIComponent(path)}`;
}
