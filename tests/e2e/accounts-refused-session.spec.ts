import type { Page } from '@playwright/test';
import type { Lang } from '../../src/i18n/languages.ts';
import { localHref } from '../../src/i18n/routing.ts';
import { createConfirmedLearner, STRONG_PASSWORD, storedSession, storeSession, uniqueEmail, type StoredSession } from './accounts.ts';
import { axeViolations, expect, test } from './fixtures.ts';
import { moduleIdsOf, PROGRESS_KEY, storeProgress, uiText } from './learner.ts';

/**
 * A session the backend refuses, on the pages a learner lands on: the home page, the learning
 * path (which needs a session) and a module page. Each time: no uncaught error (the fixture's
 * guard), the notice in the learner's language with its way back through sign-in, nothing of
 * a signed-in learner on the page, and the learner's progress still on the device.
 */

// Auth and PostgREST answer the forged token with 401 or 403, which Chromium logs.
test.use({ allowConsole: [/status of 40[13]/] });

const [firstModule, secondModule] = moduleIdsOf(0) as [string, string];

/** A real learner's session whose access token no longer carries its signature. */
function forged(session: StoredSession): StoredSession {
  const [header, payload, signature] = session.access_token.split('.') as [string, string, string];
  const flipped = `${signature.slice(0, -4)}${signature.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
  return { ...session, access_token: `${header}.${payload}.${flipped}` };
}

/** The same session without its `user` (a shape supabase-js loads, that no page can use). */
function userless(session: StoredSession): Omit<StoredSession, 'user'> {
  const { user: _user, ...rest } = session;
  return rest;
}

async function storeRawSession(page: Page, value: object): Promise<void> {
  await storeSession(page, value as StoredSession);
}

/** Asserts the page shows the learner as signed out, with the notice and, unless on /auth, its link back to `from`. */
async function expectEnded(page: Page, lang: Lang, from: string | undefined): Promise<void> {
  const notice = page.locator('[data-session-ended]');
  await expect(notice).toBeVisible({ timeout: 20_000 });
  await expect(notice).toContainText(uiText(lang, 'session.ended'));
  const link = notice.getByRole('link', { name: uiText(lang, 'session.endedSignIn') });
  if (from) await expect(link).toHaveAttribute('href', `${localHref(lang, '/auth')}?next=${encodeURIComponent(from)}`);
  else await expect(link).toBeHidden();
  expect(await storedSession(page)).toBeNull();
  await expect(page.locator('html')).not.toHaveClass(/has-session/);
  await expect(page.getByRole('link', { name: uiText(lang, 'nav.signIn') }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: uiText(lang, 'nav.signOut') })).toBeHidden();
  await expect(page.locator('.signed-in-only:visible')).toHaveCount(0);
  // The progress made before stays on the device, to be saved at the next sign-in.
  const stored = await page.evaluate((key) => localStorage.getItem(key), PROGRESS_KEY);
  expect(JSON.parse(stored ?? '{}').completedModules).toContain(firstModule);
}

for (const [name, shape] of [
  ['a forged', forged],
  ['a user-less', userless],
] as const) {
  test.describe(`${name} stored session`, () => {
    test(`on the home page: the notice, signed out, progress kept`, async ({ page }) => {
      const session = await createConfirmedLearner(uniqueEmail('refused-home'));
      await storeRawSession(page, shape(session));
      await storeProgress(page, [firstModule]);
      await page.goto('/');
      await expectEnded(page, 'en', '/');
      expect(await axeViolations(page)).toEqual([]);
    });

    test(`on the learning path: sent to sign in, where the notice says why`, async ({ page }) => {
      const session = await createConfirmedLearner(uniqueEmail('refused-path'));
      await storeRawSession(page, shape(session));
      await storeProgress(page, [firstModule]);
      await page.goto('/learn-now');
      // The page first shows from the stored session, then hears from the server: give it time on a busy machine.
      await expect(page).toHaveURL(/\/auth\?next=%2Flearn-now$/, { timeout: 20_000 });
      await expectEnded(page, 'en', undefined);
    });

    test(`on a Spanish module page: the notice in Spanish, and its link back through sign-in`, async ({ page }) => {
      test.setTimeout(90_000);
      const session = await createConfirmedLearner(uniqueEmail('refused-module'));
      await storeRawSession(page, shape(session));
      await storeProgress(page, [firstModule]);
      const modulePath = localHref('es', `/learn/${secondModule}`);
      await page.goto(modulePath);
      await expectEnded(page, 'es', modulePath);

      await page.locator('[data-session-ended]').getByRole('link').click();
      await page.getByRole('button', { name: uiText('es', 'auth.free.signIn'), exact: true }).click();
      await page.getByRole('textbox', { name: uiText('es', 'auth.email'), exact: true }).fill(session.user.email);
      await page.getByLabel(uiText('es', 'auth.password'), { exact: true }).fill(STRONG_PASSWORD);
      await page.getByRole('button', { name: uiText('es', 'auth.submit.signIn'), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${modulePath}$`));
      await expect(page.locator('[data-session-ended]')).toBeHidden();
      expect(await storedSession(page)).not.toBeNull();
    });
  });
}
