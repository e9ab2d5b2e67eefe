import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serveStatic } from '../../tools/serve.ts';
import { writeServiceWorker } from '../../integrations/vault-club/steps/service-worker.ts';
import { expect, test } from './fixtures.ts';

// The rest of the suite blocks service workers (playwright.config.ts); this file is about them.
test.use({ serviceWorkers: 'allow' });

const LESSON = '/learn/financial-basics';

/**
 * Two deploys of the site on one origin: the current build, and the same build with one lesson
 * changed and its service worker generated again by the build's own step (as `astro build` does
 * after an editor's change). The server (the one `npm start` uses) serves a copy of the first;
 * `deploy()` copies the second over it, as a static host's deploy does.
 */
async function twoDeploys() {
  const root = mkdtempSync(join(tmpdir(), 'vault-club-deploys-'));
  const live = join(root, 'live');
  const next = join(root, 'next');
  cpSync('dist', live, { recursive: true });
  cpSync('dist', next, { recursive: true });
  const lesson = join(next, LESSON, 'index.html');
  writeFileSync(lesson, readFileSync(lesson, 'utf8').replace(/(<h1\b[^>]*>)([^<]+)/, '$1$2 (revised)'));
  await writeServiceWorker(pathToFileURL(`${next}/`).href);
  const server = await serveStatic({ root: live, port: 0 });
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    deploy: () => cpSync(next, live, { recursive: true }),
    close: () => {
      server.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

test('a new deploy with a changed lesson reaches a returning learner after Reload', async ({ page }) => {
  // Generating the second deploy's service worker (Workbox bundles it) takes a few seconds.
  test.setTimeout(60_000);
  const site = await twoDeploys();
  try {
    const title = page.getByRole('heading', { level: 1 });
    await page.goto(`${site.origin}${LESSON}`);
    // A learner who turned offline use on (it is off until they do).
    await page.evaluate(() => localStorage.setItem('vault-club:offline-download', 'on'));
    await page.reload();
    await expect(title).toHaveText('Financial Basics');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });

    site.deploy();
    await page.goto(`${site.origin}${LESSON}`);
    // The saved lesson opens at once; the new version is saved in the background, then offered.
    await expect(title).toHaveText('Financial Basics');
    const prompt = page.getByText('A new version of the lessons is available');
    await expect(prompt).toBeVisible();
    await expect(page.getByRole('status').filter({ has: prompt })).toBeAttached();
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(title).toHaveText('Financial Basics (revised)');
    await expect(prompt).toBeHidden();

    await page.goto(`${site.origin}${LESSON}`);
    await expect(title).toHaveText('Financial Basics (revised)');
  } finally {
    site.close();
  }
});
