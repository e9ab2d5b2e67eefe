import { expect, test } from './fixtures.ts';
import { headingOutline, meta, skippedLevels } from './public-helpers.ts';

test('Learn More: title, description, author and the shared header and footer', async ({ page }) => {
  await page.goto('/learn-more');
  await expect(page).toHaveTitle('Learn More | The Vault Club');
  expect(await meta(page, 'description')).toContain('the compound interest problem');
  expect(await meta(page, 'author')).toBe('The Vault Club');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
  await expect(page.getByRole('contentinfo')).toContainText('Risk notice:');
  await expect(page.getByRole('contentinfo')).toContainText('© 2025 The Vault Club');
  await expect(page.getByRole('contentinfo')).not.toContainText(/placeholder/i);
});

test('@mobile Learn More: hero slogan, sections in order, one h1 and no skipped level', async ({ page }) => {
  await page.goto('/learn-more');
  await expect(page.getByText('Small groups, steady habits, a long view.')).toBeVisible();
  const outline = await headingOutline(page);
  expect(outline.filter((heading) => heading.startsWith('h1'))).toEqual(['h1 Learn More About The Vault Club']);
  expect(outline.filter((heading) => heading.startsWith('h2'))).toEqual([
    'h2 The Compound Interest Problem',
    'h2 Building Financial Literacy & Inclusion',
    'h2 How The Vault Club Solves This',
    'h2 Key Features',
  ]);
  expect(outline).toEqual(expect.arrayContaining(['h3 Money to Set Aside', 'h3 Discipline', 'h3 Long-Term Horizons']));
  expect(skippedLevels(outline)).toEqual([]);
});

test('Learn More: the optional banner is off while the site configuration says so', async ({ page }) => {
  await page.goto('/learn-more');
  await expect(page.locator('[data-banner]')).toHaveCount(0);
});

test('@mobile Learn More: the worked example adds up in the table and the text', async ({ page }) => {
  await page.goto('/learn-more');
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(6);
  const last = table.getByRole('row').last();
  await expect(last.getByRole('rowheader')).toHaveText('65');
  await expect(last.getByRole('cell')).toHaveText(['$12,000', '$96,295', '$36,000', '$100,562']);
  const result = page.getByText(/^At 65, Amara has paid in/);
  await expect(result).toContainText('Amara has paid in $12,000 and Ben $36,000');
  await expect(result).toContainText("Amara's plan is worth $96,295 and Ben's $100,562");
  await expect(result).toContainText('Ben paid in $24,000 more but ends with only $4,267 more');
  await expect(page.getByRole('img', { name: /Chart of both plans/ })).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: 'This is arithmetic, not a forecast.' })).toBeVisible();
});
