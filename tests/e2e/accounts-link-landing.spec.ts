/**
 * A confirmation link lands on the page the learner is going to (not on /auth first), takes its
 * code there while the page draws, and leaves nothing of it in the address or the history. The
 * progress made before signing up shows at once and reaches the new account; a link that no
 * longer works goes on to the sign-in page, which says why in the learner's language; a link
 * that does not work never ends the session of a learner who is signed in already.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  backend,
  confirmationLink,
  createConfirmedLearner,
  STRONG_PASSWORD,
  storedSession,
  storeSession,
  uniqueEmail,
  type StoredSession,
} from './accounts.ts';
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

/** The user the session stored in this browser belongs to, or null when none is stored. */
async function storedUser(page: Page): Promise<string | null> {
  const stored = await storedSession(page);
  return stored === null ? null : (JSON.parse(stored) as StoredSession).user.id;
}

test.describe('a crafted link while signed in', () => {
  // The refused exchange answers 404, which Chromium logs.
  test.use({ allowConsole: [/status of 404/] });

  test('a crafted ?code= on the learning path keeps the learner signed in, and the sign-in page says the link did not work', async ({
    page,
  }) => {
    const email = uniqueEmail('landing-crafted');
    const session = await createConfirmedLearner(email);
    await storeSession(page, session);
    // The learner asked for a password-reset mail in this browser, which keeps the request's code
    // verifier: supabase-js then does send a code in the address to Auth.
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeFocused();

    const exchanges: number[] = [];
    page.on('response', (response) => response.url().includes('grant_type=pkce') && exchanges.push(response.status()));
    await page.goto(`/learn-now?code=${randomUUID()}`);
    await expect(page.locator('[data-error-summary]')).toContainText(uiText('en', 'auth.link.used'));
    await expect(page).toHaveURL(/\/auth\?next=%2Flearn-now$/);
    expect(exchanges, 'the code was sent to Auth, which refused it').toEqual([404]);
    expect(await storedUser(page), "the session is the same learner's").toBe(session.user.id);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' })).toBeVisible();

    await page.goto('/learn-now');
    await expect(page.getByText(/modules done$/).first()).toBeVisible();
    await expect(page).toHaveURL(/\/learn-now$/);
    expect(await storedUser(page)).toBe(session.user.id);
  });

  test('a crafted ?code= this browser never asked for is not sent anywhere: the signed-in learner stays on the path, the code leaves the address', async ({
    page,
  }) => {
    const session = await createConfirmedLearner(uniqueEmail('landing-stray'));
    await storeSession(page, session);
    const exchanges: string[] = [];
    page.on('request', (request) => request.url().includes('grant_type=pkce') && exchanges.push(request.url()));
    await page.goto(`/learn-now?code=${randomUUID()}`);
    await expect(page).toHaveURL(/\/learn-now$/);
    await expect(page.getByText(/modules done$/).first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' })).toBeVisible();
    expect(exchanges).toEqual([]);
    expect(await storedUser(page)).toBe(session.user.id);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('at 390 px the link lands on a learning path that fits the screen, with the welcome, and Continue opens the first module on a tap', async ({
    page,
  }) => {
    const email = uniqueEmail('landing-phone');
    await signUp(page, email, 'en');
    await page.goto(await confirmationLink(email));
    await expect(page).toHaveURL(/\/learn-now$/);
    const welcome = page.getByText('Email confirmed', { exact: true });
    await expect(welcome).toBeVisible();
    await expect(page.getByText(/modules done$/).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'nothing wider than the screen').toBeLessThanOrEqual(390);
    const box = await welcome.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);

    const next = page.getByRole('link', { name: /^Continue: / });
    await expect(next).toBeInViewport();
    await next.tap();
    await expect(page).toHaveURL(new RegExp(`/learn/${FIRST_MODULE}$`));
    await expect(page.locator('[data-player][data-ready]')).toBeVisible();
    expect(await storedSession(page)).not.toBeNull();
  });
});
