import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { axeViolations, expect, test, waitForHydration } from './fixtures.ts';

/** The disclosure's words in each language, from its dictionary. */
const LANGUAGES = [
  ['English', 'en', ''],
  ['Spanish', 'es', '/es'],
  ['Portuguese', 'pt-br', '/pt-br'],
].map(([name, code, prefix]) => ({
  name: name!,
  prefix: prefix!,
  text: JSON.parse(readFileSync(`src/i18n/${code}/site.json`, 'utf8')) as Record<string, string>,
}));

/** The club's disclosure on the page, by its accessible name. */
const disclosure = (page: Page, text: Record<string, string>) => page.getByRole('complementary', { name: text['disclosure.title']! });

for (const { name, prefix, text } of LANGUAGES) {
  test(`without JavaScript the module on the club's 3-of-5 vault keys shows the club's disclosure in ${name}, the two new points included`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${prefix}/learn/advanced-web3-innovations`);
    const block = disclosure(page, text);
    await expect(block).toBeVisible();
    await expect(block.getByText(text['disclosure.notBank']!)).toBeVisible();
    await expect(block.getByText(text['disclosure.shared']!)).toBeVisible();
    await expect(block.getByText(text['disclosure.keys']!)).toBeVisible();
    await expect(block.getByText(text['disclosure.fees']!)).toBeHidden();
    await block.getByText(text['disclosure.more']!).click();
    await expect(block.getByText(text['disclosure.fees']!)).toBeVisible();
    await expect(block.getByText(text['disclosure.exit']!)).toBeVisible();
    await context.close();
  });

  test(`without JavaScript the home page's How It Works shows the club's disclosure in ${name}`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${prefix}/`);
    const block = page.locator('#how-it-works').getByRole('complementary', { name: text['disclosure.title']! });
    await expect(block).toBeVisible();
    await expect(block.getByText(text['disclosure.notBank']!)).toBeVisible();
    await expect(block.getByText(text['disclosure.shared']!)).toBeVisible();
    await context.close();
  });
}

test('@mobile axe: the module page with the disclosure opened in full', async ({ page }) => {
  await page.goto('/learn/advanced-web3-innovations');
  await waitForHydration(page);
  // A new visitor finds the module locked; the player hydrates when the browser is idle, which a busy machine can put off.
  await expect(page.getByRole('heading', { level: 1, name: 'Module Locked' })).toBeVisible({ timeout: 30_000 });
  const block = disclosure(page, LANGUAGES[0]!.text);
  await block.getByText(LANGUAGES[0]!.text['disclosure.more']!).click();
  await expect(block.getByText(LANGUAGES[0]!.text['disclosure.lockUp']!)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
