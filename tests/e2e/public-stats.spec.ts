import { readFileSync } from 'node:fs';
import { axeViolations, expect, test, waitForHydration } from './fixtures';

const stats = JSON.parse(readFileSync('content/stats.json', 'utf8')) as { headline: string; detail: string; source: { url: string } }[];

test.describe('The Current State of Financial Access', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await page.getByRole('heading', { name: 'The Current State of Financial Access' }).scrollIntoViewIfNeeded();
    await waitForHydration(page);
  });

  test('@mobile shows the seven cards of content/stats.json, all closed once enhanced', async ({ page }) => {
    const section = page.locator('#financial-access');
    const buttons = section.getByRole('button');
    await expect(buttons).toHaveCount(7);
    for (const [index, stat] of stats.entries()) await expect(buttons.nth(index)).toHaveText(stat.headline);
    for (const button of await buttons.all()) await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(section.getByText(stats[0]!.detail)).toBeHidden();
  });

  test('@mobile opens one card at a time; clicking the open card closes it', async ({ page }) => {
    const first = page.getByRole('button', { name: stats[0]!.headline });
    const second = page.getByRole('button', { name: stats[1]!.headline });
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(stats[0]!.detail)).toBeVisible();
    await expect(page.locator(`a[href="${stats[0]!.source.url}"]`)).toBeVisible();
    await second.click();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText(stats[0]!.detail)).toBeHidden();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText(stats[1]!.detail)).toBeHidden();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('works from the keyboard', async ({ page }) => {
    const buttons = page.locator('#financial-access').getByRole('button');
    await buttons.first().focus();
    await page.keyboard.press('Enter');
    await expect(buttons.first()).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(buttons.nth(1)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(buttons.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(buttons.first()).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('End');
    await expect(buttons.last()).toBeFocused();
    await page.keyboard.press('Home');
    await expect(buttons.first()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(buttons.nth(1)).toBeFocused();
  });
});

test('@mobile with JavaScript off every card is open and readable', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  for (const stat of stats) {
    await expect(page.getByRole('heading', { name: stat.headline })).toBeVisible();
    await expect(page.getByText(stat.detail)).toBeVisible();
    await expect(page.locator(`a[href="${stat.source.url}"]`).first()).toBeVisible();
  }
  await context.close();
});
