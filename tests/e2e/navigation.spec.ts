import { expect, test } from './fixtures.ts';

test('the current page is marked in the navigation', async ({ page }) => {
  await page.goto('/learn-more');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Learn More' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
});

test('Sign In shows once the session is known, Join the club goes to the sign-up section', async ({ page }) => {
  await page.goto('/white-paper');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Sign Out' })).toBeHidden();
  await nav.getByRole('link', { name: 'Join the club' }).click();
  await expect(page).toHaveURL(/\/#signup$/);
  await expect(page.locator('#signup')).toBeInViewport();
});

test('keyboard: the desktop navigation works without a mouse and focus is visible', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const learnMore = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Learn More' });
  await expect(learnMore).toBeFocused();
  const outline = await learnMore.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/learn-more\/?$/);
});

test('@small-screen keyboard: the menu opens, closes with Escape and on navigation', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Menu' });
  const links = page.locator('#site-menu');
  await expect(links).toBeHidden();
  // Escape and closing on navigation come with the page script (after load); a tap works before it.
  await expect(toggle).toHaveAttribute('data-menu-ready');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(links).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  await expect(links).toBeHidden();
  await page.keyboard.press('Enter');
  await links.getByRole('link', { name: 'White Paper' }).click();
  await expect(page).toHaveURL(/\/white-paper\/?$/);
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
});

test('@small-screen with JavaScript off the navigation links are still there', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Learn Now' })).toBeVisible();
  await context.close();
});
