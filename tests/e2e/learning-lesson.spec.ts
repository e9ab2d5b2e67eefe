import { expect, test } from './fixtures.ts';
import { layoutShift, watchLayoutShifts } from './layout-shift.ts';
import { storeProgress } from './learner.ts';

const bar = (page: import('@playwright/test').Page) => page.getByRole('progressbar', { name: 'Reading progress' });

test('a long-form lesson: reading progress, capped at 95, Mark as Complete past 80 %, banner after reload', async ({ page }) => {
  await page.goto('/learn/financial-basics');
  await expect(page.getByRole('heading', { level: 1, name: 'Financial Basics' })).toBeVisible();
  await expect(page.getByText('Level: Beginner', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Learn Now' })).toHaveAttribute('href', '/learn-now');
  const ready = page.getByRole('region', { name: 'Ready to Complete' });
  await expect(ready).toBeHidden();

  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
  await expect(ready).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(bar(page)).toHaveAttribute('value', '95');
  await expect(page.locator('[data-percent]')).toHaveText('95%');
  await expect(ready).toBeVisible();

  await ready.getByRole('button', { name: 'Mark as Complete' }).click();
  await expect(bar(page)).toHaveAttribute('value', '100');
  await expect(ready).toBeHidden();
  const banner = page.getByRole('region', { name: 'Module Completed' });
  await expect(banner).toBeFocused();
  // The banner says it, with the focus: no toast repeats it.
  await expect(page.locator('[data-toasts="polite"]')).toBeEmpty();

  await page.reload();
  await expect(banner).toBeVisible();
  await expect(bar(page)).toHaveAttribute('value', '100');
  await expect(page.locator('[data-percent]')).toHaveText('100%');
  await expect(page.locator('[data-done]')).toBeVisible();
  await expect(ready).toBeHidden();
  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('vault-club:learning-progress') ?? '{}'));
  expect(stored.lessons['financial-basics']).toEqual({ completed: true, readPercent: 100, completedAt: expect.any(String) });
});

test('a lesson completed earlier starts at 100 % with its banner', async ({ page }) => {
  await storeProgress(page, [], ['digital-asset-fundamentals']);
  await page.goto('/learn/digital-asset-fundamentals');
  await expect(bar(page)).toHaveAttribute('value', '100');
  await expect(page.getByRole('region', { name: 'Module Completed' })).toBeVisible();
});

test('lesson links: level or Standalone, sources, call to action, Previous and Back to Learning Path', async ({ page }) => {
  await page.goto('/learn/understanding-markets');
  await expect(page.getByText('Standalone', { exact: true })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Lesson navigation' });
  await expect(nav.getByRole('link', { name: /^Previous: / })).toHaveAttribute('href', '/learn/defi-protocols');
  await expect(nav.getByRole('link', { name: 'Back to Learning Path' })).toHaveAttribute('href', '/learn-now');
  await expect(page.getByRole('link', { name: 'Join the club' }).last()).toHaveAttribute('href', '/#signup');
  await expect(page.getByRole('region', { name: 'Sources' }).getByRole('listitem').first()).toBeVisible();

  await page.goto('/learn/vault-club-contracts');
  await expect(page.getByRole('heading', { level: 1, name: 'Investment Contracts' })).toBeVisible();
  await expect(page.getByText('Level: Intermediate', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Previous: Digital Asset Fundamentals' })).toHaveAttribute(
    'href',
    '/learn/digital-asset-fundamentals',
  );

  await page.goto('/learn/financial-basics');
  await expect(page.getByRole('link', { name: /^Previous: / })).toHaveCount(0);
});

test('progress saved in another tab shows without a reload', async ({ page, context }) => {
  await page.goto('/learn/expanding-beyond-vault-club');
  await expect(bar(page)).toBeVisible();
  const other = await context.newPage();
  await other.goto('/learn/expanding-beyond-vault-club');
  await other.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await other.getByRole('button', { name: 'Mark as Complete' }).click();
  await expect(page.getByRole('region', { name: 'Module Completed' })).toBeVisible();
  await expect(bar(page)).toHaveAttribute('value', '100');
  await other.close();
});

test('without JavaScript the lesson reads in full, without the progress bar', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/learn/shortfalls-of-crypto');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sources' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Mark as Complete' })).toBeHidden();
  for (const href of ['/learn/understanding-markets', '/learn-now', '/', '/white-paper']) {
    await expect(page.locator(`main a[href="${href}"]`).first()).toBeAttached();
  }
  await context.close();
});

test('@mobile a module still locked tells a new visitor so without moving the page', async ({ page }) => {
  await watchLayoutShifts(page);
  await page.goto('/learn/tokens-tokenization');
  // The player hydrates after the first paint, when the browser is idle (client:after-paint), which a busy 2-core machine can
  // put off for more than 10 s: the limit only stops a hang.
  await expect(page.getByRole('heading', { level: 1, name: 'Module Locked' })).toBeVisible({ timeout: 30_000 });
  expect(await layoutShift(page), 'layout shift while the page found the module locked').toBeLessThan(0.1);
});
