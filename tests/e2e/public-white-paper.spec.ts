import { expect, test } from './fixtures.ts';
import { headingOutline, skippedLevels } from './public-helpers.ts';

const TITLES = [
  'The problem',
  'The mission',
  'Subclubs and contracts',
  'The Mega Vault and its allocation',
  'wBTC accumulation and completion choices',
  'Reinvestment logic (design goals)',
  'Security and risks',
  'Education and the road ahead',
];

test('@mobile white paper: its title, one h1, a table of contents and no skipped level', async ({ page }) => {
  await page.goto('/white-paper');
  await expect(page).toHaveTitle('The Vault Club White Paper');
  const outline = await headingOutline(page);
  expect(outline.filter((heading) => heading.startsWith('h1'))).toEqual(['h1 The Vault Club White Paper']);
  expect(skippedLevels(outline)).toEqual([]);
  const contents = page.getByRole('navigation', { name: 'Contents' }).getByRole('link');
  await expect(contents).toHaveText(TITLES);
  await contents.nth(4).click();
  await expect(page).toHaveURL(/#page-5$/);
  await expect(page.getByRole('heading', { name: TITLES[4]! })).toBeInViewport();
});

test('white paper: eight pages in order, each numbered', async ({ page }) => {
  await page.goto('/white-paper');
  const pages = page.locator('article.paper');
  await expect(pages).toHaveCount(8);
  for (const [index, title] of TITLES.entries()) {
    await expect(pages.nth(index).getByRole('heading', { level: 2 })).toHaveText(title);
    await expect(pages.nth(index)).toContainText(`Page ${index + 1} of 8`);
  }
  await expect(pages.nth(1)).toContainText('democratize financial empowerment through community investment and education');
  await expect(pages.nth(6)).toContainText('You could lose some or all of the money you put in.');
});

test('@mobile white paper: "Back to Home" goes home', async ({ page }) => {
  await page.goto('/white-paper');
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('white paper: prints one page per section and nothing else', async ({ page }) => {
  await page.goto('/white-paper');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Contents' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toBeHidden();
  const breaks = await page.locator('article.paper').evaluateAll((pages) => pages.map((paper) => getComputedStyle(paper).breakAfter));
  expect(breaks).toEqual(['page', 'page', 'page', 'page', 'page', 'page', 'page', 'auto']);
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)).toHaveLength(8);
});
