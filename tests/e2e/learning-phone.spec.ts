/**
 * The lesson player on a touch phone: each slide change brings the new slide's heading into
 * view with the focus, a swipe turns the slides, the tip names the swipe, and a half-read module
 * reopens where the learner left it, on another device too.
 */
import type { Page } from '@playwright/test';
import { createConfirmedLearner, storeSession, uniqueEmail } from './accounts.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { moduleIdsOf, readModule, storeProgress } from './learner.ts';

const module = readModule('what-is-money-really');
const total = module.slides.length;

/** A finger swiping `dx` pixels sideways across the slide, as the phone's touch screen reports it. */
async function swipe(page: Page, dx: number) {
  const box = (await page.locator('[data-player] .touch-pan-y').boundingBox())!;
  const y = box.y + Math.min(box.height / 2, 200);
  const x = box.x + box.width / 2 - dx / 2;
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', at: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: at, y }] });
  await touch('touchStart', x);
  for (let step = 1; step <= 5; step++) await touch('touchMove', x + (dx * step) / 5);
  await touch('touchEnd', x + dx);
  await cdp.detach();
}

test('@small-screen Next brings the new slide’s heading into view and gives it the focus', async ({ page }) => {
  await page.goto(`/learn/${module.id}`);
  await waitForHydration(page);
  const next = page.getByRole('button', { name: 'Next', exact: true });
  await next.scrollIntoViewIfNeeded();
  await next.tap();
  const heading = page.getByRole('heading', { level: 2, name: module.slides[1]!.title });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  await expect(page.getByText(`Slide 2 of ${total}`)).toBeVisible();
});

test('@small-screen a swipe turns the slides, and the tip says to swipe', async ({ page }) => {
  await page.goto(`/learn/${module.id}`);
  await waitForHydration(page);
  await expect(page.getByText('Tip: swipe left or right to move between slides.')).toBeVisible();
  await expect(page.getByText('Tip: the left and right arrow keys move between slides.')).toBeHidden();
  await swipe(page, -160);
  await expect(page.getByText(`Slide 2 of ${total}`)).toBeVisible();
  await swipe(page, -160);
  await expect(page.getByText(`Slide 3 of ${total}`)).toBeVisible();
  await swipe(page, 160);
  await expect(page.getByText(`Slide 2 of ${total}`)).toBeVisible();
  // A short move, or a mostly vertical one, is no swipe.
  await swipe(page, -20);
  await expect(page.getByText(`Slide 2 of ${total}`)).toBeVisible();
});

test('@small-screen a half-read module reopens at its slide, on this device and on another', async ({ page, browser }) => {
  const session = await createConfirmedLearner(uniqueEmail('half-read'));
  await storeSession(page, session);
  await page.goto(`/learn/${module.id}`);
  await waitForHydration(page);
  for (let slide = 2; slide <= 3; slide++) {
    await page.getByRole('button', { name: 'Next', exact: true }).tap();
    await expect(page.getByText(`Slide ${slide} of ${total}`)).toBeVisible();
  }
  await expect(page.locator('[data-player] [data-progress-status]')).toHaveAttribute('data-progress-status', 'saved');

  await page.reload();
  await expect(page.getByText(`Slide 3 of ${total}`)).toBeVisible();
  // The slides before it count as seen (the quiz may ask about them).
  await expect(page.getByRole('button', { name: /^Slide 2:/ })).toHaveAttribute('data-state', 'seen');

  const other = await browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true, reducedMotion: 'reduce' });
  const phone = await other.newPage();
  await storeSession(phone, session);
  await phone.goto(`/learn/${module.id}`);
  await expect(phone.getByText(`Slide 3 of ${total}`)).toBeVisible();
  await other.close();
});

test('@small-screen /learn-now reopens on the path of the next module, with each path’s progress and Continue first', async ({ page }) => {
  const web3 = moduleIdsOf(1);
  await storeSession(page, await createConfirmedLearner(uniqueEmail('resume-path')));
  await storeProgress(page, web3.slice(0, 2));
  await page.goto('/learn-now');
  const path = page.getByRole('button', { name: 'Web3 & Digital Ownership' });
  await expect(path).toHaveAttribute('aria-pressed', 'true');
  await expect(path).toContainText('2/6 modules done');
  await expect(page.getByRole('button', { name: 'Financial Overview' })).toContainText('0/6 modules done');
  const next = readModule(web3[2]!);
  const resume = page.getByRole('link', { name: `Continue: ${next.title}` });
  await expect(resume).toHaveAttribute('href', `/learn/${next.id}`);
  await expect(resume).toBeInViewport();
});

test('@small-screen offline use is not offered to a new learner, and offered unticked after a first module', async ({ page }) => {
  await storeSession(page, await createConfirmedLearner(uniqueEmail('offline-offer')));
  await page.goto('/learn-now');
  await expect(page.getByRole('button', { name: 'Financial Overview' })).toContainText('0/6 modules done');
  await expect(page.locator('[data-offline-state]')).toHaveCount(0);
  await storeProgress(page, [module.id]);
  await page.goto('/learn-now');
  await expect(page.getByRole('checkbox', { name: 'Keep the lessons on this device for offline use' })).not.toBeChecked();
});

test('@small-screen a learner with an account is offered to continue, not to join, on lessons and Learn More', async ({ page }) => {
  await storeSession(page, await createConfirmedLearner(uniqueEmail('not-asked')));
  await page.goto('/learn/financial-basics');
  await expect(page.getByRole('heading', { name: 'Ready to Put This Into Practice?' })).toBeHidden();
  await page.goto('/learn-more');
  await expect(page.getByRole('link', { name: 'Get Priority Access' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Continue learning' }).first()).toBeVisible();
});
