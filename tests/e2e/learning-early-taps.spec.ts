/**
 * Taps on a slow phone: the lesson player's island hydrates seconds after the slide shows, and
 * taps on Next made before then must not be lost. The CPU is throttled (CDP) as on a cheap
 * phone, and the player's script is held back until the taps are made, so they surely land
 * before hydration.
 */
import type { Locator, Page } from '@playwright/test';
import { CATEGORIES } from '../../src/path/rules/curriculum.ts';
import { createConfirmedLearner, storeSession, uniqueEmail } from './accounts.ts';
import { syncAllModules } from './exam.ts';
import { expect, test, watchConsole } from './fixtures.ts';
import { readModule } from './learner.ts';

const module = readModule('what-is-money-really');

/** Holds back an island's script (`LessonPlayer` by default), so it stays not interactive until `release()` is called. */
async function holdIslandScript(page: Page, island = 'LessonPlayer'): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // Astro names an island's script after its component: /_astro/LessonPlayer.<hash>.js.
  await page.route(
    (address) => address.pathname.startsWith(`/_astro/${island}.`),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  return release;
}

/**
 * Waits for the player to be interactive. With the CPU throttled 6×, hydration takes 10–30 s
 * on a busy 2-core machine (CI once needed more than 20 s), so the limit only stops a hang.
 */
async function untilHydrated(page: Page) {
  await expect(page.locator('[data-player]')).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });
}

test('four taps on Next before the player is interactive end on slide 5, each slide seen', async ({ page }) => {
  test.slow();
  expect(module.slides.length).toBeGreaterThanOrEqual(5);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  const release = await holdIslandScript(page);

  await page.goto(`/learn/${module.id}`);
  await expect(page.getByText(`Slide 1 of ${module.slides.length}`)).toBeVisible();
  const island = page.locator('astro-island').filter({ has: page.locator('[data-player]') });
  await expect(island).toHaveAttribute('ssr', '');
  const next = page.getByRole('button', { name: 'Next', exact: true });
  for (let tap = 0; tap < 4; tap++) await next.click();
  await expect(island, 'the taps landed before hydration').toHaveAttribute('ssr', '');
  await expect(page.locator('[data-player]')).toHaveAttribute('data-taps', 'next next next next');

  release();
  await untilHydrated(page);
  await expect(page.getByText(`Slide 5 of ${module.slides.length}`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: module.slides[4]!.title })).toBeVisible();
  await expect(page.locator('[data-player]')).not.toHaveAttribute('data-taps');
  // Every slide was passed on the way: the dots of slides 2–4 read as seen.
  for (const dot of [2, 3, 4])
    await expect(page.getByRole('button', { name: new RegExp(`^Slide ${dot}:`) })).toHaveAttribute('data-state', 'seen');

  // Once interactive, taps go straight to the player.
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText(`Slide 4 of ${module.slides.length}`)).toBeVisible();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
});

test('taps on Next while the throttled player hydrates are none of them lost', async ({ page }) => {
  test.slow();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.goto(`/learn/${module.id}`);
  const next = page.getByRole('button', { name: 'Next', exact: true });
  for (let tap = 0; tap < 4; tap++) await next.click();
  await untilHydrated(page);
  await expect(page.getByText(`Slide 5 of ${module.slides.length}`)).toBeVisible();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
});

test('arrow keys pressed before the player is interactive are kept too, and never start the quiz', async ({ page }) => {
  const total = module.slides.length;
  const release = await holdIslandScript(page);
  await page.goto(`/learn/${module.id}`);
  await expect(page.getByText(`Slide 1 of ${total}`)).toBeVisible();
  for (let press = 0; press < total + 1; press++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  const keys = [...Array.from({ length: total + 1 }, () => 'key-next'), 'key-previous'].join(' ');
  await expect(page.locator('[data-player]'), 'the presses landed before hydration').toHaveAttribute('data-taps', keys);

  release();
  await expect(page.getByText(`Slide ${total - 1} of ${total}`)).toBeVisible();
  await expect(page.locator('[data-player]')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByRole('heading', { name: /^Question 1 of/ })).toHaveCount(0);
});

/** Presses the mouse on the middle of `control`, without releasing it; returns where. */
async function pressOn(page: Page, control: Locator): Promise<{ x: number; y: number }> {
  await control.scrollIntoViewIfNeeded();
  const box = (await control.boundingBox())!;
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(point.x, point.y);
  await page.mouse.down();
  return point;
}

test('a tap pressed before the player is interactive and released after counts once, wherever the button moved', async ({ page }) => {
  const total = module.slides.length;
  const release = await holdIslandScript(page);
  await page.goto(`/learn/${module.id}`);
  const next = page.getByRole('button', { name: 'Next', exact: true });
  await next.click();
  await expect(page.locator('[data-player]')).toHaveAttribute('data-taps', 'next');
  const point = await pressOn(page, next);
  release();
  // Hydrated: the first tap is replayed (slide 2), which moves the Next button from under the pointer.
  await expect(page.locator('[data-player]')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByText(`Slide 2 of ${total}`)).toBeVisible();
  const underPointer = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-tap="next"]') !== null, point);
  expect(underPointer, 'the replay moved Next away from the pointer').toBe(false);
  await page.mouse.up();
  await expect(page.getByText(`Slide 3 of ${total}`)).toBeVisible();
  await expect(page.locator('[data-player]')).not.toHaveAttribute('data-taps');
});

