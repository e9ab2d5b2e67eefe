import { expect, test } from './fixtures.ts';
import { headingOutline, meta, skippedLevels } from './public-helpers.ts';

test('home: title, description, keywords, canonical and the social card', async ({ page, request }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('The Vault Club: Investment Platform');
  expect(await meta(page, 'description')).toContain('small, structured clubs of 4 to 8 people');
  expect(await meta(page, 'keywords')).toContain('crypto investing club');
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/^https?:\/\/[^/]+\/$/);
  expect(await meta(page, 'og:title')).toBe('The Vault Club: Investment Platform');
  expect(await meta(page, 'twitter:card')).toBe('summary_large_image');
  const image = await meta(page, 'og:image');
  expect(image).toMatch(/\/social-card\.png$/);
  expect(await meta(page, 'twitter:image')).toBe(image);
  const response = await request.get(new URL(image!).pathname);
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toBe('image/png');
});

test('@mobile home: the sections in order, one h1 and no skipped heading level', async ({ page }) => {
  await page.goto('/');
  const outline = await headingOutline(page);
  expect(outline.filter((heading) => heading.startsWith('h1'))).toEqual(['h1 The Vault Club: Investment Platform']);
  expect(outline.filter((heading) => heading.startsWith('h2'))).toEqual([
    'h2 How It Works',
    'h2 Key Features',
    'h2 What You Get',
    'h2 The Current State of Financial Access',
    'h2 Beyond The Vault Club',
    'h2 About The Vault Club',
    'h2 Join the club',
  ]);
  for (const feature of [
    'Risk Management First',
    'Steady Growth Focus',
    'Automated Strategies',
    'Group Contracts',
    'Educational Resources',
    'Investment Community',
  ]) {
    expect(outline).toContain(`h3 ${feature}`);
  }
  expect(skippedLevels(outline)).toEqual([]);
  await expect(page.getByText('Easing Into Investing', { exact: true })).toBeVisible();
});

test('home: How It Works tells the club pitch step by step', async ({ page }) => {
  await page.goto('/');
  const steps = page.locator('#how-it-works ol > li');
  await expect(steps).toHaveCount(6);
  await expect(steps.nth(0)).toContainText('4 to 8 people');
  await expect(steps.nth(1)).toContainText('the amount each member pays in, the rigor');
  await expect(steps.nth(2)).toContainText('Lock-up periods');
  await expect(steps.nth(3)).toContainText('a lending protocol and a decentralized exchange');
  await expect(steps.nth(4)).toContainText('wrapped Bitcoin (wBTC)');
  await expect(steps.nth(5)).toContainText('hold the wBTC, sell it, or transfer it');
});

test('home: a risk notice sits next to the features that mention growth', async ({ page }) => {
  await page.goto('/');
  const notice = page.locator('#key-features').getByRole('note');
  await expect(notice).toContainText('Crypto can lose value');
  await expect(notice).toContainText("The club's strategies aim to manage risk; they do not remove it.");
});

test('home: the links go where the product says', async ({ page }) => {
  await page.goto('/');
  const main = page.getByRole('main');
  for (const link of await main.getByRole('link', { name: 'Get Priority Access' }).all())
    expect(await link.getAttribute('href')).toBe('#signup');
  for (const link of await main.getByRole('link', { name: 'Learn About The Vault Club' }).all())
    expect(await link.getAttribute('href')).toBe('/learn-more');
  for (const link of await main.getByRole('link', { name: 'Read White Paper' }).all())
    expect(await link.getAttribute('href')).toBe('/white-paper');
  await expect(main.getByRole('link', { name: 'Join Community', exact: true })).toHaveAttribute('href', '/learn-more');
  await expect(main.getByRole('link', { name: 'Start Learning', exact: true })).toHaveAttribute('href', '/learn-now');
  const preview = main.getByRole('link', { name: 'View Preview (opens in a new tab)' });
  await expect(preview).toHaveAttribute('target', '_blank');
  await expect(preview).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(preview).toHaveAttribute('href', /^https:\/\//);
});

test('@mobile home: the Learn About and card links open their pages', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Learn About The Vault Club' }).first().click();
  await expect(page).toHaveURL(/\/learn-more\/?$/);
  await page.goto('/');
  await page.getByRole('link', { name: 'Start Learning', exact: true }).click();
  await expect(page).not.toHaveURL(/\/$/);
});

test('@mobile "Get Priority Access" lands on the sign-up section', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Get Priority Access' }).first().click();
  await expect(page).toHaveURL(/#signup$/);
  await expect(page.getByRole('heading', { name: 'Join the club' })).toBeInViewport();
});

test('@mobile "Join the club" in the header lands on the sign-up section of the home page', async ({ page }) => {
  await page.goto('/');
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Join the club' }).click();
  await expect(page).toHaveURL(/\/#signup$/);
  await expect(page.locator('#signup')).toBeInViewport();
});

test('@mobile the hero logo scrolls to sign-up and the arrow to How It Works', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Scroll to How It Works' }).click();
  await expect(page).toHaveURL(/#how-it-works$/);
  await expect(page.getByRole('heading', { name: 'How It Works' })).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('link', { name: 'The Vault Club: go to the sign-up section' }).click();
  await expect(page).toHaveURL(/#signup$/);
  await expect(page.locator('#signup')).toBeInViewport();
});
