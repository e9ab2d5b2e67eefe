/**
 * Every page uses the progress the account holds: a browser that has only the account's copy
 * opens the exam and a category quiz directly, a device whose last module has not reached the
 * account yet starts the exam from the exam page itself, and an eligible learner never sees
 * "Final Exam Locked", watched from the first byte.
 */
import type { Page, Route } from '@playwright/test';
import { SERVICE_ROLE_KEY } from '@vault-club/local-supabase';
import { canonicalProgress, decodeProgress } from '../../src/progress/rules/progress-decode.ts';
import {
  backend,
  confirmationLink,
  createConfirmedLearner,
  storedSession,
  storeSession,
  STRONG_PASSWORD,
  uniqueEmail,
  type StoredSession,
} from './accounts.ts';
import { syncAllModules } from './exam.ts';
import { expect, test } from './fixtures.ts';
import { MODULE_TABLE } from '../../src/path/rules/curriculum.ts';
import { ALL_MODULE_IDS, answerModuleQuiz, openModuleQuiz, PROGRESS_KEY, readModule, storeProgress } from './learner.ts';

const SYNC_KEY = 'vault-club:progress-sync';
const MERGE = /\/rest\/v1\/rpc\/merge_learning_progress$/;

/** Writes the account's progress with these modules (and lessons) completed, as another device's sync would have. */
async function accountHolds(session: StoredSession, completedModules: string[], lessons: string[] = []): Promise<string> {
  const progress = {
    version: 2,
    completedModules,
    lessons: Object.fromEntries(lessons.map((slug) => [slug, { completed: true, readPercent: 100 }])),
  };
  const response = await fetch(`${backend.url}/rest/v1/learning_progress`, {
    method: 'POST',
    headers: { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ user_id: session.user.id, progress }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return canonicalProgress(decodeProgress(JSON.stringify(progress), 'received')!);
}

/** Records, from the first byte of every page, whether `text` was ever on screen. */
async function watchFor(page: Page, text: string): Promise<() => Promise<boolean>> {
  await page.addInitScript((watched) => {
    const seen = () => document.body?.innerText.includes(watched) ?? false;
    const flag = () => ((window as unknown as { __seen?: boolean }).__seen ||= seen());
    new MutationObserver(flag).observe(document, { childList: true, subtree: true, characterData: true });
  }, text);
  return () => page.evaluate(() => (window as unknown as { __seen?: boolean }).__seen === true);
}

test('a fresh browser with progress only on the account opens the final exam directly and starts it; "Final Exam Locked" never shows', async ({
  page,
}) => {
  const session = await createConfirmedLearner(uniqueEmail('second-device'));
  await syncAllModules(session);
  await storeSession(page, session);
  const sawLocked = await watchFor(page, 'Final Exam Locked');

  await page.goto('/comprehensive-exam');
  await page.getByRole('button', { name: 'Start the Exam' }).click();
  await expect(page.getByRole('heading', { name: 'Question 1 of 35' })).toBeVisible();
  expect(await sawLocked(), '"Final Exam Locked" appeared').toBe(false);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Start the Exam' })).toBeVisible();
  expect(await sawLocked(), '"Final Exam Locked" appeared after a reload').toBe(false);
});

test('a fresh browser with progress only on the account opens a category quiz directly', async ({ page }) => {
  const session = await createConfirmedLearner(uniqueEmail('quiz-device'));
  await syncAllModules(session);
  await storeSession(page, session);
  const sawLocked = await watchFor(page, 'Quiz Locked');

  await page.goto('/finance-quiz');
  const first = page.getByRole('radio').first();
  await first.check();
  await expect(first).toBeChecked();
  expect(await sawLocked(), '"Quiz Locked" appeared').toBe(false);
  const stored = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), PROGRESS_KEY))!) as { completedModules: string[] };
  expect(stored.completedModules.toSorted()).toEqual(ALL_MODULE_IDS.toSorted());
});

