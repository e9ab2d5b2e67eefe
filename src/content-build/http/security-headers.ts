/**
 * Response headers for every page: the security headers, and each page's CSP as Astro computed
 * it (the build hands it over instead of writing a `<meta>`, see `integrations/vault-club`)
 * with `frame-ancestors` added. They are written to `dist/_headers` for static hosts and applied
 * from there by the project's own server (`npm start`).
 */
import { createHash } from 'node:crypto';
import type { HeaderRule } from './headers-file.ts';
import { ICON_SPRITE_PATH } from '../page-data/icon-sprite.ts';

/** The smallest policy for every response; pages add theirs to it. */
const BASE_POLICY = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'";

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': BASE_POLICY,
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** HSTS for the production host (two years, subdomains); never sent by the local http server. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/** The policy as `name value` directives, one each, in order: what two policies are compared by. */
export function policyDirectives(policy: string): string[] {
  return policy
    .split(';')
    .map((directive) => directive.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
}

/**
 * A page's header policy: Astro's policy for it plus the base policy's directives that it lacks
 * (`frame-ancestors 'none'`), so that a host that joins this header with the site-wide one
 * enforces exactly the page's policy.
 */
export function headerPolicy(pagePolicy: string): string {
  const directives = policyDirectives(pagePolicy);
  const names = new Set(directives.map((directive) => directive.split(' ')[0]));
  const missing = policyDirectives(BASE_POLICY).filter((directive) => !names.has(directive.split(' ')[0]));
  return [...directives, ...missing].join('; ');
}

/** The bodies of the inline scripts and styles of a built page (those with a `src` are files, allowed by `'self'`). */
export function inlineBodies(html: string): string[] {
  return [...html.matchAll(/<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/g)]
    .filter(([, , attributes]) => !/\ssrc=/.test(attributes!))
    .map(([, , , body]) => body!);
}

const HASH_SOURCE = /^'(sha256|sha384|sha512)-([A-Za-z0-9+/]+=*)'$/;

/**
 * `policy` keeping, in `script-src` and `style-src`, only the hashes of bodies in `inline` (every
 * inline script and style of the built pages). Astro lists a hash for every client directive
 * and for both builds of its island runtime, whether any page holds them or not: each costs
 * every response its bytes and allows a script the site never runs.
 */
export function withUsedHashes(policy: string, inline: readonly string[]): string {
  const digests = new Map<string, Set<string>>();
  const digestsOf = (algorithm: string) => {
    if (!digests.has(algorithm)) digests.set(algorithm, new Set(inline.map((body) => createHash(algorithm).update(body).digest('base64'))));
    return digests.get(algorithm)!;
  };
  return policyDirectives(policy)
    .map((directive) => {
      const [name, ...sources] = directive.split(' ');
      if (name !== 'script-src' && name !== 'style-src') return directive;
      const kept = sources.filter((source) => {
        const [, algorithm, digest] = HASH_SOURCE.exec(source) ?? [];
        return !algorithm || digestsOf(algorithm).has(digest!);
      });
      return [name, ...kept].join(' ');
    })
    .join('; ');
}

/** The URL paths a page built for `pathname` answers: `/learn/x` → `/learn/x` and `/learn/x/`; `/404` → `/404` and `/404.html`. */
export function pagePaths(pathname: string): string[] {
  const path = `/${pathname.replace(/^\/+|\/+$/g, '')}`;
  if (path === '/') return ['/'];
  return [path, /^\/([a-z-]+\/)?404$/.test(path) ? `${path}.html` : `${path}/`];
}

/** A year, unchangeable: for a file whose address changes with its content. */
export const KEPT_A_YEAR = 'public, max-age=31536000, immutable';

/**
 * Files every build writes that pages ask for with a version of their content in the address
 * (`/icons.svg?v=…`, `iconSpriteHref`): kept a year. A changed file comes at a new address, and
 * one the page already has is used again without asking, offline too: the lesson player draws
 * each new slide's icons from the sprite it loaded with the first.
 */
export const VERSIONED_FILES: readonly string[] = [ICON_SPRITE_PATH];

/**
 * The rules of `dist/_headers`: the security headers (with HSTS for production) on every path,
 * with the policy most pages share, then the paths of each page whose policy differs. Grouping
 * keeps the file small (Cloudflare Pages reads at most 100 rules) and still gives every page,
 * the not-found page on any unknown path included, exactly its own policy. It sets
 * `Cache-Control` only on `VERSIONED_FILES`: Netlify and Cloudflare Pages apply a path's rule to
 * a 404 on that path too (neither can match on status), so `/_astro/*` with a year's cache would
 * keep a missing file's 404 for a year; the hosts' default (`max-age=0, must-revalidate` with an
 * ETag) applies. A versioned file is in every build, so it has no 404 to keep.
 */
export function securityHeaderRules({
  hsts = false,
  pages = [],
}: {
  hsts?: boolean;
  pages?: readonly { pathname: string; policy: string }[];
}): HeaderRule[] {
  const policies = pages.map(({ pathname, policy }) => ({ pathname, policy: headerPolicy(policy) }));
  const sitePolicy = mostCommon(policies.map(({ policy }) => policy)) ?? BASE_POLICY;
  const common = { ...(hsts && { 'Strict-Transport-Security': HSTS }), ...SECURITY_HEADERS, 'Content-Security-Policy': sitePolicy };
  const pageRules = policies
    .filter(({ policy }) => policy !== sitePolicy)
    .flatMap(({ pathname, policy }) => pagePaths(pathname).map((path) => ({ path, headers: { 'Content-Security-Policy': policy } })));
  const versioned = VERSIONED_FILES.map((path) => ({ path, headers: { 'Cache-Control': KEPT_A_YEAR } }));
  return [{ path: '/*', headers: common }, ...pageRules, ...versioned];
}

function mostCommon(values: readonly string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** The `_redirects` file (Netlify / Cloudflare Pages format): permanent redirects. */
export function redirectsFile(redirects: Readonly<Record<string, string>>): string {
  return Object.entries(redirects)
    .map(([from, to]) => `${from} ${to} 301\n`)
    .join('');
}
