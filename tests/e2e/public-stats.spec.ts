import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { axeViolations, expect, test } from './fixtures.ts';

const stats = JSON.parse(readFileSync('content/stats.json', 'utf8')) as { headline: string; detail: string; source: { url: string } }[];

/** The card summaries (what a learner taps), in page order. */
const summaries = (page: Page) => page.locator('#financial-access summary');
/** The `<details>` of the card whose headline is `headline`. */
const card = (page: Page, headline: string) => page.locator('#financial-access details').filter({ hasText: headline });

test.describe('The Current State of Financial Access', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await page.getByRole('heading', { name: 'The Current State of Financial Access' }).scrollIntoViewIfNeeded();
  });

  test('@mobile shows the seven cards of content/stats.json, all closed, and loads no React for them', async ({ page }) => {
    await expect(summaries(page)).toHaveCount(7);
    for (const [index, stat] of stats.entries()) await expect(summaries(page).nth(index)).toHaveText(stat.headline);
    for (const stat of stats) await expect(card(page, stat.headline)).not.toHaveAttribute('open');
    await expect(page.getByText(stats[0]!.detail)).toBeHidden();
    await expect(page.locator('#financial-access astro-island')).toHaveCount(0);
  });

  test('@mobile opens one card at a time; clicking the open card closes it', async ({ page }) => {
    const first = summaries(page).nth(0);
    const second = summaries(page).nth(1);
    await first.click();
    await expect(card(page, stats[0]!.headline)).toHaveAttribute('open');
    await expect(page.getByText(stats[0]!.detail)).toBeVisible();
    await expect(page.locator(`a[href="${stats[0]!.source.url}"]`)).toBeVisible();
    await second.click();
    await expect(card(page, stats[0]!.headline)).not.toHaveAttribute('open');
    await expect(page.getByText(stats[0]!.detail)).toBeHidden();
    await expect(card(page, stats[1]!.headline)).toHaveAttribute('open');
    await second.click();
    await expect(card(page, stats[1]!.headline)).not.toHaveAttribute('open');
    await expect(page.getByText(stats[1]!.detail)).toBeHidden();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('works from the keyboard: Enter and Space toggle; arrows, Home and End move once the page has loaded', async ({ page }) => {
    await page.waitForFunction(() => document.readyState === 'complete');
    // The keys are wired by the page's script, which starts after load: wait for it (it marks the header's menu button ready).
    await page.locator('.menu-toggle[data-menu-ready]').waitFor({ state: 'attached' });
    const first = summaries(page).first();
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(card(page, stats[0]!.headline)).toHaveAttribute('open');
    await expect
      .poll(async () => {
        await first.focus();
        await page.keyboard.press('ArrowDown');
        return page.evaluate(() => document.activeElement?.textContent?.trim());
      })
      .toBe(stats[1]!.headline);
    await page.keyboard.press('Space');
    await expect(card(page, stats[1]!.headline)).toHaveAttribute('open');
    await expect(card(page, stats[0]!.headline)).not.toHaveAttribute('open');
    await page.keyboard.press('End');
    await expect(summaries(page).last()).toBeFocused();
    await page.keyboard.press('Home');
    await expect(summaries(page).first()).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(summaries(page).last()).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(summaries(page).nth(5)).toBeFocused();
  });
});

test('@mobile with JavaScript off every card opens and reads, one at a time', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  for (const stat of stats) {
    const open = card(page, stat.headline);
    await open.locator('summary').click();
    await expect(open).toHaveAttribute('open');
    await expect(page.getByRole('heading', { name: stat.headline })).toBeVisible();
    await expect(open.getByText(stat.detail)).toBeVisible();
    await expect(open.locator(`a[href="${stat.source.url}"]`)).toBeVisible();
  }
  await expect(page.locator('#financial-access details[open]')).toHaveCount(1);
  await context.close();
});
