/**
 * A confirmation link lands on the page the learner is going to (not on /auth first), takes its
 * code there while the page draws, and leaves nothing of it in the address or the history. The
 * progress made before signing up shows at once and reaches the new account; a link that no
 * longer works goes on to the sign-in page, which says why in the learner's language.
 */
import type { Page } from '@playwright/test';
import { backend, confirmationLink, STRONG_PASSWORD, storedSession, uniqueEmail } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { storeProgress, uiText } from './learner.ts';
import { MODULE_TABLE } from '../../src/path/rules/curriculum.ts';

const FIRST_MODULE = MODULE_TABLE[0]!.id;
const SECOND_MODULE = MODULE_TABLE[1]!.id;

/** Signs up from the Complete Account form in `lang`, as the early-access form leads there. */
async function signUp(page: Page, email: string, lang: 'en' | 'es'): Promise<void> {
  await page.goto(`${lang === 'en' ? '' : `/${lang}`}/auth?email=${encodeURIComponent(email)}`);
  await page.getByRole('textbox', { name: uiText(lang, 'auth.name') }).fill('Lena Landing');
  await page.getByLabel(uiText(lang, 'auth.password'), { exact: true }).fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: uiText(lang, 'auth.submit.complete') }).click();
  await expect(page.getByRole('heading', { name: uiText(lang, 'auth.checkEmail.title') })).toBeFocused();
}

/** The completed modules the account holds, read with the learner's own session. */
async function accountModules(page: Page): Promise<string[]> {
  const { access_token } = JSON.parse((await storedSession(page))!) as { access_token: string };
  const response = await fetch(`${backend.url}/rest/v1/learning_progress?select=progress`, {
    headers: { apikey: backend.anonKey, authorization: `Bearer ${access_token}` },
  });
  const rows = (await response.json()) as { progress: { completedModules?: string[] } }[];
  return rows[0]?.progress.completedModules ?? [];
}

test('the link lands on the learning path, signed in, without its code, with the progress made before signing up kept and saved', async ({
  page,
}) => {
  const email = uniqueEmail('landing');
  await storeProgress(page, [FIRST_MODULE]);
  await signUp(page, email, 'en');

  const link = await confirmationLink(email);
  const landed: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && landed.push(frame.url()));
  await page.goto(link);
  await expect(page.getByText('Email confirmed', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/learn-now$/);
  expect(
    landed.some((url) => new URL(url).pathname === '/auth'),
    'no stop on /auth',
  ).toBe(false);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' })).toBeVisible();

  await expect(page.locator(`[data-module="${FIRST_MODULE}"]`)).toHaveAttribute('data-state', 'completed');
  await expect(page.getByRole('link', { name: /^Continue: / })).toHaveAttribute('href', new RegExp(`/learn/${SECOND_MODULE}$`));
  await expect(page.locator('[data-progress-status]').first()).toHaveAttribute('data-progress-status', 'saved');
  expect(await accountModules(page)).toEqual([FIRST_MODULE]);

  // The code is in neither the address nor the history: back leads to the page before the link.
  await page.goBack();
  await expect(page).toHaveURL(/\/auth\?email=/);
  await page.goForward();
  await expect(page).toHaveURL(/\/learn-now$/);
});

test('a link that was already used goes on to the sign-in page, which says so in the learner’s language', async ({ page, browser }) => {
  const email = uniqueEmail('landing-used');
  await signUp(page, email, 'es');
  const link = await confirmationLink(email);
  await page.goto(link);
  await expect(page).toHaveURL(/\/es\/learn-now$/);
  await expect(page.getByText(uiText('es', 'auth.confirmed.title'), { exact: true })).toBeVisible();

  const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const again = await other.newPage();
  await again.goto(link);
  await expect(again.locator('[data-error-summary]')).toContainText(uiText('es', 'auth.link.expired'));
  await expect(again).toHaveURL(/\/es\/auth\?next=%2Fes%2Flearn-now$/);
  await expect(again.getByRole('button', { name: uiText('es', 'auth.submit.signIn'), exact: true })).toBeVisible();
  expect(await storedSession(again)).toBeNull();
  await other.close();
});
