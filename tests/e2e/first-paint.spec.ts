/**
 * Content pages paint before they ask for any script: every script file (the page's
 * enhancements, islands with `client:after-paint`) is requested after the page has loaded and painted
 * its content. A script requested earlier would share a slow connection with the first paint.
 */
import { expect, test } from './fixtures.ts';

// A long-form lesson, and the first interactive module (open to every visitor).
const CONTENT_PAGES = ['/', '/learn-more', '/white-paper', '/learn/financial-basics', '/learn/what-is-money-really'];

interface Timing {
  paint: number | undefined;
  load: number;
  scripts: { url: string; start: number }[];
}

for (const path of CONTENT_PAGES) {
  test(`${path} requests its scripts only after its first paint and load`, async ({ page }) => {
    await page.goto(path);
    // The page script has run: it wires the Menu button.
    await expect(page.locator('.menu-toggle[data-menu-ready]')).toHaveCount(1);
    const timing = await page.evaluate<Timing>(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ url: new URL(entry.name).pathname, start: entry.startTime })),
    }));
    expect(timing.paint, 'the browser reports its first contentful paint').toBeGreaterThan(0);
    expect(timing.scripts.length, 'the page script was requested').toBeGreaterThan(0);
    const early = timing.scripts.filter(({ start }) => start < timing.paint! || start < timing.load);
    expect(early, `first paint at ${timing.paint} ms, load at ${timing.load} ms`).toEqual([]);
  });
}

test('an island with client:after-paint comes alive once the page has painted', async ({ page }) => {
  await page.goto('/learn/what-is-money-really');
  await expect(page.locator('[data-player][data-ready="true"]')).toHaveCount(1);
});

test('a page loaded in a background tab starts at load: its first paint comes only when it is shown', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(document, 'hidden', { get: () => true });
    // No paint is reported while hidden.
    PerformanceObserver.prototype.observe = () => {};
  });
  await page.goto('/learn-more');
  await expect(page.locator('.menu-toggle[data-menu-ready]')).toHaveCount(1);
});

test('a browser without paint timing starts the page at load', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { get: () => ['navigation', 'resource'] });
  });
  await page.goto('/learn-more');
  await expect(page.locator('.menu-toggle[data-menu-ready]')).toHaveCount(1);
});
