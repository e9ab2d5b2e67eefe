import { axeViolations, expect, test } from './fixtures.ts';
import { uniqueEmail, waitForEarlyAccessForm } from './accounts.ts';

const field = (page: import('@playwright/test').Page) => page.locator('#signup').getByRole('textbox', { name: 'Email address' });
const submit = (page: import('@playwright/test').Page) =>
  page.locator('#signup').getByRole('button', { name: 'Register for Early Access' });
const problem = (page: import('@playwright/test').Page) => page.locator('[data-early-access-problem]');

test('the section reads "Join the club", its field, its button and its note', async ({ page }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Join the club' });
  await expect(section).toHaveAttribute('id', 'signup');
  await expect(field(page)).toBeVisible();
  await expect(submit(page)).toBeVisible();
  await expect(section.getByText('Skip speculation. Start with a plan and steady saving. No spam.')).toBeVisible();
});

test('an invalid address is refused before anything is sent, in one message beside the field', async ({ page }) => {
  let sent = 0;
  await page.route('**/rest/v1/rpc/register_early_access', (route) => {
    sent += 1;
    return route.continue();
  });
  await page.goto('/');
  await waitForEarlyAccessForm(page);
  await field(page).fill('ada@example');
  await submit(page).click();
  await submit(page).click();
  await expect(page.locator('#early-access-email-error')).toHaveText('Error: Please enter a valid email address.');
  await expect(field(page)).toBeFocused();
  await expect(page.getByText('Please enter a valid email address.')).toHaveCount(1);
  await expect(page.locator('[data-toasts] .toast')).toHaveCount(0);
  expect(sent).toBe(0);
});

test('@small-screen the answer comes on the page: the address is on the list, and an account is the optional next step', async ({
  page,
}) => {
  const email = uniqueEmail('listed');
  await page.goto('/');
  await waitForEarlyAccessForm(page);
  await field(page).fill(email);
  await submit(page).click();
  const done = page.getByRole('heading', { name: "You're on the list" });
  await expect(done).toBeFocused();
  await expect(done).toBeInViewport();
  await expect(page.getByText(`${email} is on the early-access list. We'll write to you there when the club opens.`)).toBeVisible();
  await expect(page.getByText('An account is optional. It keeps your learning progress on every device')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(field(page)).toBeHidden();
  await expect(page.locator('[data-toasts] .toast')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Create your free account' }).click();
  await expect(page).toHaveURL(`/auth?email=${encodeURIComponent(email)}`);
  await expect(page.getByRole('heading', { name: 'Complete your account' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);
});

test.describe('when the server fails', () => {
  test.use({ allowConsole: [/status of 500|Early-access registration failed/] });

  test('the 30-second pause: a failure keeps the address, a second try within 30 s is refused, after 30 s it goes through', async ({
    page,
  }) => {
    await page.clock.install();
    let failing = true;
    await page.route('**/rest/v1/rpc/register_early_access', (route) =>
      failing ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }) : route.continue(),
    );
    const email = uniqueEmail('pause');
    await page.goto('/');
    await waitForEarlyAccessForm(page);
    await field(page).fill(email);
    await submit(page).click();
    await expect(problem(page)).toHaveText('Something went wrong. Please try again.');
    await expect(field(page)).toHaveValue(email);
    await expect(submit(page)).toBeVisible();

    failing = false;
    await submit(page).click();
    await expect(problem(page)).toHaveText('Too many requests: please wait 30 seconds before trying again.');
    // The page's clock also runs on by itself, so the jumps leave a 10 s margin for a busy machine.
    await page.clock.fastForward('00:20');
    await submit(page).click();
    await expect(problem(page)).toHaveText('Too many requests: please wait 30 seconds before trying again.');
    await expect(page.getByText('Too many requests', { exact: false })).toHaveCount(1);

    await page.clock.fastForward('00:11');
    await submit(page).click();
    await expect(page.getByRole('heading', { name: "You're on the list" })).toBeVisible();
    await expect(problem(page)).toBeEmpty();
  });
});

test('the pause also holds after a reload', async ({ page }) => {
  await page.clock.install();
  const email = uniqueEmail('back');
  await page.goto('/');
  await waitForEarlyAccessForm(page);
  await field(page).fill(email);
  await submit(page).click();
  await expect(page.getByRole('heading', { name: "You're on the list" })).toBeVisible();
  await page.reload();
  await waitForEarlyAccessForm(page);
  await field(page).fill(email);
  await submit(page).click();
  await expect(problem(page)).toHaveText('Too many requests: please wait 30 seconds before trying again.');
});

test('@mobile with JavaScript off the form still opens /auth with the address', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await field(page).fill('ada@example.com');
  await submit(page).click();
  await expect(page).toHaveURL('/auth?email=ada%40example.com');
  await context.close();
});
