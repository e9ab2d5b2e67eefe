import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures.ts';
import {
  answerModuleQuiz,
  learnerWithLessonsSaved,
  openModuleQuiz,
  PROGRESS_KEY,
  readModule,
  signInAsLearner,
  storeProgress,
  uiText,
} from './learner.ts';

// The rest of the suite blocks service workers (playwright.config.ts); this file is about them.
test.use({
  serviceWorkers: 'allow',
  // Offline, the browser logs each request the page still makes (the wallet card's read of the
  // backend), and each page that is not kept on the device.
  allowConsole: [/ERR_INTERNET_DISCONNECTED|Failed to fetch/],
});

const first = readModule('what-is-money-really');
const second = 'historical-evolution-money';

/** What the device keeps for offline use: the scopes of the registered service workers, and the site's caches. */
async function offlineCopy(page: Page): Promise<{ scopes: string[]; caches: string[] }> {
  return page.evaluate(async () => ({
    scopes: (await navigator.serviceWorker.getRegistrations()).map((registration) => new URL(registration.scope).pathname).sort(),
    caches: (await caches.keys()).filter((name) => name.startsWith('vault-club-')).sort(),
  }));
}

/** Whether the device keeps `lang`'s lessons and nothing of another language: one worker, of that scope; its precache; no other cache. */
async function expectOnly(page: Page, scope: string, cachePrefix: string): Promise<void> {
  await expect
    .poll(async () => {
      const { scopes, caches } = await offlineCopy(page);
      return {
        scopes,
        foreign: caches.filter((name) => !name.startsWith(cachePrefix)),
        precached: caches.some((name) => name.includes('-precache-')),
      };
    })
    .toEqual({ scopes: [scope], foreign: [], precached: true });
}

test('a Spanish learner keeps the Spanish lessons offline; switching to Portuguese replaces them and keeps the progress made offline', async ({
  page,
  context,
}) => {
  // Two background downloads (one per language), a module's quiz offline, and pages in three states.
  test.setTimeout(120_000);
  await signInAsLearner(page);
  await storeProgress(page, [first.id]);
  await page.goto('/es/learn-now');
  await waitForHydration(page);
  const offlineStatus = page.locator('[data-offline-state]');
  await offlineStatus.getByRole('checkbox', { name: uiText('es', 'offline.setting') }).check();
  await expect(offlineStatus.getByRole('status')).toHaveText(uiText('es', 'offline.ready'), { timeout: 20_000 });
  await expectOnly(page, '/es/', 'vault-club-es-');

  // Offline: a Spanish module, its quiz and the learning path work; progress is saved on the device.
  await context.setOffline(true);
  const spanish = readModule(second, 'es');
  await page.goto(`/es/learn/${second}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: spanish.title })).toBeVisible();
  await openModuleQuiz(page, spanish, 'es');
  await answerModuleQuiz(page, spanish, 0, 'es');
  await expect(page.getByRole('heading', { name: uiText('es', 'player.passTitle') })).toBeVisible();
  await page.goto('/es/learn-now');
  await waitForHydration(page);
  await expect(page.locator(`[data-module="${second}"]`)).toHaveAttribute('data-state', 'completed');
  // A page that needs the backend says so in Spanish; English lessons are not on the device.
  await page.goto('/es/auth');
  await expect(page.getByRole('heading', { level: 1, name: uiText('es', 'offline.title') })).toBeVisible();
  await expect(page.goto('/learn-now')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);

  // Online again, the learner switches to Portuguese on the same page: the Portuguese lessons replace the Spanish ones.
  await context.setOffline(false);
  await page.goto('/es/learn-now');
  await waitForHydration(page);
  await page.locator('header').getByRole('link', { name: 'Português' }).click();
  await expect(page).toHaveURL(/\/pt-br\/learn-now\/?$/);
  await waitForHydration(page);
  await expect(offlineStatus.getByRole('status')).toHaveText(uiText('pt-br', 'offline.ready'), { timeout: 20_000 });
  await expectOnly(page, '/pt-br/', 'vault-club-pt-br-');
  // The progress made offline in Spanish is the learner's progress in Portuguese too.
  await expect(page.locator(`[data-module="${second}"]`)).toHaveAttribute('data-state', 'completed');
  const stored = await page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? '{}'), PROGRESS_KEY);
  expect(stored.completedModules).toEqual(expect.arrayContaining([first.id, second]));

  // Offline again: the Portuguese lessons open, the Spanish ones are gone from the device.
  await context.setOffline(true);
  await page.goto(`/pt-br/learn/${second}`);
  await expect(page.getByRole('heading', { level: 1, name: readModule(second, 'pt-br').title })).toBeVisible();
  await expect(page.goto(`/es/learn/${second}`)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
});

test('an English learner who switches to Spanish keeps the Spanish lessons instead of the English ones', async ({ page, context }) => {
  // Two background downloads, one per language.
  test.setTimeout(90_000);
  const offlineStatus = await learnerWithLessonsSaved(page, first.id);
  await expectOnly(page, '/', 'vault-club-');

  // English's worker controls the whole site, so the Spanish page opens under it; the Spanish worker takes over.
  await page.locator('header').getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL(/\/es\/learn-now\/?$/);
  await waitForHydration(page);
  await expect(offlineStatus.getByRole('status')).toHaveText(uiText('es', 'offline.ready'), { timeout: 20_000 });
  await expectOnly(page, '/es/', 'vault-club-es-');

  await context.setOffline(true);
  await page.goto(`/es/learn/${first.id}`);
  await expect(page.getByRole('heading', { level: 1, name: readModule(first.id, 'es').title })).toBeVisible();
  await expect(page.goto(`/learn/${first.id}`)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
});
