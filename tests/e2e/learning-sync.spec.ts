/**
 * Progress in the learner's account: two browsers on one account, a shared browser signed out
 * and into again, and a module completed offline. Progress that is not what a test is about is
 * seeded in localStorage, as an earlier visit would have left it.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { createConfirmedLearner, signedInAgain, storeSession, uniqueEmail, type StoredSession } from './accounts.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { answerModuleQuiz, openModuleQuiz, openPath, PROGRESS_KEY, readModule } from './learner.ts';

const SYNC_KEY = 'vault-club:progress-sync';
const SAVED = 'Saved to your account';
const OFFLINE = 'Saved on this device; it will be saved to your account when you are back online';

/** Stores progress with `modules` completed as this learner's (an earlier visit on this device). */
async function seedOwnProgress(page: Page, session: StoredSession, modules: string[]): Promise<void> {
  const progress = { version: 2, completedModules: modules, completedAt: {}, lessons: {}, quizzes: {}, exam: null };
  await page.evaluate(
    ([progressKey, syncKey, value, owner]) => {
      window.localStorage.setItem(progressKey!, value!);
      window.localStorage.setItem(syncKey!, JSON.stringify({ owner, confirmed: null }));
    },
    [PROGRESS_KEY, SYNC_KEY, JSON.stringify(progress), session.user.id],
  );
}

const status = (page: Page) => page.locator('[data-progress-status]');
const card = (page: Page, id: string) => page.locator(`[data-module="${id}"]`);

async function secondBrowser(context: BrowserContext, session: StoredSession): Promise<Page> {
  const page = await context.newPage();
  await storeSession(page, session);
  return page;
}

test('modules completed in one browser appear in another after a reload, and work done in both at once ends as the union', async ({
  page,
  browser,
}) => {
  const session = await createConfirmedLearner(uniqueEmail('two-browsers'));
  await storeSession(page, session);
  await seedOwnProgress(page, session, ['what-is-money-really']);
  await openPath(page, { status: SAVED, path: 'Financial Overview' });
  await expect(card(page, 'what-is-money-really')).toHaveAttribute('data-state', 'completed');

  const laptop = await browser.newContext();
  const other = await secondBrowser(laptop, session);
  await openPath(other, { status: SAVED, path: 'Financial Overview' });
  await expect(card(other, 'what-is-money-really')).toHaveAttribute('data-state', 'completed');
  await expect(card(other, 'historical-evolution-money')).toHaveAttribute('data-state', 'unlocked');

  // Different modules on both at once: each browser sends its own; the account keeps both.
  await seedOwnProgress(page, session, ['what-is-money-really', 'historical-evolution-money']);
  await seedOwnProgress(other, session, ['what-is-money-really', 'cryptocurrencies-fundamentals']);
  await Promise.all([page.reload(), other.reload()]);
  await Promise.all([expect(status(page)).toHaveText(SAVED), expect(status(other)).toHaveText(SAVED)]);
  for (const browserPage of [page, other]) {
    await openPath(browserPage, { status: SAVED, path: 'Financial Overview' });
    await expect(card(browserPage, 'historical-evolution-money')).toHaveAttribute('data-state', 'completed');
    await browserPage.getByRole('button', { name: 'Web3 & Digital Ownership' }).click();
    await expect(card(browserPage, 'cryptocurrencies-fundamentals')).toHaveAttribute('data-state', 'completed');
    await expect(browserPage.getByRole('region', { name: 'Comprehensive Final Exam' })).toContainText('3 / 18 modules done');
  }
  await laptop.close();
});

test('on a shared browser, the next learner sees none of the last one’s progress, and it comes back at their next sign-in', async ({
  page,
}) => {
  const alice = await createConfirmedLearner(uniqueEmail('alice'));
  const bob = await createConfirmedLearner(uniqueEmail('bob'));
  await storeSession(page, alice);
  await seedOwnProgress(page, alice, ['what-is-money-really']);
  await openPath(page, { status: SAVED, path: 'Financial Overview' });
  await expect(card(page, 'what-is-money-really')).toHaveAttribute('data-state', 'completed');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("You've been signed out successfully.")).toBeVisible();
  expect(await page.evaluate((key) => window.localStorage.getItem(key), PROGRESS_KEY)).not.toContain('what-is-money-really');

  await storeSession(page, bob);
  await openPath(page, { status: SAVED, path: 'Financial Overview' });
  await expect(card(page, 'what-is-money-really')).toHaveAttribute('data-state', 'unlocked');
  await expect(page.getByRole('region', { name: 'Comprehensive Final Exam' })).toContainText('0 / 18 modules done');
  // Bob learns something of his own on this browser; it must never reach Alice's account.
  await seedOwnProgress(page, bob, ['cryptocurrencies-fundamentals']);
  await openPath(page, { status: SAVED, path: 'Web3 & Digital Ownership' });
  await expect(card(page, 'cryptocurrencies-fundamentals')).toHaveAttribute('data-state', 'completed');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);

  // Her sign-out ended her earlier session on the server too: she signs in again.
  await storeSession(page, await signedInAgain(alice.user.email));
  await openPath(page, { status: SAVED, path: 'Financial Overview' });
  await expect(card(page, 'what-is-money-really')).toHaveAttribute('data-state', 'completed');
  await expect(page.getByRole('region', { name: 'Comprehensive Final Exam' })).toContainText('1 / 18 modules done');
  await page.getByRole('button', { name: 'Web3 & Digital Ownership' }).click();
  await expect(card(page, 'cryptocurrencies-fundamentals')).toHaveAttribute('data-state', 'unlocked');
});

test('a module completed offline is kept on the device, sign-out asks before losing it, and it reaches the account back online', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(60_000);
  const session = await createConfirmedLearner(uniqueEmail('offline'));
  const module = readModule('what-is-money-really');
  await storeSession(page, session);
  await page.goto('/learn/what-is-money-really');
  await waitForHydration(page);
  await expect(status(page)).toHaveText(SAVED);

  await context.setOffline(true);
  await openModuleQuiz(page, module);
  await answerModuleQuiz(page, module);
  await expect(page.getByRole('heading', { name: 'Module Completed!' })).toBeVisible();
  await expect(status(page)).toHaveText(OFFLINE);

  // The browser's own confirm dialog: answered "Cancel" as it opens (an open dialog blocks the page).
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.dismiss();
    }),
  );
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' }).click();
  expect(await asked).toContain('not saved to your account yet');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' })).toBeEnabled();
  await expect(status(page)).toHaveText(OFFLINE);

  await context.setOffline(false);
  await expect(status(page)).toHaveText(SAVED);

  const laptop = await browser.newContext();
  const other = await secondBrowser(laptop, session);
  await openPath(other, { status: SAVED, path: 'Financial Overview' });
  await expect(card(other, 'what-is-money-really')).toHaveAttribute('data-state', 'completed');
  await laptop.close();
});
