import { pathWithoutLang } from '../../i18n/routing.ts';

/** Longer `next` values are refused: no page of the site needs one, and they only bloat the address. */
const MAX_NEXT_LENGTH = 2048;

/** C0 controls, DEL, whitespace (URL parsing silently drops tabs and newlines) and backslashes (read as `/`). */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f\\]/;

function sameOriginPath(raw: string, origin: string): string | undefined {
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== origin) return undefined;
  // `/.//evil.example` normalises to the path `//evil.example`, which a browser reads as another host.
  if (!url.pathname.startsWith('/') || url.pathname.startsWith('//')) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The page to open after signing in, from the `next` query parameter that a protected page
 * adds when it sends a signed-out visitor to `/auth`. Only a value that normalises to a path
 * on this site is accepted, and the normalised path must itself still be that same path when
 * read again (so `/.//evil.example`, encoded or backslash tricks, controls, `javascript:` and
 * over-long values are all refused), and never `/auth` itself. Returns the normalised path
 * with its query and fragment, or undefined.
 */
export function safeNextPath(raw: string | null | undefined, origin: string): string | undefined {
  if (!raw || raw.length > MAX_NEXT_LENGTH || !raw.startsWith('/') || UNSAFE_CHARACTERS.test(raw)) return undefined;
  let base: string;
  try {
    base = new URL(origin).origin;
  } catch {
    return undefined;
  }
  const path = sameOriginPath(raw, base);
  if (path === undefined || sameOriginPath(path, base) !== path) return undefined;
  if (/^\/auth(\/|$)/i.test(pathWithoutLang(path.split(/[?#]/)[0]!))) return undefined;
  return path;
}

/**
 * Whether `path` (a safe `next`) is a learning page: the learning path, a module, a category
 * quiz or the final exam. A visitor sent to `/auth` from one came to learn, not to sign in.
 */
export function isLearningPath(path: string | undefined): boolean {
  const pathname = pathWithoutLang(path?.split(/[?#]/)[0] ?? '').replace(/\/+$/, '');
  return /^\/(learn-now|comprehensive-exam|[a-z0-9-]+-quiz|(learn|interactive-learn)\/[a-z0-9-]+)$/.test(pathname);
}
