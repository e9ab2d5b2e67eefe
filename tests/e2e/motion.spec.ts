/**
 * The site with motion allowed. The other browser tests run as a visitor who asked for less
 * motion (see `playwright.config.ts`); these check that motion is there when welcome, and only
 * then.
 */
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures.ts';
import { readModule } from './learner.ts';

test.use({ reducedMotion: 'no-preference' });

const module = readModule('what-is-money-really');

test('scrolling is smooth only when the visitor allows motion', async ({ page }) => {
  await page.goto('/');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('smooth');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
  await page.getByRole('link', { name: 'Scroll to How It Works' }).click();
  const top = await page.getByRole('heading', { name: 'How It Works' }).evaluate((heading) => heading.getBoundingClientRect().top);
  expect(top).toBeLessThan(200);
});

interface HiddenCardsWatch {
  mostHiddenCards: number;
  hiddenCardsObserver?: MutationObserver;
}

/**
 * From now on (in place of any earlier watch), keeps in the page the most slide cards ever seen
 * waiting to appear at once; the returned function reads it.
 */
async function watchHiddenCards(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const state = window as unknown as HiddenCardsWatch;
    state.hiddenCardsObserver?.disconnect();
    state.mostHiddenCards = 0;
    state.hiddenCardsObserver = new MutationObserver(() => {
      const hidden = document.querySelectorAll('.reveal[data-state="hidden"]').length;
      state.mostHiddenCards = Math.max(state.mostHiddenCards, hidden);
    });
    state.hiddenCardsObserver.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
  });
  return () => page.evaluate(() => (window as unknown as HiddenCardsWatch).mostHiddenCards);
}

test("a slide's cards appear one after another when motion is welcome, all at once otherwise", async ({ page }) => {
  const cardsOn = (index: number) => (module.slides[index]?.visualElements as { cards?: unknown[] } | undefined)?.cards?.length ?? 0;
  // Not the first slide: a lesson opens without motion, the cards of the slides moved to appear one by one.
  const target = module.slides.findIndex((_, index) => index > 0 && cardsOn(index) > 1);
  expect(target, 'a slide after the first with several cards').toBeGreaterThan(0);
  const cards = cardsOn(target);
  await page.goto(`/learn/${module.id}`);
  await waitForHydration(page);
  const next = page.getByRole('button', { name: 'Next', exact: true });
  for (let slide = 0; slide < target - 1; slide++) await next.click();

  const mostHidden = await watchHiddenCards(page);
  await next.click();
  await expect(page.getByText(`Slide ${target + 1} of ${module.slides.length}`)).toBeVisible();
  await expect(page.locator('.reveal[data-state="shown"]')).toHaveCount(cards);
  expect(await mostHidden(), 'every card waited its turn').toBe(cards);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.getByRole('button', { name: 'Previous' }).click();
  const mostHiddenReduced = await watchHiddenCards(page);
  await next.click();
  await expect(page.locator('.reveal[data-state="shown"]')).toHaveCount(cards);
  expect(await mostHiddenReduced(), 'no card waited').toBe(0);
});
