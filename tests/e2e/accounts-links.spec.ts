import { expect, test } from './fixtures.ts';
import { createConfirmedLearner, mailTo, STRONG_PASSWORD, storedSession, uniqueEmail } from './accounts.ts';

const passwordField = (page: import('@playwright/test').Page) => page.getByLabel('Password', { exact: true });

/** The link of the newest mail to `email` with this subject. */
async function linkIn(email: string, subject: string): Promise<string> {
  await expect.poll(async () => (await mailTo(email)).find((mail) => mail.subject === subject)?.links[0] ?? '').toContain('/verify?');
  return (await mailTo(email)).find((mail) => mail.subject === subject)!.links[0]!;
}

test('forgot password: the mailbox link opens "Choose a new password", which signs the learner in', async ({ page }) => {
  const email = uniqueEmail('forgot');
  await createConfirmedLearner(email);
  await page.goto('/auth?next=%2Flearn-now');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeFocused();
  await expect(page.getByText(`If an account uses ${email}`)).toBeVisible();

  await page.goto(await linkIn(email, 'Reset your password for The Vault Club'));
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByText('Use at least 8 characters')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('New-Vault-Pass-7!');
  await page.getByRole('button', { name: 'Save New Password' }).click();
  await expect(page).toHaveURL(/\/learn-now$/);
  await expect(page.getByText('Password changed', { exact: true })).toBeVisible();
  expect(await storedSession(page)).not.toBeNull();

  const fresh = await page
    .context()
    .browser()!
    .newContext({ baseURL: new URL(page.url()).origin });
  const other = await fresh.newPage();
  await other.goto('/auth');
  await other.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await passwordField(other).fill('New-Vault-Pass-7!');
  await other.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(other.getByText('Welcome back!', { exact: true })).toBeVisible();
  await fresh.close();
});

test.describe('links in another browser', () => {
  // The refused exchange answers 4xx, which Chromium logs.
  test.use({ allowConsole: [/status of 40\d/] });

  test('a confirmation link opened in another browser does not sign anyone in there', async ({ page, browser }) => {
    const email = uniqueEmail('pkce-elsewhere');
    await page.goto(`/auth?email=${encodeURIComponent(email)}`);
    await page.getByRole('textbox', { name: 'Full Name' }).fill('Ada Elsewhere');
    await passwordField(page).fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Complete Account' }).click();
    await expect(page.getByRole('heading', { name: 'Account created: check your email' })).toBeVisible();

    const elsewhere = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const other = await elsewhere.newPage();
    await other.goto(await linkIn(email, 'Confirm your email address for The Vault Club'));
    await expect(other.locator('[data-error-summary]')).toContainText('This link only works in the browser where it was asked for.');
    await expect(other).toHaveURL(/\/auth\?next=%2Flearn-now$/);
    expect(await storedSession(other)).toBeNull();
    await elsewhere.close();
  });

  test('a crafted link carrying another account’s session (#access_token=…) is refused', async ({ page }) => {
    const victim = await createConfirmedLearner(uniqueEmail('swap'));
    const fragment = new URLSearchParams({
      access_token: victim.access_token,
      refresh_token: victim.refresh_token,
      expires_in: String(victim.expires_in),
      expires_at: String(victim.expires_at),
      token_type: 'bearer',
      type: 'signup',
    });
    await page.goto(`/auth#${fragment.toString()}`);
    await expect(page.locator('[data-error-summary]')).toContainText('This link is not valid.');
    expect(await storedSession(page)).toBeNull();
  });
});
