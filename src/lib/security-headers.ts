/**
 * Response headers that a `<meta>` Content-Security-Policy cannot carry. They are written to
 * `dist/_headers` for static hosts and sent by the project's own server (`npm start`).
 * Kept free of imports so that Node can load it directly.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "frame-ancestors 'none'; object-src 'none'; base-uri 'self'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** HSTS for the production host (two years, subdomains); never sent by the local http server. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * The `_headers` file (Netlify / Cloudflare Pages format) applying the headers to every path;
 * with `hsts` (production builds) Strict-Transport-Security too.
 */
export function headersFile({ hsts = false }: { hsts?: boolean } = {}): string {
  const headers = hsts ? { 'Strict-Transport-Security': HSTS, ...SECURITY_HEADERS } : SECURITY_HEADERS;
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return `/*\n${lines.join('\n')}\n`;
}

/** The `_redirects` file (Netlify / Cloudflare Pages format): permanent redirects. */
export function redirectsFile(redirects: Readonly<Record<string, string>>): string {
  return Object.entries(redirects)
    .map(([from, to]) => `${from} ${to} 301\n`)
    .join('');
}
