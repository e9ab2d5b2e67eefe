import { describe, expect, it } from 'vitest';
import { islandScripts, jsBudgets, missingTranslations, overBudget, PAGE_BUDGETS, roundTrips, type PageWeight } from './budgets.ts';

const page = (weight: Partial<PageWeight>): PageWeight => ({
  path: '/',
  js: 0,
  jsSignedIn: 0,
  css: 0,
  islands: 0,
  signedInIslands: 0,
  loadsSupabase: false,
  htmlSent: 0,
  floorSent: 0,
  inlineJs: 0,
  chunks: [],
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

  it("holds a page whose islands are all for signed-in learners, with a script of its own, to that script's budget, and what a signed-in learner has loaded near them to its own", () => {
    const home = PAGE_BUDGETS.pages['/']!;
    const script = PAGE_BUDGETS.scriptPages['/']!;
    expect(overBudget(page({ js: script * 1024, jsSignedIn: home.scrolled * 1024, signedInIslands: 1 }))).toEqual([]);
    expect(overBudget(page({ js: (script + 1) * 1024, jsSignedIn: 80 * 1024, signedInIslands: 1 }))).toEqual([
      `/: ${(script + 1).toFixed(1)} KB of JavaScript, budget ${script.toFixed(1)} KB`,
    ]);
    expect(overBudget(page({ js: script * 1024, jsSignedIn: 120 * 1024, signedInIslands: 1 }))).toEqual([
      `/: 120.0 KB of JavaScript signed in, near the wallet, budget ${home.scrolled.toFixed(1)} KB`,
    ]);
  });

  it('holds a page to the same budget in every language: /auth may load supabase-js in Spanish too, no other page may', () => {
    for (const path of ['/auth', '/es/auth', '/pt-br/auth']) {
      expect(overBudget(page({ path, js: 80 * 1024, jsSignedIn: 80 * 1024, islands: 1, loadsSupabase: true }))).toEqual([]);
    }
    expect(overBudget(page({ path: '/es/learn-more', js: 10 * 1024, jsSignedIn: 10 * 1024, loadsSupabase: true }))).toEqual([
      `/es/learn-more: 10.0 KB of JavaScript, budget ${PAGE_BUDGETS.withoutIslands.toFixed(1)} KB`,
      '/es/learn-more: loads supabase-js on page load; import it lazily',
    ]);
    expect(overBudget(page({ path: '/pt-br/finance-quiz', js: 110 * 1024, jsSignedIn: 110 * 1024, islands: 1 }))).toEqual([
      `/pt-br/finance-quiz: 110.0 KB of JavaScript, budget ${PAGE_BUDGETS.pages['/finance-quiz']!.js.toFixed(1)} KB`,
    ]);
  });

  it('holds each page with islands to its own budget (tools/page-budgets.json), none above the 95 KB ceiling', () => {
    expect(PAGE_BUDGETS.ceilingWithIslands).toBe(95);
    for (const [pattern, budget] of Object.entries(PAGE_BUDGETS.pages)) {
      expect(budget.js, pattern).toBeLessThanOrEqual(95);
      expect(budget.scrolled, pattern).toBeLessThanOrEqual(95);
    }
    for (const path of ['/learn/what-is-money-really', '/es/learn/what-is-money-really', '/pt-br/learn/tokens-tokenization/']) {
      const { js } = PAGE_BUDGETS.pages['/learn/*']!;
      expect(overBudget(page({ path, js: js * 1024, jsSignedIn: js * 1024, islands: 1 }))).toEqual([]);
      expect(overBudget(page({ path, js: js * 1024 + 1, jsSignedIn: js * 1024, islands: 1 }))).toEqual([
        `${path}: ${js.toFixed(1)} KB of JavaScript, budget ${js.toFixed(1)} KB`,
      ]);
    }
    // The learning path with the wallet card, which loads once a signed-in learner scrolls near it.
    const path = PAGE_BUDGETS.pages['/learn-now']!;
    expect(jsBudgets(page({ path: '/es/learn-now', islands: 1, signedInIslands: 1 }))).toEqual({
      js: path.js * 1024,
      signedIn: path.scrolled * 1024,
    });
    // A page with islands that the data does not list gets the ceiling.
    expect(jsBudgets(page({ path: '/new-page', islands: 1 }))).toEqual({ js: 95 * 1024, signedIn: 95 * 1024 });
    // A long-form lesson (no islands) keeps the budget without islands, though /learn/* lists the module pages.
    expect(overBudget(page({ path: '/learn/financial-basics', js: 10 * 1024, jsSignedIn: 10 * 1024 }))).toEqual([
      `/learn/financial-basics: 10.0 KB of JavaScript, budget ${PAGE_BUDGETS.withoutIslands.toFixed(1)} KB`,
    ]);
  });

  it('holds a page without islands that runs a script of its own to its own budget, in every language; the others to the budget without islands', () => {
    const certificate = PAGE_BUDGETS.scriptPages['/certificate']!;
    expect(certificate).toBeGreaterThan(PAGE_BUDGETS.withoutIslands);
    for (const path of ['/certificate', '/es/certificate', '/pt-br/certificate/']) {
      expect(jsBudgets(page({ path }))).toEqual({ js: certificate * 1024, signedIn: certificate * 1024 });
    }
    expect(jsBudgets(page({ path: '/es/offline' }))).toEqual({
      js: PAGE_BUDGETS.withoutIslands * 1024,
      signedIn: PAGE_BUDGETS.withoutIslands * 1024,
    });
  });

  it('holds the home page in every language, and only it, to the first round trip', () => {
    for (const path of ['/', '/es', '/pt-br']) {
      expect(overBudget(page({ path, htmlSent: 14_600 }))).toEqual([]);
      expect(overBudget(page({ path, htmlSent: 14_631, floorSent: 14_631 }))).toEqual([
        `${path}: 14631 bytes of HTML and headers, more than the first round trip (14600); shorten the page`,
      ]);
    }
    expect(overBudget(page({ path: '/es/white-paper', htmlSent: 30_000, floorSent: 30_000 }))).toEqual([]);
  });

  it('counts the round trips of a response as TCP’s slow start sends it: 10 packets, then twice as many each time', () => {
    expect([1, 14_600, 14_601, 43_800, 43_801, 102_200, 102_201].map(roundTrips)).toEqual([1, 1, 2, 2, 3, 3, 4]);
  });

  it('holds the pages npm run perf compares to the round trips of their script-free copy, in every language', () => {
    for (const path of ['/es/learn/what-is-money-really', '/pt-br/white-paper', '/learn-more']) {
      expect(overBudget(page({ path, htmlSent: 14_601, floorSent: 14_600 }))).toEqual([
        `${path}: 14601 bytes of HTML and headers take 2 round trips, its script-free copy (14600) 1; leave out of the page what its first view does not need`,
      ]);
      expect(overBudget(page({ path, htmlSent: 16_000, floorSent: 14_601 }))).toEqual([]);
    }
    expect(overBudget(page({ path: '/learn/crypto-market-role', htmlSent: 17_000, floorSent: 14_000 }))).toEqual([]);
  });

  it('names each page some language lacks, so that no translated page escapes its budget', () => {
    const english = ['/', '/learn-now', '/learn/financial-basics'];
    const everyLanguage = [
      ...english,
      '/es',
      '/es/learn-now',
      '/es/learn/financial-basics',
      '/pt-br',
      '/pt-br/learn-now',
      '/pt-br/learn/financial-basics',
    ];
    expect(missingTranslations(everyLanguage)).toEqual([]);
    expect(missingTranslations(everyLanguage.filter((path) => path !== '/pt-br/learn-now' && path !== '/es'))).toEqual([
      '/es/',
      '/pt-br/learn-now',
    ]);
    // English is the source language: a page only Spanish has is missing in Portuguese.
    expect(missingTranslations([...everyLanguage, '/es/only-here'])).toEqual(['/pt-br/only-here']);
  });
});
