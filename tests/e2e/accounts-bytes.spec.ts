import { mkdirSync, writeFileSync } from 'node:fs';
import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createConfirmedLearner, scrollToWallet, storeSession, uniqueEmail } from './accounts.ts';

/** The JavaScript one visit downloads: gzipped as transferred, and decoded. */
interface Weight {
  page: string;
  visitor: 'signed out' | 'signed in';
  /** Where the visit ended (a signed-out visitor of /learn-now is sent to /auth). */
  landed: string;
  files: number;
  gzipBytes: number;
  bytes: number;
  supabase: boolean;
}

const PAGES = ['/', '/auth', '/learn-now'] as const;

/** Opens `path` in a fresh browser (signed in or not) and adds up the .js responses until the network is idle. */
async function measure(browser: Browser, path: string, signedIn: boolean): Promise<Weight> {
  // First-load JavaScript only: the service worker's background download is not the page's.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  if (signedIn) await storeSession(page, await createConfirmedLearner(uniqueEmail('bytes')));
  const responses: Promise<{ url: string; gzip: number; bytes: number; supabase: boolean }>[] = [];
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.endsWith('.js')) return;
    responses.push(
      // A response cut short by the redirect away from a protected page has no body: count it as 0.
      Promise.all([
        response
          .request()
          .sizes()
          .then((sizes) => sizes.responseBodySize)
          .catch(() => 0),
        response.body().catch(() => Buffer.alloc(0)),
        // supabase-js is recognised by its content (the header it sends), not by a chunk name the bundler may change.
      ]).then(([gzip, body]) => ({ url: response.url(), gzip, bytes: body.length, supabase: body.includes('X-Client-Info') })),
    );
  });
  let lastRequest = Date.now();
  page.on('request', () => (lastRequest = Date.now()));
  await page.goto(path);
  if (!signedIn && path === '/learn-now') await page.waitForURL('**/auth?next=**');
  // A signed-in learner scrolls to the wallet card, which loads only then.
  if (signedIn && path !== '/auth') await expect(await scrollToWallet(page)).toHaveAttribute('data-state', /^(shown|missing)$/);
  // The pages that load supabase-js (/auth and everything signed in) do so after hydration: wait for it.
  if (signedIn || path !== '/') {
    await expect.poll(async () => (await Promise.all(responses)).some((file) => file.supabase), { timeout: 20_000 }).toBe(true);
  }
  // Quiet for a second: lazy chunks have arrived (Playwright's "networkidle" does not survive the redirect).
  await expect.poll(() => Date.now() - lastRequest, { intervals: [250] }).toBeGreaterThan(1000);
  const files = await Promise.all(responses);
  const weight: Weight = {
    page: path,
    visitor: signedIn ? 'signed in' : 'signed out',
    landed: new URL(page.url()).pathname,
    files: files.length,
    gzipBytes: files.reduce((sum, file) => sum + file.gzip, 0),
    bytes: files.reduce((sum, file) => sum + file.bytes, 0),
    supabase: files.some((file) => file.supabase),
  };
  await context.close();
  return weight;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test('JavaScript each visitor downloads on /, /auth and /learn-now (printed, and saved to test-results/js-bytes.json)', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const weights: Weight[] = [];
  for (const path of PAGES) for (const signedIn of [false, true]) weights.push(await measure(browser, path, signedIn));

  console.log(
    `\n${'page'.padEnd(11)}${'visitor'.padEnd(12)}${'landed on'.padEnd(11)}${'files'.padStart(6)}${'gzip'.padStart(10)}${'decoded'.padStart(10)}  supabase-js`,
  );
  for (const w of weights)
    console.log(
      `${w.page.padEnd(11)}${w.visitor.padEnd(12)}${w.landed.padEnd(11)}${String(w.files).padStart(6)}${kb(w.gzipBytes).padStart(10)}${kb(w.bytes).padStart(10)}  ${w.supabase ? 'yes' : 'no'}`,
    );
  mkdirSync('test-results', { recursive: true });
  writeFileSync('test-results/js-bytes.json', `${JSON.stringify(weights, null, 2)}\n`);

  const find = (page: string, visitor: Weight['visitor']) => weights.find((w) => w.page === page && w.visitor === visitor)!;
  expect(find('/', 'signed out').supabase, 'a signed-out visitor of / never downloads supabase-js').toBe(false);
  expect(find('/', 'signed in').supabase, 'the wallet card of a signed-in learner loads it').toBe(true);
  expect(find('/learn-now', 'signed out').landed).toBe('/auth');
  expect(find('/learn-now', 'signed in').supabase).toBe(true);
  expect(find('/auth', 'signed out').supabase).toBe(true);
  expect(find('/', 'signed out').gzipBytes).toBeLessThan(100 * 1024);
});