test('a long-form lesson completed on another device shows completed in a fresh browser', async ({ page }) => {
  const session = await createConfirmedLearner(uniqueEmail('lesson-device'));
  await accountHolds(session, [], ['financial-basics']);
  await storeSession(page, session);
  await page.goto('/learn/financial-basics');
  await expect(page.getByRole('heading', { name: 'Module Completed' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as Complete' })).toBeHidden();
});

test.describe('when the account cannot be reached', () => {
  // The sends the tests cut off, and the exam's refusal while the account lacks a module.
  test.use({ allowConsole: [/ERR_INTERNET_DISCONNECTED|status of 400/] });

  test('a device whose last module has not reached the account starts the exam from the exam page, sending it first', async ({ page }) => {
    const session = await createConfirmedLearner(uniqueEmail('unsent'));
    await accountHolds(session, ALL_MODULE_IDS.slice(0, -1));
    await storeSession(page, session);
    await storeProgress(page, ALL_MODULE_IDS);
    await page.evaluate(
      ([key, owner]) => localStorage.setItem(key!, JSON.stringify({ owner, confirmed: null })),
      [SYNC_KEY, session.user.id],
    );
    // The send on page load does not get through (a poor connection); the page shows what this device holds.
    let refused = 0;
    await page.route(MERGE, (route: Route) => (refused++ === 0 ? route.abort('internetdisconnected') : route.continue()));

    await page.goto('/comprehensive-exam');
    await page.getByRole('button', { name: 'Start the Exam' }).click();
    await expect(page.getByRole('heading', { name: 'Question 1 of 35' })).toBeVisible();
    expect(refused, 'the load’s send failed and Start the Exam sent again').toBeGreaterThanOrEqual(2);
  });

  test('when the account still lacks modules after Start the Exam tried to send them, the page names them with links, and Try Again starts', async ({
    page,
  }) => {
    const session = await createConfirmedLearner(uniqueEmail('lacking'));
    const missing = readModule(ALL_MODULE_IDS.at(-1)!);
    const confirmed = await accountHolds(session, ALL_MODULE_IDS.slice(0, -1));
    await storeSession(page, session);
    await storeProgress(page, ALL_MODULE_IDS);
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key!, value!),
      [SYNC_KEY, JSON.stringify({ owner: session.user.id, confirmed })],
    );
    await page.route(MERGE, (route) => route.abort('internetdisconnected'));

    await page.goto('/comprehensive-exam');
    await page.getByRole('button', { name: 'Start the Exam' }).click();
    const alert = page.locator('[data-state="refused"]').getByRole('alert');
    await expect(alert).toContainText('Your account does not show these modules completed yet:');
    await expect(alert.getByRole('link')).toHaveCount(1);
    await expect(alert.getByRole('link', { name: missing.title })).toHaveAttribute('href', `/learn/${missing.id}`);
    await expect(alert).toContainText('could not be saved to your account yet');

    await page.unroute(MERGE);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { name: 'Question 1 of 35' })).toBeVisible();
  });
});

test('a visitor who completes the open first module signed out is told once that it is only on this device; signing up keeps it', async ({
  page,
}) => {
  test.slow();
  const module = readModule(MODULE_TABLE[0]!.id);
  await page.goto(`/learn/${module.id}`);
  await openModuleQuiz(page, module);
  await answerModuleQuiz(page, module);
  const notice = page.locator('[data-device-notice]');
  await expect(notice).toContainText('kept only on this device');
  const keep = notice.getByRole('link', { name: 'Create a free account to keep it' });
  const signUp = `/auth?email=&next=${encodeURIComponent(`/learn/${module.id}`)}`;
  await expect(keep).toHaveAttribute('href', signUp);

  // Once: passing again says nothing more.
  await page.getByRole('button', { name: 'Retake Quiz' }).click();
  await answerModuleQuiz(page, module);
  await expect(page.getByRole('heading', { name: 'Module Completed!' })).toBeVisible();
  await expect(notice).toHaveCount(0);

  await page.goto(signUp);
  await expect(page.getByRole('heading', { name: 'Create your free account' })).toBeVisible();
  const email = uniqueEmail('kept');
  await page.getByRole('textbox', { name: 'Full Name' }).fill('Kept Learner');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Account created: check your email' })).toBeVisible();
  await page.goto(await confirmationLink(email));
  await expect(page).toHaveURL(`/learn/${module.id}`);
  await expect(page.locator('[data-player] [data-progress-status]')).toHaveAttribute('data-progress-status', 'saved');
  const user = JSON.parse((await storedSession(page))!) as StoredSession;
  await expect
    .poll(async () => {
      const response = await fetch(`${backend.url}/rest/v1/learning_progress?user_id=eq.${user.user.id}&select=progress`, {
        headers: { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` },
      });
      const rows = (await response.json()) as { progress: { completedModules: string[] } }[];
      return rows[0]?.progress.completedModules;
    })
    .toEqual([module.id]);
});
