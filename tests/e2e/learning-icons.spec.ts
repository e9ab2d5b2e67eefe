import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures.ts';
import { readModule } from './learner.ts';

const module = readModule('what-is-money-really');
const icons = JSON.parse(readFileSync('src/i18n/en/icons.json', 'utf8')) as Record<string, string>;
const label = (name: string) => icons[`icon.${name}`]!;
/** Any emoji presentation character: what must no longer appear where an icon belongs. */
const EMOJI = /\p{Extended_Pictographic}/u;

test('@mobile slide icons are inline SVG images with text alternatives, not emoji', async ({ page }) => {
  const slide = module.slides[0]!;
  expect(slide.layout).toBe('visual');
  await page.goto(`/learn/${module.id}`);
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 2, name: slide.title })).toBeVisible();
  if (slide.layout !== 'visual') return;
  const names = [slide.visualElements.icon, ...slide.visualElements.cards.map((card) => card.icon)];
  for (const name of names) await expect(article.getByRole('img', { name: label(name) }).first()).toBeVisible();
  expect(await article.locator('svg[role="img"]').count()).toBe(names.length);
  // Each is drawn from the icon sprite (/icons.svg), which the page names by its version: once it has come, every symbol draws.
  await expect
    .poll(() => article.locator('svg[role="img"] use').evaluateAll((uses) => uses.map((use) => (use as SVGUseElement).getBBox().width > 0)))
    .toEqual(names.map(() => true));
  expect(await article.innerText()).not.toMatch(EMOJI);
});
