import { test as base, type Page } from '@playwright/test';
import { langTag, LANGUAGES } from '../../src/i18n/languages.ts';
import { langFromPath, localHref, pathWithoutLang } from '../../src/i18n/routing.ts';
import { policyDirectives } from '../../src/content-build/http/security-headers.ts';
import { AXE_SCRIPT, axeViolations, expect, sitemapPaths, watchConsole } from './fixtures.ts';

/**
 * Every page in every language (English, /es/, /pt-br/), each loaded once per width and checked
 * for everything a page owes: its status, its language (`<html lang>`), a title and one visible
 * `<h1>`, its CSP (the header from `dist/_headers` is the page's `<meta>` policy plus what a
 * `<meta>` cannot say; the `<meta>` comes before any script; no violation), no console error,
 * and no axe violation.
 *
 * The learning templates (the path, modules, long-form lessons, quizzes, the exam):
 * learning-a11y.spec.ts checks a page of each in every state at both widths. The other pages of
 * those templates, in every language, differ in content only, which this sweep checks at
 * 1280 px; every other page is checked at 375 px too.
 */
const CHECKED_IN_EVERY_STATE = /^\/(learn-now|learn\/.+|[a-z0-9-]+-quiz|comprehensive-exam)$/;

const PAGES = [
  ...sitemapPaths().map((path) => ({ path, status: 200 })),
  // Unknown paths in each language: the not-found page (served under the site-wide header rule) and the player's own.
  ...LANGUAGES.flatMap(({ code }) =>
    ['/no-such-page', '/interactive-learn/no-such-module'].map((path) => ({ path: localHref(code, path), status: 404 })),
  ),
];

// One browser page per worker serves the whole sweep: a new context per page, and compiling
// axe's large script afresh in each new renderer, cost more than the checks themselves.
const test = base.extend<object, { sweepPage: Page }>({
  sweepPage: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, hasTouch, baseURL, serviceWorkers, reducedMotion } = workerInfo.project.use;
      const context = await browser.newContext({
        viewport: viewport ?? null,
        hasTouch: hasTouch ?? false,
        serviceWorkers: serviceWorkers ?? 'block',
        reducedMotion: reducedMotion ?? 'reduce',
        ...(baseURL && { baseURL }),
      });
      // axe is in every page of the sweep from its start, as the same script: the renderer then
      // compiles it once for the whole sweep (V8 keeps compiled scripts by their source), not once a page.
      await context.addInitScript({ content: AXE_SCRIPT });
      await context.addInitScript(() => {
        const reports: string[] = [];
        (window as unknown as { cspReports: string[] }).cspReports = reports;
        document.addEventListener('securitypolicyviolation', (event) => reports.push(`${event.violatedDirective} ${event.blockedURI}`));
      });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

for (const { path, status } of PAGES) {
  const tag = CHECKED_IN_EVERY_STATE.test(pathWithoutLang(path)) ? '' : '@mobile ';
  test(`${tag}${path}: status ${status}, its language, a title, one h1, its CSP, no console error, no axe violation`, async ({
    sweepPage: page,
  }) => {
    const consoleErrors = watchConsole(page);
    const response = await page.goto(path, { waitUntil: 'load' });
    expect(response?.status()).toBe(status);
    await expect(page.locator('html')).toHaveAttribute('lang', langTag(langFromPath(path)));
    await expect(page).toHaveTitle(/The Vault Club/);
    // Pages with states (the certificate: valid, unknown, revoked, offline) keep one heading per state, all but one hidden.
    await expect(page.locator('h1:visible')).toHaveCount(1);

    // The page's policy comes as its response header, from the first byte: scripts only by hash or from the site.
    const header = policyDirectives(response!.headers()['content-security-policy'] ?? '');
    const scripts = header.find((directive) => directive.startsWith('script-src '));
    expect(scripts).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/);
    expect(header).toEqual(expect.arrayContaining(["default-src 'self'", "object-src 'none'", "frame-ancestors 'none'"]));

    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { cspReports: string[] }).cspReports)).toEqual([]);
    expect(consoleErrors()).toEqual([]);
  });
}
