import { expect, test } from './fixtures.ts';
import { layoutShift, watchLayoutShifts } from './layout-shift.ts';
import {
  backend,
  confirmationLink,
  createConfirmedLearner,
  scrollToWallet,
  STRONG_PASSWORD,
  storedSession,
  storeSession,
  uniqueEmail,
} from './accounts.ts';

const emailField = (page: import('@playwright/test').Page) => page.getByRole('textbox', { name: 'Email', exact: true });
const passwordField = (page: import('@playwright/test').Page) => page.getByLabel('Password', { exact: true });

test.describe('refused sign-ins', () => {
  // The Auth API answers 400, which Chromium logs.
  test.use({ allowConsole: [/status of 400/] });

  test('a wrong password: the server message once, in the summary (no toast over the form), and no session', async ({ page }) => {
    const email = uniqueEmail('wrong-password');
    await createConfirmedLearner(email);
    await page.goto('/auth');
    await emailField(page).fill(email);
    await passwordField(page).fill('Not-the-password-1');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.locator('[data-error-summary]')).toBeFocused();
    await expect(page.locator('[data-error-summary]')).toContainText('Invalid login credentials');
    await expect(page.getByText('Invalid login credentials')).toHaveCount(1);
    await expect(page.locator('[data-toasts] .toast')).toHaveCount(0);
    await expect(page).toHaveURL(/\/auth$/);
    expect(await storedSession(page)).toBeNull();
  });

  test('an account whose e-mail is not confirmed yet cannot sign in', async ({ page }) => {
    const email = uniqueEmail('unconfirmed');
    await page.goto(`/auth?email=${encodeURIComponent(email)}`);
    await page.getByRole('textbox', { name: 'Full Name' }).fill('Una Confirmed');
    await passwordField(page).fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Complete Account' }).click();
    await expect(page.getByRole('heading', { name: 'Account created: check your email' })).toBeVisible();

    await page.getByRole('button', { name: 'sign in instead' }).click();
    await expect(emailField(page)).toHaveValue(email);
    await passwordField(page).fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.locator('[data-error-summary]')).toContainText('Email not confirmed');
    expect(await storedSession(page)).toBeNull();
  });

  test('a used confirmation link says it is invalid, and leaves the sign-in form', async ({ page }) => {
    const email = uniqueEmail('used-link');
    await createConfirmedLearner(email);
    await page.goto(await confirmationLink(email));
    await expect(page.locator('[data-error-summary]')).toContainText('This link has expired. Sign in, or ask for a new link.');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  });
});

test('@mobile the sign-in form takes the place kept for it: nothing below moves when it appears', async ({ page }) => {
  await watchLayoutShifts(page);
  await page.goto('/auth');
  await expect(emailField(page)).toBeVisible();
  expect(await layoutShift(page), 'layout shift while the form appeared').toBeLessThan(0.05);
});

test('weak password messages: every unmet rule under the field, no toast over the form, and no account', async ({ page }) => {
  const email = uniqueEmail('weak');
  await page.goto('/auth');
  await page.getByRole('button', { name: "Don't have an account? Create one" }).click();
  await page.getByRole('textbox', { name: 'Full Name' }).fill('Wendy Weak');
  await emailField(page).fill(email);
  await expect(page.getByText('Use at least 8 characters, with an uppercase letter')).toBeVisible();
  await passwordField(page).fill('weak');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.locator('[data-toasts] .toast')).toHaveCount(0);
  await expect(page.locator('#auth-password-error li')).toHaveText([
    'Error: Password must be at least 8 characters long',
    'Error: Password must contain at least one uppercase letter',
    'Error: Password must contain at least one number',
    'Error: Password must contain at least one special character',
  ]);
  await expect(passwordField(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('[data-error-summary]')).toBeFocused();

  await passwordField(page).fill('weakpassword1A');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.locator('#auth-password-error li')).toHaveText(['Error: Password must contain at least one special character']);
  const mail = await (await fetch(`${backend.url}/_dev/mail?to=${encodeURIComponent(email)}`)).json();
  expect(mail).toEqual([]);
});

