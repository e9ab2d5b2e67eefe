import { axeViolations, expect, test, waitForHydration } from './fixtures.ts';
import { backend } from './accounts.ts';
import {
  answerModuleQuiz,
  choosePath,
  learnerWithLessonsSaved,
  openModuleQuiz,
  PROGRESS_KEY,
  readModule,
  signInAsLearner,
} from './learner.ts';

// The rest of the suite blocks service workers (playwright.config.ts); this file is about them.
test.use({
  serviceWorkers: 'allow',
  // Offline, the browser logs each request the page still makes (the wallet card's read of the backend).
  allowConsole: [/ERR_INTERNET_DISCONNECTED|Failed to fetch/],
});

const first = readModule('what-is-money-really');
const second = readModule('historical-evolution-money');
const OFFLINE_PAGE = 'You are offline: this page needs a connection';

test('after one visit the path, a module, a lesson and a quiz work offline; progress made offline is kept', async ({ page, context }) => {
  // One learner's whole journey (sign-up, the background download, a module's quiz, five pages offline, axe twice).
  test.setTimeout(90_000);
  const backendResponses: { url: string; fromServiceWorker: boolean }[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(backend.url))
      backendResponses.push({ url: response.url(), fromServiceWorker: response.fromServiceWorker() });
  });
  await signInAsLearner(page);
  await page.goto('/learn-now');
  await waitForHydration(page);
  // A new learner downloads nothing they did not ask for, and is not asked before a first module.
  const offlineStatus = page.locator('[data-offline-state]');
  await expect(page.getByRole('button', { name: 'Financial Overview' })).toContainText('0/6 modules done');
  await expect(offlineStatus).toHaveCount(0);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);

  await page.goto(`/learn/${first.id}`);
  await waitForHydration(page);
  await openModuleQuiz(page, first);
  await answerModuleQuiz(page, first);
  await expect(page.getByRole('heading', { name: 'Module Completed!' })).toBeVisible();
  await page.goto('/learn-now');
  await waitForHydration(page);
  const setting = offlineStatus.getByRole('checkbox', { name: 'Keep the lessons on this device for offline use' });
  await expect(setting, 'offered, unticked, after the first module').not.toBeChecked();
  await setting.check();
  await expect(offlineStatus.getByRole('status')).toHaveText('Available offline', { timeout: 20_000 });
  expect(await axeViolations(page)).toEqual([]);

  // A marketing page visited online is kept as it was seen; the backend is never cached.
  await page.goto('/learn-more');
  await expect(page.getByRole('heading', { level: 1, name: 'Learn More About The Vault Club' })).toBeVisible();
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });
  // Precached entries carry their revision as a query.
  expect(cached.some((url) => /\/learn-more$/.test(url))).toBe(true);
  expect(cached.some((url) => /\/learn\/what-is-money-really(\?|$)/.test(url))).toBe(true);
  expect(cached.filter((url) => url.startsWith(backend.url))).toEqual([]);

  await context.setOffline(true);
  await page.goto('/learn-now');
  await waitForHydration(page);
  await choosePath(page, 'Financial Overview');
  await page.locator(`[data-module="${second.id}"]`).getByRole('link', { name: second.title }).click();
  await waitForHydration(page);
  await openModuleQuiz(page, second);
  await answerModuleQuiz(page, second);
  await expect(page.getByRole('heading', { name: 'Module Completed!' })).toBeVisible();

  await page.goto('/learn/financial-basics');
  await expect(page.getByRole('heading', { level: 1, name: 'Financial Basics' })).toBeVisible();
  await page.goto('/finance-quiz');
  await expect(page.getByRole('heading', { level: 1, name: 'Financial Basics Quiz' })).toBeVisible();
  await page.goto('/learn-more');
  await expect(page.getByRole('heading', { level: 1, name: 'Learn More About The Vault Club' })).toBeVisible();

  // Pages that need the backend, and pages never visited, say so instead of a browser error.
  for (const path of ['/auth', '/comprehensive-exam', '/white-paper']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: OFFLINE_PAGE })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
  expect(await axeViolations(page)).toEqual([]);

  await context.setOffline(false);
  await page.goto('/learn-now');
  await waitForHydration(page);
  await choosePath(page, 'Financial Overview');
  await expect(page.locator(`[data-module="${second.id}"]`)).toHaveAttribute('data-state', 'completed');
  const stored = await page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? '{}'), PROGRESS_KEY);
  expect(stored.completedModules).toContain(second.id);
  // Requests to the backend went to the network, never through the service worker's caches.
  expect(backendResponses.length).toBeGreaterThan(0);
  expect(backendResponses.filter((response) => response.fromServiceWorker)).toEqual([]);
});

test('turning offline download off removes the saved lessons, and nothing is downloaded', async ({ page }) => {
  const offlineStatus = await learnerWithLessonsSaved(page, first.id);
  await offlineStatus.getByRole('checkbox', { name: 'Keep the lessons on this device for offline use' }).uncheck();
  await expect(offlineStatus.getByRole('status')).toHaveText('Offline download is off.');
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  expect(await page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('vault-club-')))).toEqual([]);

  await page.reload();
  await waitForHydration(page);
  await expect(offlineStatus.getByRole('status')).toHaveText('Offline download is off.');
  await expect(offlineStatus.getByRole('checkbox')).not.toBeChecked();
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
});
