/**
 * The byte budgets against the built site (dist/), in every language: each budget of
 * `tools/page-budgets.json` that is a page's own (a page with islands, a page without islands
 * that runs a script of its own) leaves at least `MIN_HEADROOM` above what the page loads (`npm
 * run budgets` holds each page to the budget itself). Runs after the build in `npm test`.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsBudgets, measureBuiltPages, MIN_HEADROOM, scriptPageBudget } from '../../tools/budgets.ts';

const DIST = 'dist';
if (!existsSync(join(DIST, 'index.html')))
  throw new Error('No built site in dist/: run `npm run build` first (npm test builds before this step).');

const pages = measureBuiltPages();
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe('byte budgets of the built site', () => {
  it('measures every page the build wrote', () => {
    expect(pages.length).toBeGreaterThan(100);
    expect(pages.map((page) => page.path)).toEqual(
      expect.arrayContaining(['/', '/learn-now', '/es/comprehensive-exam', '/pt-br/certificate']),
    );
  });

  it(`leaves each page's own budget at least ${kb(MIN_HEADROOM)} above what the page loads`, () => {
    const tight = pages
      .filter((page) => page.islands + page.signedInIslands > 0 || scriptPageBudget(page.path) !== undefined)
      .flatMap((page) => {
        const budget = jsBudgets(page);
        return [
          ...(budget.js - page.js < MIN_HEADROOM ? [`${page.path}: ${kb(page.js)} of ${kb(budget.js)}`] : []),
          ...(page.signedInIslands > 0 && budget.signedIn - page.jsSignedIn < MIN_HEADROOM
            ? [`${page.path}, signed in: ${kb(page.jsSignedIn)} of ${kb(budget.signedIn)}`]
            : []),
        ];
      });
    expect(tight).toEqual([]);
  });
});
