import { LANGUAGES } from '../../src/i18n/languages.ts';
import { langFromPath, pathWithoutLang } from '../../src/i18n/routing.ts';
import { expect, sitemapPaths, test } from './fixtures.ts';

const paths = sitemapPaths();

test('the sitemap lists every page once in every language: fixed pages, lessons and modules, no redirect', () => {
  expect(paths).toHaveLength((12 + 7 + 18) * LANGUAGES.length);
  expect(paths.filter((path) => pathWithoutLang(path).startsWith('/interactive-learn/'))).toEqual([]);
  expect(new Set(paths).size).toBe(paths.length);
  // The same pages in each language.
  const pagesIn = (lang: string) => paths.filter((path) => langFromPath(path) === lang).map(pathWithoutLang);
  for (const { code } of LANGUAGES) expect(pagesIn(code)).toEqual(pagesIn('en'));
});

// Each page's status, title, heading, CSP and accessibility: pages.spec.ts.

test('an unknown path shows the not-found page with status 404', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
  expect(messages.some((text) => text.includes('/no-such-page'))).toBe(true);
});

test('an unknown lesson module says the module was not found', async ({ page }) => {
  const response = await page.goto('/interactive-learn/no-such-module');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Module Not Found');
  await expect(page.getByText('The requested learning module could not be found.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Learning Path' })).toHaveAttribute('href', '/learn-now');
});

test('/learn/defi-protocols redirects to the DeFi module', async ({ page }) => {
  await page.goto('/learn/defi-protocols');
  await expect(page).toHaveURL(/\/learn\/decentralized-finance-defi\/?$/);
});

test('a module has one address: its old ones redirect there, and its canonical link agrees', async ({ page, request }) => {
  for (const [from, to] of [
    ['/interactive-learn/tokens-tokenization', '/learn/tokens-tokenization'],
    ['/learn/colonialism-money-trade', '/learn/money-as-control'],
  ] as const) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers()['location'], from).toBe(to);
    await page.goto(from);
    await expect(page).toHaveURL(new RegExp(`${to}/?$`));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${to}/?$`));
  }
});

test('responses carry the security headers and a strict CSP', async ({ page }) => {
  const response = await page.goto('/');
  const headers = response!.headers();
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['referrer-policy']).toBeTruthy();
  expect(headers['permissions-policy']).toBeTruthy();
  const csp = headers['content-security-policy']!;
  const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src'));
  expect(scriptSrc).toBeTruthy();
  expect(scriptSrc).not.toContain('unsafe-inline');
  expect(csp).toContain('connect-src');
});

test('the sitemap (without the unindexed /auth), robots.txt and favicon are served', async ({ request }) => {
  expect((await request.get('/robots.txt')).ok()).toBe(true);
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap:');
  expect((await request.get('/favicon.svg')).ok()).toBe(true);
  expect((await request.get('/sitemap-index.xml')).headers()['content-type']).toContain('xml');
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  expect(sitemap).toContain('/learn-now');
  expect(sitemap).not.toMatch(/<loc>[^<]*\/(auth|404)\/?<\/loc>/);
});

test('@mobile with JavaScript off a long-form lesson shows its full text', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/learn/financial-basics');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Financial Basics');
  await expect(page.getByRole('heading', { name: 'Key points' })).toBeVisible();
  expect((await page.locator('main').innerText()).split(/\s+/).length).toBeGreaterThan(900);
  await context.close();
});
