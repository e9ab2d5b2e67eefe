import { axeViolations, expect, sitemapPaths, test } from './fixtures';

/**
 * The learning templates (the path, modules, long-form lessons, quizzes, the exam):
 * learning-a11y.spec.ts checks a page of each in every state at both widths. The other pages
 * of those templates differ in content only, which this sweep checks at 1280 px; every other
 * page is checked at 375 px too.
 */
const CHECKED_IN_EVERY_STATE = /^\/(learn-now|learn\/.+|[a-z0-9-]+-quiz|comprehensive-exam)$/;

for (const path of [...sitemapPaths(), '/no-such-page', '/interactive-learn/no-such-module']) {
  const tag = CHECKED_IN_EVERY_STATE.test(path) ? '' : '@mobile ';
  test(`${tag}axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    expect(await axeViolations(page)).toEqual([]);
  });
}