test('a press on Next before the player is interactive, dragged away and released after, is no tap', async ({ page }) => {
  const total = module.slides.length;
  const release = await holdIslandScript(page);
  await page.goto(`/learn/${module.id}`);
  const next = page.getByRole('button', { name: 'Next', exact: true });
  const point = await pressOn(page, next);
  await page.mouse.move(point.x, point.y - 120);
  release();
  await expect(page.locator('[data-player]')).toHaveAttribute('data-ready', 'true');
  await page.mouse.up();
  // The release's click has been handled once the player answers a real tap: that tap is the first to count.
  await next.click();
  await expect(page.getByText(`Slide 2 of ${total}`)).toBeVisible();
});

test('a path tapped before the learning path is interactive opens once it is', async ({ page }) => {
  await storeSession(page, await createConfirmedLearner(uniqueEmail('held-path')));
  const release = await holdIslandScript(page, 'LearningPath');
  await page.goto('/learn-now');
  const path = page.getByRole('button', { name: CATEGORIES[2]!.name });
  await path.click();
  await expect(page.locator('[data-early-taps]'), 'the tap landed before hydration').toHaveAttribute('data-taps', 'path-2');
  release();
  await expect(path).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { name: `${CATEGORIES[2]!.name} modules` })).toBeVisible();
  await expect(page.locator('[data-early-taps]')).not.toHaveAttribute('data-taps');
});

/**
 * Loads of each page a learner taps first, on a CPU throttled 4× as on a cheap phone, each
 * tapped as soon as its control is there (the path picker at DOMContentLoaded, long before it
 * hydrates; a quiz's first option and Start the Exam once progress is known): not one tap lost.
 * `npm test` makes 4 loads of each; `EARLY_TAP_LOADS=20 npx playwright test learning-early-taps`
 * makes more, to hunt a race after a change to how the pages load (the tests above hold the
 * island's script back, so the taps surely land before hydration, every run).
 *
 * The loads run in two tabs at once, each tab throttled: a throttled tab spends most of its time
 * waiting (the throttle suspends its page for three quarters of the time), so two tabs take
 * about half as long as one, and each load is still a fresh load tapped at once.
 */
test.describe('taps at DOMContentLoaded on a throttled phone', () => {
  const LOADS = Number(process.env['EARLY_TAP_LOADS'] ?? 4);

  /**
   * Opens a second tab of the test's browser context (same session), throttles both, runs
   * `loads(tab, index)` in each at once, and fails on any console error of the second tab (the
   * first has the test's own guard).
   */
  async function inTwoThrottledTabs(page: Page, loads: (tab: Page, index: number) => Promise<void>) {
    const second = await page.context().newPage();
    const secondConsole = watchConsole(second);
    for (const tab of [page, second]) {
      const cdp = await page.context().newCDPSession(tab);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    }
    await Promise.all([loads(page, 0), loads(second, 1)]);
    expect(secondConsole(), 'console errors or CSP violations in the second tab').toEqual([]);
  }

  test('the learning path: a path tapped at once opens, every load', async ({ page }) => {
    test.setTimeout(LOADS * 15_000);
    const session = await createConfirmedLearner(uniqueEmail('early-path'));
    await storeSession(page, session);
    let beforeHydration = 0;
    let loads = 0;
    await inTwoThrottledTabs(page, async (tab) => {
      while (loads < LOADS) {
        const load = ++loads;
        await tab.goto('/learn-now', { waitUntil: 'domcontentloaded' });
        const path = tab.getByRole('button', { name: CATEGORIES[1]!.name });
        // A finger, at once: scrolled to, then tapped without waiting for the button to be
        // "actionable" as locator.click() would.
        await path.evaluate((button) => button.scrollIntoView({ block: 'center' }));
        const box = (await path.boundingBox())!;
        await tab.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
        if (await tab.locator('[data-early-taps]:not([data-ready])').count()) beforeHydration++;
        await expect(path, `load ${load}: the tap opened the path`).toHaveAttribute('aria-pressed', 'true');
        await expect(tab.getByRole('heading', { name: `${CATEGORIES[1]!.name} modules` })).toBeVisible();
      }
    });
    expect(loads).toBe(LOADS);
    test.info().annotations.push({ type: 'taps before hydration', description: `${beforeHydration} of ${LOADS}` });
  });

  test('a category quiz and the final exam: the first control tapped as it appears works, every load', async ({ page }) => {
    test.setTimeout(LOADS * 2 * 15_000);
    const session = await createConfirmedLearner(uniqueEmail('early-exam'));
    await syncAllModules(session);
    await storeSession(page, session);
    // The quiz's loads in one tab, the exam's in the other.
    await inTwoThrottledTabs(page, async (tab, index) => {
      for (let load = 1; load <= LOADS; load++) {
        if (index === 0) {
          await tab.goto('/finance-quiz', { waitUntil: 'domcontentloaded' });
          const option = tab.getByRole('radio').first();
          await option.click();
          await expect(option, `quiz load ${load}: the tap chose the option`).toBeChecked();
        } else {
          await tab.goto('/comprehensive-exam', { waitUntil: 'domcontentloaded' });
          await tab.getByRole('button', { name: 'Start the Exam' }).click();
          await expect(tab.getByRole('heading', { name: 'Question 1 of 35' }), `exam load ${load}: the tap started the exam`).toBeVisible();
        }
      }
    });
  });
});
