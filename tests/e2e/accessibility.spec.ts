import { axeViolations, expect, sitemapPaths, test } from './fixtures';

test('@mobile every page passes axe with zero violations', async ({ page }) => {
  test.setTimeout(240_000);
  const failures: string[] = [];
  for (const path of await sitemapPaths(page)) {
    await page.goto(path);
    failures.push(...(await axeViolations(page)).map((violation) => `${path} ${violation}`));
  }
  for (const path of ['/no-such-page', '/interactive-learn/no-such-module']) {
    await page.goto(path);
    failures.push(...(await axeViolations(page)).map((violation) => `${path} ${violation}`));
  }
  expect(failures).toEqual([]);
});
