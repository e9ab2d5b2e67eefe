import { describe, expect, it } from 'vitest';
import { islandScripts, overBudget, type PageWeight } from '../../scripts/budgets.ts';

const page = (weight: Partial<PageWeight>): PageWeight => ({
  path: '/',
  js: 0,
  jsSignedIn: 0,
  css: 0,
  islands: 0,
  signedInIslands: 0,
  loadsSupabase: false,
  ...weight,
});

describe('byte budgets', () => {
  it('counts an island that hydrates only for a signed-in learner apart from what every visitor loads', () => {
    const html = `
      <astro-island uid="a" component-url="/_astro/Path.js" renderer-url="/_astro/client.js" client="idle" ssr></astro-island>
      <astro-island uid="b" component-url="/_astro/Wallet.js" renderer-url="/_astro/client.js" client="signed-in" ssr></astro-island>`;
    expect(islandScripts(html)).toEqual({
      everyone: ['/_astro/Path.js', '/_astro/client.js'],
      signedIn: ['/_astro/Wallet.js', '/_astro/client.js'],
      islands: 1,
      signedInIslands: 1,
    });
  });

  it('holds a page whose islands are all for signed-in learners to the budget without islands, and its signed-in load to the island budget', () => {
    expect(overBudget(page({ js: 5 * 1024, jsSignedIn: 80 * 1024, signedInIslands: 1 }))).toEqual([]);
    expect(overBudget(page({ js: 7 * 1024, jsSignedIn: 80 * 1024, signedInIslands: 1 }))).toEqual([
      '/: 7.0 KB of JavaScript, budget 6.0 KB',
    ]);
    expect(overBudget(page({ js: 5 * 1024, jsSignedIn: 120 * 1024, signedInIslands: 1 }))).toEqual([
      '/: 120.0 KB of JavaScript when signed in, budget 93.0 KB',
    ]);
  });
});
