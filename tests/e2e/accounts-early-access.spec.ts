import { expect, test } from './fixtures';
import { uniqueEmail, waitForEarlyAccessForm } from './accounts';

const field = (page: import('@playwright/test').Page) => page.locator('#signup').getByRole('textbox', { name: 'Email address' });
const submit = (page: import('@playwright/test').Page) =>
  page.locator('#signup').getByRole('button', { name: 'Register for Early Access' });
const alerts = (page: import('@playwright/test').Page) => page.locator('[data-toasts="assertive"]');

test('the section reads "Join the club", its field, its button and its note', async ({ page }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Join the club' });
  await expect(section).toHaveAttribute('id', 'signup');
  await expect(field(page)).toBeVisible();
  await expect(submit(page)).toBeVisible();
  await expect(section.getByText('Skip speculation. Start with structured earning. No spam.')).toBeVisible();
});

test('an invalid address is refused before anything is sent', async ({ page }) => {
  let sent = 0;
  await page.route('**/rest/v1/rpc/register_early_access', (route) => {
    sent += 1;
    return route.continue();
  });
  await page.goto('/');
  await waitForEarlyAccessForm(page);
  await field(page).fill('ada@example');
  await submit(page).click();
  await expect(alerts(page).getByText('Invalid Email', { exact: true })).toBeVisible();
  await expect(page.locator('#early-access-email-error')).toHaveText('Error: Please enter a valid email address.');
  await expect(field(page)).toBeFocused();
  expect(sent).toBe(0);
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
    await expect(alerts(page).getByText('Something went wrong. Please try again.')).toBeVisible();
    await expect(field(page)).toHaveValue(email);
    await expect(submit(page)).toBeVisible();

    failing = false;
    await submit(page).click();
    await expect(alerts(page).getByText('Too Many Requests', { exact: true })).toBeVisible();
    await expect(alerts(page).getByText('Please wait 30 seconds before trying again.')).toBeVisible();
    // 20 s later the first toast has gone (toasts stay 6 s): the one shown now is a new refusal.
    // The page's clock also runs on by itself, so the jumps leave a 10 s margin for a busy machine
    // (28 s here once failed: over 2 s passed on their own between the first failure and this tap).
    await page.clock.fastForward('00:20');
    await expect(alerts(page).getByText('Too Many Requests', { exact: true })).toHaveCount(0);
    await submit(page).click();
    await expect(alerts(page).getByText('Too Many Requests', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await page.clock.fastForward('00:11');
    await submit(page).click();
    await expect(page).toHaveURL(`/auth?email=${encodeURIComponent(email)}`);
    await expect(page.getByText('Complete your account to get early access and see the address the club holds for you.')).toBeVisible();
  });
});

test('the pause also holds after going to /auth and back', async ({ page }) => {
  await page.clock.install();
  const email = uniqueEmail('back');
  await page.goto('/');
  await waitForEarlyAccessForm(page);
  await field(page).fill(email);
  await submit(page).click();
  await expect(page).toHaveURL(/\/auth\?email=/);
  await page.goBack();
  await waitForEarlyAccessForm(page);
  await expect(submit(page)).toBeVisible();
  await field(page).fill(email);
  await submit(page).click();
  await expect(alerts(page).getByText('Too Many Requests', { exact: true })).toBeVisible();
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
