/**
 * Spaced review in the browser, on Playwright's clock: a question missed in the first module
 * comes back two days later, is reviewed right, and moves out; a second browser on the same
 * account shows the same; a review done offline reaches the account back online.
 *
 * The pages' clocks start 30 days in the past: the learner's session, issued now by the local
 * backend, stays valid on the page however far the test moves the clock within those days.
 */
import type { Page } from '@playwright/test';
import { createConfirmedLearner, storeSession, uniqueEmail } from './accounts.ts';
import { axeViolations, expect, test, waitForHydration } from './fixtures.ts';
import {
  aRadio,
  answerModuleQuiz,
  chooseWithKeys,
  named,
  openModuleQuiz,
  openPath,
  PROGRESS_KEY,
  readModule,
  shownQuestion,
  tabUntil,
} from './learner.ts';

const DAY = 86_400_000;
const SAVED = 'Saved to your account';
const OFFLINE = 'Saved on this device; it will be saved to your account when you are back online';
const module = readModule('what-is-money-really');

const status = (page: Page) => page.locator('[data-progress-status]').first();
const pathReview = (page: Page) => page.locator('[data-review-due]');

/** The learner's review cards as this browser stores them. */
async function storedCards(page: Page): Promise<Record<string, { due: string; reps: number }>> {
  return page.evaluate((key) => (JSON.parse(window.localStorage.getItem(key) ?? '{}') as { reviews?: never }).reviews ?? {}, PROGRESS_KEY);
}

/** On /review: answers the question shown right, from the content, and waits for the feedback. */
async function answerRight(page: Page): Promise<void> {
  const text = await shownQuestion(page);
  const question = module.quizPool.find((item) => item.question === text);
  expect(question, `"${text}" is in the pool of ${module.id}`).toBeDefined();
  await page.getByRole('radio', { name: question!.options[question!.correctAnswer]!, exact: true }).check();
  await page.getByRole('button', { name: 'Check Answer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Correct! This question comes back later.' })).toBeVisible();
}

/** The same with the keyboard only: Tab to the options, arrows to the right one, Tab to Check Answer, Enter. */
async function answerRightWithKeys(page: Page): Promise<void> {
  const text = await shownQuestion(page);
  const question = module.quizPool.find((item) => item.question === text)!;
  await tabUntil(page, 'an option', aRadio);
  await chooseWithKeys(page, question.correctAnswer);
  await tabUntil(page, 'Check Answer', named(/^Check Answer$/));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Correct! This question comes back later.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Finish Review' })).toBeFocused();
}

test('a missed question comes back two days later, moves out when reviewed right, on every device, and offline', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const start = Date.now() - 30 * DAY;
  const session = await createConfirmedLearner(uniqueEmail('review'));
  await page.clock.install({ time: start });
  await storeSession(page, session);

  // Miss a question, then pass the module.
  await page.goto('/learn/what-is-money-really');
  await waitForHydration(page);
  await openModuleQuiz(page, module);
  await answerModuleQuiz(page, module, 1);
  await page.getByRole('button', { name: 'Retake Quiz' }).click();
  await answerModuleQuiz(page, module);
  await expect(page.getByRole('heading', { name: 'Module Completed!' })).toBeVisible();
  const [missed] = Object.keys(await storedCards(page));
  expect(missed).toMatch(/^module\/what-is-money-really\/q\d+$/);

  // Nothing is due yet: the path says when it comes back, and the header shows no badge.
  await openPath(page, { status: SAVED });
  await expect(pathReview(page)).toHaveAttribute('data-review-due', '0');
  await expect(pathReview(page)).toContainText('Nothing to review now. Your next review comes back on');
  await expect(page.locator('a[data-review-badge]')).toBeHidden();

  // Two days on, it is due: on the path and in the header.
  await page.clock.setSystemTime(start + 2 * DAY);
  await openPath(page, { status: SAVED });
  await expect(page.getByRole('link', { name: 'Review · 1 due' })).toBeVisible();
  await expect(page.getByRole('link', { name: '1 review due' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Review · 1 due' }).click();
  await expect(page).toHaveURL(/\/review$/);
  await waitForHydration(page);
  await expect(page.getByText('Question 1 of 1')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await answerRight(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Finish Review' }).click();
  await expect(page.getByRole('heading', { name: 'Review done' })).toBeFocused();
  await expect(page.getByText('You got 1 of 1 right.')).toBeVisible();
  await expect(page.locator('a[data-review-badge]')).toBeHidden();
  expect(await axeViolations(page)).toEqual([]);
  await expect(status(page)).toHaveText(SAVED);

  // The count dropped and the next date moved out, past the first interval.
  const reviewed = (await storedCards(page))[missed!]!;
  expect(reviewed.reps).toBe(2);
  expect(Date.parse(reviewed.due)).toBeGreaterThan(start + 3 * DAY);
  await openPath(page, { status: SAVED });
  await expect(page.getByRole('link', { name: /^Review · \d+ due$/ })).toHaveCount(0);
  const next = (await pathReview(page).textContent()) ?? '';
  expect(next).toMatch(/^Nothing to review now\. Your next review comes back on .+\.$/);
  await page.goto('/review');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Nothing to review now' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // A second browser on the same account, at the same time, shows the same.
  const laptop = await browser.newContext();
  const other = await laptop.newPage();
  await other.clock.install({ time: start + 2 * DAY });
  await storeSession(other, session);
  await openPath(other, { status: SAVED });
  await expect(pathReview(other)).toHaveText(next);

  // Weeks later it is due again; reviewed offline there, it is saved once back online.
  await other.clock.setSystemTime(start + 20 * DAY);
  await openPath(other, { status: SAVED });
  await other.getByRole('link', { name: 'Review · 1 due' }).click();
  await waitForHydration(other);
  await expect(status(other)).toHaveText(SAVED);
  await laptop.setOffline(true);
  await answerRightWithKeys(other);
  await expect(status(other)).toHaveText(OFFLINE);
  expect(await axeViolations(other)).toEqual([]);
  await laptop.setOffline(false);
  await expect(status(other)).toHaveText(SAVED);
  expect((await storedCards(other))[missed!]!.reps).toBe(3);
  await openPath(other, { status: SAVED });
  const later = (await pathReview(other).textContent()) ?? '';
  expect(later).not.toBe(next);

  await page.clock.setSystemTime(start + 20 * DAY);
  await openPath(page, { status: SAVED });
  await expect(pathReview(page)).toHaveText(later);
  expect((await storedCards(page))[missed!]!.reps).toBe(3);
  await laptop.close();
});

test('cards collected before signing up, in the open first module, are kept and reach the account at sign-in', async ({
  page,
  browser,
}) => {
  await page.goto('/learn/what-is-money-really');
  await waitForHydration(page);
  await openModuleQuiz(page, module);
  await answerModuleQuiz(page, module, 1);
  await page.getByRole('button', { name: 'Retake Quiz' }).click();
  await answerModuleQuiz(page, module);
  await expect(page.getByRole('heading', { name: 'Module Completed!' })).toBeVisible();
  const before = await storedCards(page);
  expect(Object.keys(before)).toHaveLength(1);

  const session = await createConfirmedLearner(uniqueEmail('review-signup'));
  await storeSession(page, session);
  await openPath(page, { status: SAVED });
  await expect(pathReview(page)).toContainText('Nothing to review now.');
  expect(await storedCards(page)).toEqual(before);

  const laptop = await browser.newContext();
  const other = await laptop.newPage();
  await storeSession(other, session);
  await openPath(other, { status: SAVED });
  expect(await storedCards(other)).toEqual(before);
  await laptop.close();
});
