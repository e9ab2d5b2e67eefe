/**
 * Helpers for the account browser tests: the backend the site was built against, fresh
 * addresses, the local mailbox, the wallet pool, and a confirmed learner made through the
 * real sign-up and confirmation link (by HTTP, without the browser).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { AUTH_STORAGE_KEY } from '../../src/account/rules/auth-storage.ts';
import { resolveBackend } from '../../src/shared/rules/backend.ts';

/** The backend `npm start` runs for the tests (the same URL the site was built with). */
export const backend = resolveBackend(process.env);

/** The site `npm start` serves for the tests (see playwright.config.ts). */
export const SITE_URL = `http://127.0.0.1:${process.env['WEB_PORT'] ?? 4321}`;

/** A password that meets the site's (and the server's) policy. */
export const STRONG_PASSWORD = 'Vault-Club-2025!';

/** A fresh address for every call: the tests share one backend. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

const authHeaders = {
  apikey: backend.anonKey,
  Authorization: `Bearer ${backend.anonKey}`,
  'Content-Type': 'application/json;charset=UTF-8',
  'X-Supabase-Api-Version': '2024-01-01',
};

/** One message of the local mailbox. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  links: string[];
  sentAt: string;
}

/** The mail sent to `email`, newest first, waiting up to 5 s for the first one. */
export async function mailTo(email: string): Promise<Mail[]> {
  let messages: Mail[] = [];
  await expect
    .poll(
      async () => {
        const response = await fetch(`${backend.url}/_dev/mail?to=${encodeURIComponent(email)}`);
        messages = (await response.json()) as Mail[];
        return messages.length;
      },
      { message: `a mail to ${email}`, timeout: 5000 },
    )
    .toBeGreaterThan(0);
  return messages;
}

/** The confirmation link of the newest mail to `email`. */
export async function confirmationLink(email: string): Promise<string> {
  const [newest] = await mailTo(email);
  const link = newest!.links.find((href) => href.includes('/verify?'));
  expect(link, 'the mail holds a confirmation link').toBeTruthy();
  return link!;
}

/** How many addresses the pool has free, how many are assigned, how many learners wait. */
export async function poolStatus(): Promise<{ free: number; assigned: number; waiting: number }> {
  return (await fetch(`${backend.url}/_dev/pool`)).json() as Promise<{ free: number; assigned: number; waiting: number }>;
}

/** Loads `count` more development addresses (waiting learners get theirs at once). */
export async function refillPool(count: number): Promise<void> {
  const response = await fetch(`${backend.url}/_dev/pool`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ count }),
  });
  expect(response.ok).toBe(true);
}

/** Makes sure every waiting learner has an address and `spare` more are free (other tests confirm accounts too). */
export async function ensureFreeAddresses(spare = 5): Promise<void> {
  const { free, waiting } = await poolStatus();
  if (free < spare || waiting > 0) await refillPool(waiting + spare);
}

/** Removes every free address: new learners wait for a wallet. */
export async function emptyPool(): Promise<void> {
  expect((await fetch(`${backend.url}/_dev/pool`, { method: 'DELETE' })).ok).toBe(true);
}

/** A session as supabase-js stores it. */
export interface StoredSession {
  access_token: string;
  token_type: string;
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: { id: string; email: string };
}

/**
 * Signs `email` up through the Auth API and follows the mailed confirmation link, as a
 * learner's mail client would. Returns the session the link hands back to the site.
 */
export async function createConfirmedLearner(email: string, password = STRONG_PASSWORD): Promise<StoredSession> {
  const redirect = `${SITE_URL}/auth`;
  const signup = await fetch(`${backend.url}/auth/v1/signup?redirect_to=${encodeURIComponent(redirect)}`, {
    method: 'POST',
    headers: authHeaders,
    body: JSON.stringify({ email, password, data: { name: 'Test Learner' } }),
  });
  expect(signup.status, await signup.clone().text()).toBe(200);
  const verified = await fetch(await confirmationLink(email), { redirect: 'manual' });
  const location = verified.headers.get('location') ?? '';
  expect(location).toContain('#access_token=');
  const fragment = new URLSearchParams(location.slice(location.indexOf('#') + 1));
  const accessToken = fragment.get('access_token')!;
  const user = await fetch(`${backend.url}/auth/v1/user`, { headers: { ...authHeaders, Authorization: `Bearer ${accessToken}` } });
  return {
    access_token: accessToken,
    token_type: fragment.get('token_type') ?? 'bearer',
    expires_in: Number(fragment.get('expires_in')),
    expires_at: Number(fragment.get('expires_at')),
    refresh_token: fragment.get('refresh_token')!,
    user: (await user.json()) as StoredSession['user'],
  };
}

/**
 * A new session for an existing learner, signed in with their password through the Auth API:
 * what signing in again gives after a sign-out, which ends the learner's earlier sessions.
 */
export async function signedInAgain(email: string, password = STRONG_PASSWORD): Promise<StoredSession> {
  const response = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: authHeaders,
    body: JSON.stringify({ email, password }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as StoredSession;
}

/** Puts `session` where supabase-js keeps it, as if this browser had signed in. Leaves the page on a plain file of the site. */
export async function storeSession(page: Page, session: StoredSession): Promise<void> {
  await page.goto('/robots.txt');
  await page.evaluate(([key, value]) => window.localStorage.setItem(key!, value!), [AUTH_STORAGE_KEY, JSON.stringify(session)]);
}

/** What the site keeps under the session key in this page's browser context. */
export async function storedSession(page: Page): Promise<string | null> {
  return page.evaluate((key) => window.localStorage.getItem(key), AUTH_STORAGE_KEY);
}

/**
 * The wallet card of a signed-in learner, scrolled to as a learner would: it loads only once
 * its place comes near the screen (`account/page-scripts/wallet-card-place.ts`).
 */
export async function scrollToWallet(page: Page): Promise<Locator> {
  await page.locator('#wallet').scrollIntoViewIfNeeded();
  return page.getByRole('region', { name: 'Your address held by the club' });
}

/** Waits until the early-access form's script has taken over (it turns the browser's own check off). */
export async function waitForEarlyAccessForm(page: Page): Promise<void> {
  await expect(page.locator('form[data-early-access]')).toHaveAttribute('novalidate', '');
}
