import { expect, test } from './fixtures.ts';
import {
  confirmationLink,
  emptyPool,
  mailTo,
  ensureFreeAddresses,
  poolStatus,
  refillPool,
  scrollToWallet,
  STRONG_PASSWORD,
  storedSession,
  uniqueEmail,
  waitForEarlyAccessForm,
} from './accounts.ts';

// These tests empty and refill the one wallet pool the backend has: they run one after the
// other (and only at 1280 px), so that the journey always finds free addresses.
test.describe.configure({ mode: 'serial' });

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

test('the whole journey: early access, complete the account, confirm by mail, see and copy the wallet, sign out, sign in again', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await ensureFreeAddresses();
  const email = uniqueEmail('journey');

  await page.goto('/');
  const signup = page.locator('#signup');
  await expect(signup.getByRole('heading', { name: 'Join the club' })).toBeVisible();
  await expect(signup.getByText('Skip speculation. Start with a plan and steady saving. No spam.')).toBeVisible();
  await waitForEarlyAccessForm(page);
  await signup.getByRole('textbox', { name: 'Email address' }).fill(email);
  await signup.getByRole('button', { name: 'Register for Early Access' }).click();
  await expect(signup.getByRole('heading', { name: "You're on the list" })).toBeFocused();
  await signup.getByRole('link', { name: 'Create your free account' }).click();

  await expect(page).toHaveURL(`/auth?email=${encodeURIComponent(email)}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Vault Club');
  await expect(page.getByText('Create Your Account to Access The Vault Club & More!')).toBeVisible();
  const emailField = page.getByRole('textbox', { name: 'Email', exact: true });
  await expect(emailField).toHaveValue(email);
  await expect(emailField).toBeDisabled();
  await expect(page.getByRole('button', { name: /Already have an account|Don't have an account/ })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Full Name' }).fill('Ada Learner');
  await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Complete Account' }).click();

  await expect(page.getByRole('heading', { name: 'Account created: check your email' })).toBeFocused();
  await expect(page.getByText(`We've sent a confirmation link to ${email}.`)).toBeVisible();
  expect(await storedSession(page)).toBeNull();

  const [mail] = await mailTo(email);
  expect(mail!.to).toBe(email);
  await page.goto(await confirmationLink(email));
  await expect(page).toHaveURL(/\/learn-now$/);
  await expect(page.getByText('Email confirmed', { exact: true })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Sign In' })).toBeHidden();

  const wallet = await scrollToWallet(page);
  const address = wallet.locator('[data-wallet-address]');
  await expect(address).toHaveText(ADDRESS);
  await expect(wallet).toContainText('Ethereum');
  await expect(wallet.getByRole('note', { name: 'This is not your own wallet' })).toContainText('Do not send money or crypto here yet.');
  await expect(wallet.locator('time')).toHaveText(
    new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date()),
  );
  const shown = (await address.textContent())!;

  await wallet.getByRole('button', { name: 'Copy address' }).click();
  await expect(wallet.getByRole('button', { name: 'Address copied' })).toHaveAttribute('data-state', 'copied');
  await expect(page.getByText('Address copied!', { exact: true })).toBeVisible();
  await expect(page.getByText('Address copied to clipboard. Do not send money or crypto to it yet.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
  await expect(wallet.getByRole('button', { name: 'Copy address' })).toHaveAttribute('data-state', 'idle', { timeout: 3000 });

  await nav.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Signed out', { exact: true })).toBeVisible();
  await expect(page.getByText("You've been signed out successfully.")).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your address held by the club' })).toHaveCount(0);
  expect(await storedSession(page)).toBeNull();

  await nav.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();
  await expect(page.getByText("You've been signed in successfully.")).toBeVisible();
  await expect((await scrollToWallet(page)).locator('[data-wallet-address]')).toHaveText(shown);
});

test.describe('with an empty wallet pool', () => {
  test('a new learner is told the wallet is being created, and sees it after a refill', async ({ page }) => {
    await emptyPool();
    const email = uniqueEmail('waiting');
    await page.goto(`/auth?email=${encodeURIComponent(email)}`);
    await page.getByRole('textbox', { name: 'Full Name' }).fill('Wai Ting');
    await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Complete Account' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await page.goto(await confirmationLink(email));

    const wallet = await scrollToWallet(page);
    await expect(wallet).toContainText('Your club address is being created. Please refresh the page in a moment.');
    await expect(wallet).toHaveAttribute('data-state', 'missing');
    expect((await poolStatus()).waiting).toBeGreaterThan(0);

    await refillPool((await poolStatus()).waiting + 5);
    await page.reload();
    await expect((await scrollToWallet(page)).locator('[data-wallet-address]')).toHaveText(ADDRESS);
  });
});
