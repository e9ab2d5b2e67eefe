import type { Page } from '@playwright/test';
import { axeViolations, expect, test } from './fixtures.ts';
import { createConfirmedLearner, scrollToWallet, STRONG_PASSWORD, storeSession, uniqueEmail, waitForEarlyAccessForm } from './accounts.ts';

const emailField = (page: Page) => page.getByRole('textbox', { name: 'Email', exact: true });

/** Collects the page's axe violations, labelled with the state it is in. */
async function check(page: Page, state: string, failures: string[]) {
  failures.push(...(await axeViolations(page)).map((violation) => `${state}: ${violation}`));
}

test.describe('/auth in each of its states', () => {
  test.use({ allowConsole: [/status of 400/] });

  // One page goes through the states a learner meets in turn (a load for each state cost more than its check).
  test('@mobile axe: /auth signing in, refused, signing up with errors, prefilled, and "Check your email"', async ({ page }) => {
    const failures: string[] = [];
    await page.goto('/auth');
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    await check(page, 'sign-in mode', failures);

    await emailField(page).fill(uniqueEmail('nobody'));
    await page.getByLabel('Password', { exact: true }).fill('Wrong-password-1');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.locator('[data-error-summary]')).toContainText('Invalid login credentials');
    await check(page, 'the server message', failures);

    await page.getByRole('button', { name: "Don't have an account? Create one" }).click();
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
    await check(page, 'sign-up mode, password shown', failures);

    await emailField(page).fill('not an address');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.locator('[data-error-summary]')).toBeFocused();
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(3);
    await check(page, 'errors under every field and the summary', failures);

    await page.goto(`/auth?email=${encodeURIComponent(uniqueEmail('a11y'))}`);
    await expect(page.getByRole('button', { name: 'Complete Account' })).toBeVisible();
    await check(page, 'prefilled from early access', failures);

    await page.getByRole('textbox', { name: 'Full Name' }).fill('Axe Learner');
    await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Complete Account' }).click();
    await expect(page.getByRole('heading', { name: 'Account created: check your email' })).toBeFocused();
    await check(page, '"Check your email"', failures);
    expect(failures).toEqual([]);
  });
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
