import { axeViolations, expect, test } from './fixtures.ts';
import { createConfirmedLearner, scrollToWallet, STRONG_PASSWORD, storeSession, uniqueEmail, waitForEarlyAccessForm } from './accounts.ts';

const emailField = (page: import('@playwright/test').Page) => page.getByRole('textbox', { name: 'Email', exact: true });

test('@mobile axe: /auth in sign-in mode', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('@mobile axe: /auth in sign-up mode, password shown', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: "Don't have an account? Create one" }).click();
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('@mobile axe: /auth prefilled from early access', async ({ page }) => {
  await page.goto('/auth?email=ada%40example.com');
  await expect(page.getByRole('button', { name: 'Complete Account' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('@mobile axe: /auth with errors under every field and the summary', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: "Don't have an account? Create one" }).click();
  await emailField(page).fill('not an address');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.locator('[data-error-summary]')).toBeFocused();
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(3);
  expect(await axeViolations(page)).toEqual([]);
});

test.describe('a refused sign-in', () => {
  test.use({ allowConsole: [/status of 400/] });

  test('@mobile axe: /auth with the server message', async ({ page }) => {
    await page.goto('/auth');
    await emailField(page).fill(uniqueEmail('nobody'));
    await page.getByLabel('Password', { exact: true }).fill('Wrong-password-1');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.locator('[data-error-summary]')).toContainText('Invalid login credentials');
    expect(await axeViolations(page)).toEqual([]);
  });
});

test('@mobile axe: /auth saying "Check your email"', async ({ page }) => {
  await page.goto(`/auth?email=${encodeURIComponent(uniqueEmail('a11y'))}`);
  await page.getByRole('textbox', { name: 'Full Name' }).fill('Axe Learner');
  await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Complete Account' }).click();
  await expect(page.getByRole('heading', { name: 'Account created: check your email' })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
});

test('@mobile axe: the home page of a signed-in learner, with the wallet card', async ({ page }) => {
  // The wallet is shown, or being created when other tests have used up the shared pool: both are checked.
  await storeSession(page, await createConfirmedLearner(uniqueEmail('a11y-wallet')));
  await page.goto('/');
  await expect(await scrollToWallet(page)).toHaveAttribute('data-state', /^(shown|missing)$/);
  expect(await axeViolations(page)).toEqual([]);
});

test('@mobile axe: the early-access form with an error', async ({ page }) => {
  await page.goto('/');
  await waitForEarlyAccessForm(page);
  await page.locator('#signup').getByRole('button', { name: 'Register for Early Access' }).click();
  await expect(page.locator('#early-access-email')).toHaveAttribute('aria-invalid', 'true');
  expect(await axeViolations(page)).toEqual([]);
});
