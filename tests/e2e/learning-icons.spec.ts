import { readFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { slideIconNames } from '../../src/content-build/page-data/slide-icons.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { readModule } from './learner.ts';

const module = readModule('what-is-money-really');
const icons = JSON.parse(readFileSync('src/i18n/en/icons.json', 'utf8')) as Record<string, string>;
const label = (name: string) => icons[`icon.${name}`]!;
/** Any emoji presentation character: what must no longer appear where an icon belongs. */
const EMOJI = /\p{Extended_Pictographic}/u;

/** For each icon in `article`, whether its symbol of the icon sprite (/icons.svg) is drawn. */
const drawn = (article: Locator) =>
  article.locator('svg[role="img"] use').evaluateAll((uses) => uses.map((use) => (use as SVGUseElement).getBBox().width > 0));

test('@mobile slide icons are inline SVG images with text alternatives, not emoji', async ({ page }) => {
  const slide = module.slides[0]!;
  expect(slide.layout).toBe('visual');
  await page.goto(`/learn/${module.id}`);
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 2, name: slide.title })).toBeVisible();
  const names = slideIconNames(slide);
  for (const name of names) await expect(article.getByRole('img', { name: label(name) }).first()).toBeVisible();
  expect(await article.locator('svg[role="img"]').count()).toBe(names.length);
  // Each is drawn from the icon sprite, which the page names by its version: once it has come, every symbol draws.
  await expect.poll(() => drawn(article)).toEqual(names.map(() => true));
  expect(await article.innerText()).not.toMatch(EMOJI);
});

test('the icons of later slides draw offline too, from the sprite the first slide loaded', async ({ page, context }) => {
  const first = slideIconNames(module.slides[0]!);
  const later = module.slides.findIndex((slide, index) => index > 0 && slideIconNames(slide).some((name) => !first.includes(name)));
  expect(later, 'a later slide with icons of its own').toBeGreaterThan(0);
  await page.goto(`/learn/${module.id}`);
  await waitForHydration(page);
  const article = page.getByRole('article');
  await expect.poll(() => drawn(article)).toEqual(first.map(() => true));
  // The page's own scripts that load after it (the session check, progress sync) have come too.
  await page.waitForLoadState('networkidle');

  // No offline copy here (the browser tests block service workers): the browser's cache alone keeps the sprite.
  await context.setOffline(true);
  for (let slide = 0; slide < later; slide++) await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(article.getByRole('heading', { level: 2, name: module.slides[later]!.title })).toBeVisible();
  const names = slideIconNames(module.slides[later]!);
  for (const name of names) await expect(article.getByRole('img', { name: label(name) }).first()).toBeVisible();
  await expect.poll(() => drawn(article)).toEqual(names.map(() => true));
  await context.setOffline(false);
});
