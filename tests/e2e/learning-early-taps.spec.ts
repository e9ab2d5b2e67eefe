/**
 * Taps on a slow phone: the lesson player's island hydrates seconds after the slide shows, and
 * taps on Next made before then must not be lost. The CPU is throttled (CDP) as on a cheap
 * phone, and the player's script is held back until the taps are made, so they surely land
 * before hydration.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { readModule } from './learner';

const module = readModule('what-is-money-really');

/** Holds back the lesson player's script, so the island stays not interactive until `release()` is called. */
async function holdPlayerScript(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/LessonPlayer\.[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
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
  const release = await holdPlayerScript(page);

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
  const release = await holdPlayerScript(page);
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
  const release = await holdPlayerScript(page);
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
  const release = await holdPlayerScript(page);
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
