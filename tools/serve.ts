/**
 * Serves the built site (`dist/`) as a static host would: the headers of `_headers` (the
 * security headers and each page's CSP), `_redirects`, the not-found page with status 404
 * (also for the files hosts keep to themselves: {@link isHostPrivate}), brotli (or gzip for a
 * client without it), and long caching for hashed assets that exist, never for an error.
 * Used by `npm start`, the browser tests and `npm run perf`.
 */
import { DEFAULT_LANG } from '../src/i18n/languages.ts';
import { langFromPath } from '../src/i18n/routing.ts';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, relative, resolve } from 'node:path';
import { brotliCompressSync, constants, createBrotliCompress, createGzip } from 'node:zlib';
import { headersForPath, parseHeadersFile, type HeaderRule } from '../src/content-build/http/headers-file.ts';
import { KEPT_A_YEAR, SECURITY_HEADERS } from '../src/content-build/http/security-headers.ts';
import { MAX_HEADER_BYTES, guardServer } from '@vault-club/local-supabase';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.xml', '.txt', '.svg', '.webmanifest']);

/**
 * Brotli at the quality hosts' CDNs use when they compress on the fly (4–5); every browser the
 * site serves accepts it, and it is what a phone on slow data gets in production.
 */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/** The bytes of `body` as this server (and a host's CDN) sends it to a browser: brotli. */
export const sentSize = (body: string | Buffer) => brotliCompressSync(body, BROTLI_OPTIONS).length;

/** The encoding a request accepts (`Accept-Encoding`, where `;q=0` refuses one), brotli first. */
function encodingFor(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set(
    String(acceptEncoding ?? '')
      .split(',')
      .map((entry) =>
        entry
          .trim()
          .toLowerCase()
          .split(/\s*;\s*/),
      )
      .filter(([, quality]) => !/^q=0(\.0*)?$/.test(quality ?? ''))
      .map(([name]) => name),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
}

function readRedirects(root: string): Map<string, { to: string; status: number }> {
  const file = join(root, '_redirects');
  const rules = new Map<string, { to: string; status: number }>();
  if (!existsSync(file)) return rules;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (from && to && !from.startsWith('#')) rules.set(from.replace(/\/+$/, ''), { to, status: Number(status) || 301 });
  }
  return rules;
}

/** The rules of `_headers`; without the file (a build from before it existed), the security headers on every path. */
function readHeaderRules(root: string): HeaderRule[] {
  const file = join(root, '_headers');
  return existsSync(file) ? parseHeadersFile(readFileSync(file, 'utf8')) : [{ path: '/*', headers: { ...SECURITY_HEADERS } }];
}

/**
 * Files of `dist/` that Netlify and Cloudflare Pages read or skip instead of serving: their
 * configuration at the top (`_headers`, `_redirects`, Cloudflare's `_routes.json` and
 * `_worker.js`, as `wrangler pages deploy` leaves them out), and anything under a dot-name
 * or `node_modules` (Netlify's deploy skips both; `.well-known` is the exception).
 */
export function isHostPrivate(relativePath: string): boolean {
  const parts = relativePath.split(/[/\\]/).filter(Boolean);
  if (['_headers', '_redirects', '_routes.json', '_worker.js'].includes(parts[0] ?? '')) return true;
  return parts.some((part) => part === 'node_modules' || (part.startsWith('.') && part !== '.well-known'));
}

function findFile(root: string, pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const safe = normalize(decoded).replace(/^(\.\.[/\\])+/, '');
  const base = resolve(root, `.${safe}`);
  if (!base.startsWith(root) || isHostPrivate(relative(root, base))) return undefined;
  for (const candidate of [base, join(base, 'index.html'), `${base}.html`]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/**
 * Whatever may change, errors included, is checked again on every use: a 404 cached for a
 * year would outlive the deploy that adds the file.
 */
const REVALIDATE = 'no-cache';

/** Starts the static server on `host:port`, serving `root`. */
export function serveStatic({ root, host = '127.0.0.1', port = 4321 }: { root: string; host?: string; port?: number }): Promise<Server> {
  const absoluteRoot = resolve(root);
  const redirects = readRedirects(absoluteRoot);
  const headerRules = readHeaderRules(absoluteRoot);
  // A target that is no path at all gets the site-wide rule, as a host answers it.
  const siteWideHeaders = headersForPath(
    headerRules.filter((rule) => rule.path === '/*'),
    '/',
  );
  const server = createServer({ maxHeaderSize: MAX_HEADER_BYTES }, (request, response) => {
    let url: URL;
    try {
      url = new URL(request.url ?? '/', 'http://site.invalid');
      decodeURIComponent(url.pathname);
    } catch {
      response
        .writeHead(400, { ...siteWideHeaders, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': REVALIDATE })
        .end('Bad Request');
      return;
    }
    for (const [name, value] of Object.entries(headersForPath(headerRules, url.pathname))) response.setHeader(name, value);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD', 'Cache-Control': REVALIDATE }).end();
      return;
    }
    const redirect = redirects.get(url.pathname.replace(/\/+$/, ''));
    if (redirect) {
      response.writeHead(redirect.status, { Location: redirect.to }).end();
      return;
    }
    const file = findFile(absoluteRoot, url.pathname);
    // The not-found page of the address's language (`/es/…` → `es/404.html`), as static hosts do.
    const lang = langFromPath(url.pathname);
    const served = file ?? join(absoluteRoot, lang === DEFAULT_LANG ? '' : lang, '404.html');
    const extension = extname(served);
    response.statusCode = file ? 200 : 404;
    response.setHeader('Content-Type', TYPES[extension] ?? 'application/octet-stream');
    // A `_headers` rule's caching stands (the versioned icon sprite), as on the hosts; files whose
    // name carries a hash of their content (`/_astro/`) and that exist are kept a year.
    if (!response.hasHeader('Cache-Control'))
      response.setHeader('Cache-Control', file && url.pathname.startsWith('/_astro/') ? KEPT_A_YEAR : REVALIDATE);
    const encoding = COMPRESSIBLE.has(extension) ? encodingFor(request.headers['accept-encoding']) : undefined;
    if (encoding) {
      response.setHeader('Content-Encoding', encoding);
      response.setHeader('Vary', 'Accept-Encoding');
    }
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    const stream = createReadStream(served);
    stream.on('error', () => response.destroy());
    const compress = { br: () => createBrotliCompress(BROTLI_OPTIONS), gzip: () => createGzip() };
    (encoding ? stream.pipe(compress[encoding]()) : stream).pipe(response);
  });
  guardServer(server);
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolvePromise(server));
  });
}
