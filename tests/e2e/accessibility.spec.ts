import { axeViolations, expect, sitemapPaths, test } from './fixtures';

for (const path of [...sitemapPaths(), '/no-such-page', '/interactive-learn/no-such-module']) {
  test(`@mobile axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    expect(await axeViolations(page)).toEqual([]);
  });
}
