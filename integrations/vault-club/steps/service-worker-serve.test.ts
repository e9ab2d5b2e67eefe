import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendPaths, measurePrecache, serviceWorkerOptions, writeServiceWorkers, type RouteMatcher } from './service-worker.ts';
import { LANGUAGES, type Lang } from '../../../src/i18n/languages.ts';
import { langFromPath, localHref } from '../../../src/i18n/routing.ts';
import { serveStatic } from '../../../tools/serve.ts';

/** The pages of the small build, in English; each is built again in every other language, under its folder. */
const PAGES: Record<string, string> = {
  'index.html': '<h1>Home</h1>',
  'learn-more/index.html': '<h1>Learn More</h1>',
  'white-paper/index.html': '<h1>White Paper</h1>',
  'auth/index.html': '<h1>Sign in</h1>',
  'comprehensive-exam/index.html': '<h1>Final exam</h1>',
  'certificate/index.html': '<h1>Certificate</h1>',
  '404.html': '<h1>Not found</h1>',
  'offline/index.html': '<h1>You are offline</h1>',
  'learn-now/index.html': '<h1>Learn Now</h1>',
  'review/index.html': '<h1>Review</h1>',
  'interactive-learn/what-is-money-really/index.html': '<h1>Player</h1>',
  'learn/financial-basics/index.html': '<h1>Financial Basics</h1>',
  'learn/defi-protocols/index.html': '<meta http-equiv="refresh" content="0;url=/learn/decentralized-finance-defi">',
  'finance-quiz/index.html': '<h1>Finance quiz</h1>',
  'learn/what-is-money-really/quiz.json': '{"quizPool":[],"sources":[]}',
};

/** A small build shaped like `dist/`: each page of a kind in every language, a redirect stub, and chunks with and without supabase-js. */
const FILES: Record<string, string> = {
  ...Object.fromEntries(
    LANGUAGES.flatMap(({ code }) =>
      Object.entries(PAGES).map(([file, html]) => [localHref(code, `/${file}`).slice(1), html.replace('</h1>', ` (${code})</h1>`)]),
    ),
  ),
  '_astro/LessonPlayer.abc123.js': 'export const player = 1;',
  '_astro/BaseLayout.abc123.css': 'body{margin:0}',
  '_astro/supabase.abc123.js': 'headers["X-Client-Info"] = "supabase-js";',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
  'icons.svg': '<svg xmlns="http://www.w3.org/2000/svg"><symbol id="bank" viewBox="0 0 24 24"/></svg>',
  'manifest.webmanifest': '{"name":"The Vault Club"}',
  'icons/icon-192.png': 'png',
  'social-card.png': 'png',
};

/** The learning pages a worker keeps, at the addresses the site links to (without the language). */
const LEARNING = [
  '/finance-quiz',
  '/interactive-learn/what-is-money-really',
  '/learn-now',
  '/learn/financial-basics',
  '/learn/what-is-money-really/quiz.json',
  '/offline',
  '/review',
];
/** What every language's worker keeps. */
const SHARED = [
  '/_astro/BaseLayout.abc123.css',
  '/_astro/LessonPlayer.abc123.js',
  '/favicon.svg',
  '/icons.svg',
  '/icons/icon-192.png',
  '/manifest.webmanifest',
];

