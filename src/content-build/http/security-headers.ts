/**
 * Response headers for every page: the ones a `<meta>` Content-Security-Policy cannot carry,
 * and each page's own CSP repeated as a header with `frame-ancestors` added. They are written to
 * `dist/_headers` for static hosts and applied from there by the project's own server
 * (`npm start`).
 */
import type { HeaderRule } from './headers-file.ts';

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

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#39;': "'", '&#x27;': "'", '&lt;': '<', '&gt;': '>' };

/** The policy of a built page's `<meta http-equiv="content-security-policy">`, or undefined without one. */
export function metaPolicy(html: string): string | undefined {
  const tag = /<meta\s[^>]*http-equiv="content-security-policy"[^>]*>/i.exec(html)?.[0];
  const content = tag && /\scontent="([^"]*)"/i.exec(tag)?.[1];
  return content?.replace(/&(?:amp|quot|#39|#x27|lt|gt);/g, (entity) => ENTITIES[entity]!);
}

/** The policy as `name value` directives, one each, in order: what two policies are compared by. */
export function policyDirectives(policy: string): string[] {
  return policy
    .split(';')
    .map((directive) => directive.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
}

/**
 * A page's header policy: its `<meta>` policy plus the base policy's directives that it lacks
 * (`frame-ancestors 'none'`, which a `<meta>` cannot carry), so that a host that joins this
 * header with the site-wide one enforces exactly the page's policy.
 */
export function headerPolicy(pagePolicy: string): string {
  const directives = policyDirectives(pagePolicy);
  const names = new Set(directives.map((directive) => directive.split(' ')[0]));
  const missing = policyDirectives(BASE_POLICY).filter((directive) => !names.has(directive.split(' ')[0]));
  return [...directives, ...missing].join('; ');
}

/** The URL paths a built HTML file answers: `learn/x/index.html` → `/learn/x` and `/learn/x/`. */
export function pagePaths(file: string): string[] {
  const path = `/${file.replace(/\\/g, '/')}`;
  if (path === '/index.html') return ['/'];
  if (path.endsWith('/index.html')) {
    const directory = path.slice(0, -'/index.html'.length);
    return [directory, `${directory}/`];
  }
  return [path.replace(/\.html$/, ''), path];
}

/**
 * The rules of `dist/_headers`: the security headers (with HSTS for production) on every path,
 * with the policy most pages share, then the paths of each page whose policy differs. Grouping
 * keeps the file small (Cloudflare Pages reads at most 100 rules) and still gives every page,
 * the not-found page on any unknown path included, exactly its own policy. It sets no
 * `Cache-Control`: Netlify and Cloudflare Pages apply a path's rule to a 404 on that path too
 * (neither can match on status), so `/_astro/*` with a year's cache would keep a missing file's
 * 404 for a year; the hosts' default (`max-age=0, must-revalidate` with an ETag) applies.
 */
export function securityHeaderRules({
  hsts = false,
  pages = [],
}: {
  hsts?: boolean;
  pages?: readonly { file: string; policy: string }[];
}): HeaderRule[] {
  const policies = pages.map(({ file, policy }) => ({ file, policy: headerPolicy(policy) }));
  const sitePolicy = mostCommon(policies.map(({ policy }) => policy)) ?? BASE_POLICY;
  const common = { ...(hsts && { 'Strict-Transport-Security': HSTS }), ...SECURITY_HEADERS, 'Content-Security-Policy': sitePolicy };
  const pageRules = policies
    .filter(({ policy }) => policy !== sitePolicy)
    .flatMap(({ file, policy }) => pagePaths(file).map((path) => ({ path, headers: { 'Content-Security-Policy': policy } })));
  return [{ path: '/*', headers: common }, ...pageRules];
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
