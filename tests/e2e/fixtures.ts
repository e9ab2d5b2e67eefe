import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { NOT_INDEXED_PATHS } from '../../src/lib/unindexed';

/**
 * Console messages that are not the page's fault, both the browser's own log of a response:
 * 404 for a missing page, and 406 for the wallet read of a learner whose wallet is still being
 * created (PostgREST answers `.single()` with no row so; the tests share one wallet pool, which
 * any test's learner may find empty).
 */
const EXPECTED_CONSOLE = [/Failed to load resource: the server responded with a status of 40[46]/];

/**
 * `test` with a guard: any console error or CSP violation during a test fails it. A test that
 * expects one (e.g. the error log of a failed request) adds a pattern to `allowConsole`.
 */
export const test = base.extend<{ allowConsole: RegExp[]; consoleGuard: void }>({
  allowConsole: [[], { option: true }],
  consoleGuard: [
    async ({ page, allowConsole }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (![...EXPECTED_CONSOLE, ...allowConsole].some((pattern) => pattern.test(text))) errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      await use();
      expect(errors, 'console errors or CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Runs axe (WCAG 2.2 A and AA rules) and returns the violations, summarised for a readable failure. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

/** Pages the sitemap leaves out (they ask not to be indexed) but every sweep still visits. */

/** Every page path: the built sitemap (`dist/sitemap-0.xml`, from @astrojs/sitemap) plus the unindexed pages, read when the tests are collected. */
export function sitemapPaths(): string[] {
  const xml = readFileSync('dist/sitemap-0.xml', 'utf8');
  const indexed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url!).pathname.replace(/(.)\/$/, '$1'));
  return [...indexed, ...NOT_INDEXED_PATHS.filter((path) => path !== '/404')];
}

/** Waits until every React island on the page has hydrated. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.querySelectorAll('astro-island')].every((island) => !island.hasAttribute('ssr')));
}
