/**
 * A new visitor's first steps on a touch phone (issue 30): the way in from a learning page,
 * messages after a step succeeds, the home page of a learner with an account, and where the
 * confirmation link lands.
 */
import { axeViolations, expect, test } from './fixtures.ts';
import { confirmationLink, createConfirmedLearner, STRONG_PASSWORD, storeSession, uniqueEmail } from './accounts.ts';
import { moduleIdsOf, storeProgress } from './learner.ts';

const emailField = (page: import('@playwright/test').Page) => page.getByRole('textbox', { name: 'Email', exact: true });
const passwordField = (page: import('@playwright/test').Page) => page.getByLabel('Password', { exact: true });
const [FIRST_MODULE, SECOND_MODULE] = moduleIdsOf(0) as [string, string];

test('@small-screen a learning page leads a signed-out visitor to a free account, with the free lessons and Sign in one tap away', async ({
  page,
}) => {
  await page.goto('/learn-now');
  await expect(page).toHaveURL('/auth?next=%2Flearn-now');
  const heading = page.getByRole('heading', { level: 2, name: 'Create your free account' });
  await expect(heading).toBeInViewport();
  await expect(page.getByText('Learning here is free, and so is the account. It gives you:')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'your progress, saved and the same on every device you use' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'the final exam, and a certificate when you pass' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Full Name' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The long-form lessons open without an account.
  await page.getByRole('link', { name: 'Financial Basics' }).click();
  await expect(page).toHaveURL('/learn/financial-basics');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Financial Basics');
  await page.goBack();
  await expect(heading).toBeVisible();

  // The first control of the card is Sign in, for those who have an account: one tap.
  const signIn = page.getByRole('button', { name: 'Sign in', exact: true });
  await expect(signIn).toBeInViewport();
  await signIn.click();
  await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
});

test('@small-screen a refused sign-up and then a good one: each problem said once beside the form, none left after success', async ({
  page,
}) => {
  const email = uniqueEmail('clean');
  await page.goto('/auth?next=%2Flearn-now');
  await page.getByRole('textbox', { name: 'Full Name' }).fill('Clea Slate');
  await emailField(page).fill('clea@example');
  await passwordField(page).fill('weak');
  const submit = page.getByRole('button', { name: 'Create Account' });
  await submit.click();
  await submit.click();
  const summary = page.locator('[data-error-summary]');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: 'Please enter a valid email address.' })).toHaveCount(1);
  await expect(summary.getByRole('link', { name: 'Password must be at least 8 characters long' })).toHaveCount(1);
  await expect(page.locator('[data-error-summary]')).toHaveCount(1);
  await expect(page.locator('[data-toasts] .toast')).toHaveCount(0);

  await emailField(page).fill(email);
  await passwordField(page).fill(STRONG_PASSWORD);
  await submit.click();
  const done = page.getByRole('heading', { name: 'Account created: check your email' });
  await expect(done).toBeFocused();
  await expect(page.getByText(`We've sent a confirmation link to ${email}.`)).toBeInViewport();
  await expect(page.locator('[data-error-summary]')).toHaveCount(0);
  await expect(page.getByText(/Password must|There is a problem|valid email address/)).toHaveCount(0);
  await expect(page.locator('[data-toasts] .toast')).toHaveCount(0);
});

test.describe('a learner with an account', () => {
  test('@small-screen the home page and the menu offer Continue learning to the next module, and no early-access form', async ({
    page,
  }) => {
    await storeSession(page, await createConfirmedLearner(uniqueEmail('continue')));
    await storeProgress(page, [FIRST_MODULE]);
    await page.goto('/');
    const continueLink = page.getByRole('main').getByRole('link', { name: 'Continue learning' });
    await expect(continueLink).toBeVisible();
    await expect(continueLink).toHaveAttribute('href', `/learn/${SECOND_MODULE}`);
    await expect(page.getByRole('link', { name: 'Get Priority Access' })).toHaveCount(0);
    await expect(page.locator('#signup')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Register for Early Access' })).toBeHidden();
    await expect(page.getByRole('region', { name: 'Join the club' })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Menu' }).click();
    await expect(nav.getByRole('link', { name: 'Continue learning' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Continue learning' })).toHaveAttribute('href', `/learn/${SECOND_MODULE}`);
    await expect(nav.getByRole('link', { name: 'Join the club' })).toHaveCount(0);
    await nav.getByRole('link', { name: 'Continue learning' }).click();
    await expect(page).toHaveURL(`/learn/${SECOND_MODULE}`);
  });

  test('@small-screen without progress on this device, Continue learning opens the learning path', async ({ page }) => {
    await storeSession(page, await createConfirmedLearner(uniqueEmail('continue-new')));
    await page.goto('/');
    await expect(page.getByRole('main').getByRole('link', { name: 'Continue learning' })).toHaveAttribute('href', '/learn-now');
  });

  test('@small-screen a signed-out visitor is still asked to join, and with JavaScript off too', async ({ page, browser }) => {
    await page.goto('/');
    await expect(page.getByRole('main').getByRole('link', { name: 'Continue learning' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Join the club' })).toBeAttached();
    await expect(page.getByRole('main').getByRole('link', { name: 'Get Priority Access' }).first()).toBeVisible();
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
    const plain = await noScript.newPage();
    await plain.goto(new URL('/', page.url()).href);
    await expect(plain.getByRole('link', { name: 'Continue learning' })).toHaveCount(0);
    await expect(plain.getByRole('button', { name: 'Register for Early Access' })).toBeVisible();
    await noScript.close();
  });
});

test.describe('the confirmation link', () => {
  test('@small-screen lands where the learner was going', async ({ page }) => {
    const email = uniqueEmail('landing-next');
    await page.goto(`/auth?email=&next=${encodeURIComponent(`/learn/${FIRST_MODULE}`)}`);
    await page.getByRole('textbox', { name: 'Full Name' }).fill('Nell Next');
    await emailField(page).fill(email);
    await passwordField(page).fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('heading', { name: 'Account created: check your email' })).toBeVisible();
    await page.goto(await confirmationLink(email));
    await expect(page).toHaveURL(`/learn/${FIRST_MODULE}`);
    await expect(page.getByText('Email confirmed', { exact: true })).toBeVisible();
  });

  test('@small-screen without a page to go back to, lands on the learning path with a short welcome', async ({ page }) => {
    const email = uniqueEmail('landing-welcome');
    await page.goto(`/auth?email=${encodeURIComponent(email)}`);
    await page.getByRole('textbox', { name: 'Full Name' }).fill('Wes Welcome');
    await passwordField(page).fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Complete Account' }).click();
    await expect(page.getByRole('heading', { name: 'Account created: check your email' })).toBeVisible();
    await page.goto(await confirmationLink(email));
    await expect(page).toHaveURL('/learn-now');
    await expect(page.getByText('Email confirmed', { exact: true })).toBeVisible();
    await expect(
      page.getByText("Welcome to The Vault Club! You're signed in, and your learning progress is saved to your account."),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Learn Now' })).toBeVisible();
  });
});