test('an invalid e-mail: the message under the field, a summary link that focuses it, no toast', async ({ page }) => {
  await page.goto('/auth');
  await emailField(page).fill('ada@example');
  await passwordField(page).fill('whatever');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.locator('#auth-email-error')).toHaveText('Error: Please enter a valid email address.');
  await expect(emailField(page)).toHaveAttribute('aria-describedby', 'auth-email-error');
  await page.locator('[data-error-summary]').getByRole('link', { name: 'Please enter a valid email address.' }).click();
  await expect(emailField(page)).toBeFocused();
  await expect(page.locator('[data-toasts] .toast')).toHaveCount(0);
});

test('a protected page sends a signed-out visitor to sign in, then back to it', async ({ page }) => {
  const email = uniqueEmail('protected');
  await createConfirmedLearner(email);
  await page.goto('/learn-now');
  await expect(page).toHaveURL('/auth?next=%2Flearn-now');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await emailField(page).fill(email);
  await passwordField(page).fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/learn-now$/);
  await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[data-protected]')).toHaveAttribute('data-state', 'signed-in');
  await expect(page.getByText("Checking that you're signed in…")).toBeHidden();
});

test('?next= only ever leads to this site, however it is written', async ({ page }) => {
  const email = uniqueEmail('next');
  await createConfirmedLearner(email);
  for (const next of ['https://evil.example/', '/.//evil.example', '/\\evil.example', '/\t/evil.example', 'javascript:alert(1)']) {
    await page.goto(`/auth?next=${encodeURIComponent(next)}`);
    await emailField(page).fill(email);
    await passwordField(page).fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page, next).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  }
});

test('the session survives a reload and is shared with other tabs, sign-in and sign-out included', async ({ page, context }) => {
  const email = uniqueEmail('tabs');
  await createConfirmedLearner(email);
  const other = await context.newPage();
  await other.goto('/learn-more');
  const otherNav = other.getByRole('navigation', { name: 'Main' });
  await expect(otherNav.getByRole('link', { name: 'Sign In' })).toBeVisible();

  await page.goto('/auth');
  await emailField(page).fill(email);
  await passwordField(page).fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(otherNav.getByRole('button', { name: 'Sign Out' })).toBeVisible();

  await page.reload();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(await scrollToWallet(page)).toBeVisible();

  await other.goto('/learn-now');
  await expect(other.getByRole('heading', { level: 1, name: 'Learn Now' })).toBeVisible();
  await expect(await scrollToWallet(other)).toBeVisible();

  await nav.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(other).toHaveURL('/auth?next=%2Flearn-now');
  await expect(otherNav.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await other.close();
});

test('a page already open at the wallet card shows it when the learner signs in in another tab', async ({ page, context }) => {
  await page.goto('/');
  await page.locator('#wallet').scrollIntoViewIfNeeded();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' })).toBeVisible();
  // Another tab of the same browser signs in (storing the session, as supabase-js does there).
  const other = await context.newPage();
  await storeSession(other, await createConfirmedLearner(uniqueEmail('other-tab')));
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' })).toBeVisible();
  // The card is shown, or said to be being created when other tests have used up the shared pool.
  await expect(page.getByRole('region', { name: 'Your address held by the club' })).toHaveAttribute('data-state', /^(shown|missing)$/);
  await other.close();
});

test.describe('a failed sign-out', () => {
  test.use({ allowConsole: [/status of 500|Sign out failed/] });

  test('says "Failed to sign out" and keeps the learner signed in', async ({ page }) => {
    await storeSession(page, await createConfirmedLearner(uniqueEmail('signout-fails')));
    await page.route('**/auth/v1/logout**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
    );
    await page.goto('/learn-more');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByText('Failed to sign out')).toBeVisible();
    await expect(page).toHaveURL(/\/learn-more$/);
    expect(await storedSession(page)).not.toBeNull();
  });
});

test('@mobile with JavaScript off, /auth says it needs JavaScript and a protected page still reads', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/auth');
  // Playwright's text queries skip <noscript>, where this text lives: match the paragraph itself.
  await expect(page.locator('p', { hasText: 'Signing in and creating an account need JavaScript.' })).toBeVisible();
  await page.goto('/learn-now');
  await expect(page.getByRole('heading', { level: 1, name: 'Learn Now' })).toBeVisible();
  await expect(page.getByText("Checking that you're signed in…")).toBeHidden();
  await context.close();
});
