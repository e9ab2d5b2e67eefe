import { readFileSync } from 'node:fs';
import type axe from 'axe-core';
import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';
import { LANGUAGES } from '../../src/i18n/languages.ts';
import { localHref } from '../../src/i18n/routing.ts';
import { NOT_INDEXED_PATHS } from '../../src/content-build/http/unindexed.ts';
import { AXE_TAGS, readAxeScript, violationLine } from '../axe-rules.ts';

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
      const consoleErrors = watchConsole(page, allowConsole);
      await use();
      expect(consoleErrors(), 'console errors or CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Starts collecting the page's console errors and uncaught exceptions, leaving out those that
 * are not the page's fault and those matching `allow`. The returned function stops collecting
 * and returns them.
 */
export function watchConsole(page: Page, allow: readonly RegExp[] = []): () => string[] {
  const errors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    // A failed load names no address in its text; its location does, which a failure report needs.
    const { url } = message.location();
    if (![...EXPECTED_CONSOLE, ...allow].some((pattern) => pattern.test(text))) errors.push(url ? `${text} (${url})` : text);
  };
  const onPageError = (error: Error) => errors.push(`uncaught: ${error.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  return () => {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    return errors;
  };
}

export { expect };

/** axe-core's minified build, the script put in each page (see `readAxeScript`). */
export const AXE_SCRIPT = readAxeScript();

/**
 * Runs axe (WCAG 2.2 A and AA rules, and axe's best practices) in the page and returns the
 * violations, summarised for a readable failure.
 *
 * axe runs in the page itself, put there once per document: compiling its large script is most
 * of a check's time on a busy machine, and AxeBuilder (@axe-core/playwright) puts it in twice per
 * check, then, by default, finishes each run in a new blank page to reach cross-origin frames (the
 * site has none). Only violations are read: axe then skips gathering every passing node.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function'))) await page.evaluate(AXE_SCRIPT);
  const violations = await page.evaluate(async (tags) => {
    const { axe: inPage } = window as unknown as { axe: typeof axe };
    return (await inPage.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })).violations;
  }, AXE_TAGS);
  return violations.map(violationLine);
}

/**
 * Every page path in every language: the built sitemap (`dist/sitemap-0.xml`, from
 * @astrojs/sitemap) plus the unindexed pages in each language, read when the tests are collected.
 */
export function sitemapPaths(): string[] {
  const xml = readFileSync('dist/sitemap-0.xml', 'utf8');
  const indexed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url!).pathname.replace(/(.)\/$/, '$1'));
  const unindexed = NOT_INDEXED_PATHS.filter((path) => path !== '/404');
  return [...indexed, ...LANGUAGES.flatMap(({ code }) => unindexed.map((path) => localHref(code, path)))];
}

/**
 * Waits until every React island the page hydrates on load has hydrated. (The wallet card is
 * no island: a page script mounts it for a signed-in learner near it, see `wallet-card-place.ts`.)
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.querySelectorAll('astro-island')].every((island) => !island.hasAttribute('ssr')));
}