let dir: string;
const distUrl = () => pathToFileURL(`${dir}/`).href;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'vault-club-sw-'));
  for (const [path, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.each(LANGUAGES.map(({ code }) => code))('the offline precache of %s', (lang) => {
  it("holds its language's learning pages, at the addresses the site links to, and the shared scripts, styles and icons", async () => {
    const { urls } = await measurePrecache(distUrl(), lang);
    expect(urls.sort()).toEqual([...LEARNING.map((path) => localHref(lang, path)), ...SHARED].sort());
  });

  it("leaves out other languages' pages, marketing pages, pages that need the backend, redirect stubs and supabase-js", async () => {
    const { urls } = await measurePrecache(distUrl(), lang);
    expect(urls.filter((url) => !SHARED.includes(url) && langFromPath(url) !== lang)).toEqual([]);
    for (const page of [
      '/',
      '/learn-more',
      '/white-paper',
      '/auth',
      '/comprehensive-exam',
      '/certificate',
      '/404.html',
      '/learn/defi-protocols',
    ])
      expect(urls).not.toContain(localHref(lang, page));
    expect(urls.some((url) => url.includes('supabase'))).toBe(false);
  });

  it('counts the bytes a device stores', async () => {
    const { size, count, gzipSize } = await measurePrecache(distUrl(), lang);
    expect(count).toBe(SHARED.length + LEARNING.length);
    const stored = [
      ...SHARED,
      ...LEARNING.map((path) => (path.endsWith('.json') ? localHref(lang, path) : `${localHref(lang, path)}/index.html`)),
    ].reduce((sum, url) => sum + readFileSync(join(dir, url)).length, 0);
    expect(size).toBe(stored);
    expect(gzipSize).toBeGreaterThan(0);
  });
});

/** The first of `lang`'s worker's routes that takes a request, by its strategy; undefined when none does (the browser's own fetch). */
function routeFor(lang: Lang, url: string, mode: RequestMode = 'navigate'): string | undefined {
  const site = 'http://site.example';
  const request = new URL(url, site);
  const routes = serviceWorkerOptions(distUrl(), lang).runtimeCaching ?? [];
  const match = (pattern: unknown) =>
    (pattern as RouteMatcher)({ url: request, request: { mode } as Request, sameOrigin: request.origin === site } as never);
  return routes.find((route) => match(route.urlPattern))?.handler as string | undefined;
}

describe('the runtime routes of each worker', () => {
  it('keep pages of their own language as visited, and leave other languages’ pages alone', () => {
    expect(routeFor('en', '/learn-more')).toBe('NetworkFirst');
    expect(routeFor('es', '/es/learn-more')).toBe('NetworkFirst');
    expect(routeFor('pt-br', '/pt-br/white-paper')).toBe('NetworkFirst');
    // English's scope is the whole site: its worker sees Spanish and Portuguese pages and lets them pass.
    for (const path of ['/es', '/es/', '/es/learn-more', '/pt-br/white-paper', '/es/auth'])
      expect(routeFor('en', path), path).toBeUndefined();
    expect(routeFor('es', '/pt-br/white-paper')).toBeUndefined();
    // A page whose name only starts like a language's is English.
    expect(routeFor('en', '/estimates')).toBe('NetworkFirst');
  });

  it('never keep pages that need the backend, in any language, nor anything of another origin', () => {
    for (const { code } of LANGUAGES) {
      for (const page of ['/auth', '/comprehensive-exam', '/certificate', '/certificate/abc'])
        expect(routeFor(code, localHref(code, page)), `${code} ${page}`).toBe('NetworkOnly');
      expect(routeFor(code, localHref(code, '/authors')), code).toBe('NetworkFirst');
      for (const url of [
        'http://127.0.0.1:54321/auth/v1/token',
        'http://127.0.0.1:54321/rest/v1/progress',
        'http://127.0.0.1:54321/_astro/x.js',
      ])
        expect(routeFor(code, url, 'cors'), `${code} ${url}`).toBeUndefined();
    }
  });

  it('keep the shared scripts that are not precached (supabase-js) in every language, not other files', () => {
    for (const { code } of LANGUAGES) {
      expect(routeFor(code, '/_astro/supabase.abc123.js', 'cors')).toBe('CacheFirst');
      expect(routeFor(code, localHref(code, '/social-card.png'), 'no-cors')).toBeUndefined();
    }
  });
});

describe('the written workers', () => {
  beforeAll(async () => {
    for (const worker of await writeServiceWorkers(distUrl())) expect(worker.warnings, worker.file).toEqual([]);
  }, 90_000);

  it("each precache their language's pages, and fall back to their language's offline page", () => {
    for (const { code } of LANGUAGES) {
      const sw = readFileSync(join(dir, localHref(code, '/sw.js')), 'utf8');
      for (const url of [...LEARNING.map((path) => localHref(code, path)), ...SHARED])
        expect(sw, `${code} ${url}`).toContain(`url:"${url}"`);
      for (const other of LANGUAGES.filter((language) => language.code !== code))
        expect(sw, `${code} holds ${other.code}`).not.toContain(`url:"${localHref(other.code, '/learn-now')}"`);
      expect(sw).toContain(`fallbackURL:"${localHref(code, '/offline')}"`);
      // The lesson player asks for the sprite with its version (`/icons.svg?v=…`): the precached one answers.
      expect(sw).toContain('ignoreURLParametersMatching:[/^utm_/,/^fbclid$/,/^v$/]');
      expect(sw).toContain(String(backendPaths(code)));
      // Every runtime route first checks that the request is for this site.
      expect(sw.match(/registerRoute\(\(\{[^}]*sameOrigin/g)?.length).toBe(3);
    }
  });

  it('keep their caches apart: English under the names it had before there were languages', () => {
    const en = readFileSync(join(dir, 'sw.js'), 'utf8');
    expect(en).toContain('prefix:"vault-club"');
    expect(en).toContain('cacheName:"vault-club-pages"');
    expect(en).toContain('cacheName:"vault-club-assets"');
    const es = readFileSync(join(dir, 'es/sw.js'), 'utf8');
    expect(es).toContain('prefix:"vault-club-es"');
    expect(es).toContain('cacheName:"vault-club-es-pages"');
    expect(es).toContain('cacheName:"vault-club-es-assets"');
    expect(readFileSync(join(dir, 'pt-br/sw.js'), 'utf8')).toContain('cacheName:"vault-club-pt-br-assets"');
  });

  it('are each served as /sw.js is: a script, never kept stale by the HTTP cache, with the site’s headers', async () => {
    const server = await serveStatic({ root: dir, port: 0 });
    try {
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const headersOf = async (path: string) => {
        const response = await fetch(`${origin}${path}`);
        expect(response.status, path).toBe(200);
        return Object.fromEntries([...response.headers].filter(([name]) => name !== 'date'));
      };
      const root = await headersOf('/sw.js');
      expect(root['content-type']).toBe('text/javascript; charset=utf-8');
      expect(root['cache-control']).toBe('no-cache');
      for (const path of ['/es/sw.js', '/pt-br/sw.js']) expect(await headersOf(path), path).toEqual(root);
    } finally {
      server.close();
    }
  });
});
