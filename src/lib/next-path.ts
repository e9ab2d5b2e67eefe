/**
 * The page to open after signing in, from the `next` query parameter that a protected page
 * adds when it sends a signed-out visitor to `/auth`. Only a path on this site is accepted
 * (never another origin, a protocol-relative `//host` or a backslash trick), and never
 * `/auth` itself. Returns the path with its query and fragment, or undefined.
 */
export function safeNextPath(raw: string | null | undefined, origin: string): string | undefined {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || /[\\\s]/.test(raw)) return undefined;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== new URL(origin).origin) return undefined;
  if (/^\/auth(\/|$)/.test(url.pathname)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The `/auth` address that comes back to `path` after signing in. */
export function signInPathFor(path: string): string {
  return `/auth?next=${encodeURIComponent(path)}`;
}
