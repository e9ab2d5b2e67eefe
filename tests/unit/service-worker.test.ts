import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measurePrecache, writeServiceWorker } from '../../integrations/vault-club/steps/service-worker';

/** A small build shaped like `dist/`: each page of a kind, a redirect stub, and chunks with and without supabase-js. */
const FILES: Record<string, string> = {
  'index.html': '<h1>Home</h1>',
  'learn-more/index.html': '<h1>Learn More</h1>',
  'white-paper/index.html': '<h1>White Paper</h1>',
  'auth/index.html': '<h1>Sign in</h1>',
  'comprehensive-exam/index.html': '<h1>Final exam</h1>',
  '404.html': '<h1>Not found</h1>',
  'offline/index.html': '<h1>You are offline</h1>',
  'learn-now/index.html': '<h1>Learn Now</h1>',
  'interactive-learn/what-is-money-really/index.html': '<h1>Player</h1>',
  'learn/financial-basics/index.html': '<h1>Financial Basics</h1>',
  'learn/defi-protocols/index.html': '<meta http-equiv="refresh" content="0;url=/learn/decentralized-finance-defi">',
  'finance-quiz/index.html': '<h1>Finance quiz</h1>',
  '_astro/LessonPlayer.abc123.js': 'export const player = 1;',
  '_astro/BaseLayout.abc123.css': 'body{margin:0}',
  '_astro/supabase.abc123.js': 'headers["X-Client-Info"] = "supabase-js";',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
  'manifest.webmanifest': '{"name":"The Vault Club"}',
  'icons/icon-192.png': 'png',
  'social-card.png': 'png',
};

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'vault-club-sw-'));
  for (const [path, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the offline precache', () => {
  it('holds the learning pages, at the addresses the site links to, with their scripts and styles', async () => {
    const { urls } = await measurePrecache(pathToFileURL(`${dir}/`).href);
    expect(urls.sort()).toEqual(
      [
        '_astro/BaseLayout.abc123.css',
        '_astro/LessonPlayer.abc123.js',
        'favicon.svg',
        'finance-quiz',
        'icons/icon-192.png',
        'interactive-learn/what-is-money-really',
        'learn-now',
        'learn/financial-basics',
        'manifest.webmanifest',
        'offline',
      ].sort(),
    );
  });

  it('leaves out marketing pages, pages that need the backend, redirect stubs and supabase-js', async () => {
    const { urls } = await measurePrecache(pathToFileURL(`${dir}/`).href);
    for (const left of ['', 'learn-more', 'white-paper', 'auth', 'comprehensive-exam', '404.html', 'learn/defi-protocols'])
      expect(urls).not.toContain(left);
    expect(urls.some((url) => url.includes('supabase'))).toBe(false);
  });

  it('counts the bytes a device stores', async () => {
    const { size, count, gzipSize } = await measurePrecache(pathToFileURL(`${dir}/`).href);
    expect(count).toBe(10);
    const stored = [
      '_astro/BaseLayout.abc123.css',
      '_astro/LessonPlayer.abc123.js',
      'favicon.svg',
      'icons/icon-192.png',
      'manifest.webmanifest',
    ]
      .concat(
        ['finance-quiz', 'interactive-learn/what-is-money-really', 'learn-now', 'learn/financial-basics', 'offline'].map(
          (page) => `${page}/index.html`,
        ),
      )
      .reduce((sum, path) => sum + readFileSync(join(dir, path)).length, 0);
    expect(size).toBe(stored);
    expect(gzipSize).toBeGreaterThan(0);
  });

  it('writes sw.js with the pages, the offline fallback and no route for other origins', async () => {
    expect((await writeServiceWorker(pathToFileURL(`${dir}/`).href)).warnings).toEqual([]);
    const sw = readFileSync(join(dir, 'sw.js'), 'utf8');
    expect(sw).toContain('url:"learn/financial-basics"');
    expect(sw).toContain('fallbackURL:"/offline"');
    expect(sw).toMatch(/auth\|comprehensive-exam\|certificate/);
    // Every runtime route first checks that the request is for this site.
    expect(sw.match(/registerRoute\(\(\{[^}]*sameOrigin/g)?.length).toBe(3);
  }, 60_000);
});
