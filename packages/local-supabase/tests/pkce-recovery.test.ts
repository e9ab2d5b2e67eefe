import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { ANON_KEY } from '../src/config.ts';
import { STRONG_PASSWORD, confirmedUser, uniqueEmail, useTestBackend } from './helpers.ts';

const backend = useTestBackend();
const SITE = 'http://127.0.0.1:4321/auth';
let clients = 0;

/** A supabase-js client in the PKCE flow, as the site creates it, with its own in-memory storage (one browser). */
function browser(): SupabaseClient {
  clients += 1;
  const store = new Map<string, string>();
  return createClient(backend.url, ANON_KEY, {
    auth: {
      flowType: 'pkce',
      storageKey: `sb-pkce-${clients}`,
      storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v), removeItem: (k) => void store.delete(k) },
      autoRefreshToken: false,
      detectSessionInUrl: false,
    },
  });
}

async function newestLink(email: string): Promise<string> {
  const messages = (await (await fetch(`${backend.url}/_dev/mail?to=${encodeURIComponent(email)}`)).json()) as {
    links: string[];
    subject: string;
  }[];
  return messages[0]!.links[0]!;
}

async function follow(link: string): Promise<URL> {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location')!);
}

describe('PKCE e-mail links', () => {
  it('sign-up: the link returns ?code= that only the browser that asked can exchange, once', async () => {
    const email = uniqueEmail('pkce');
    const asker = browser();
    const { error } = await asker.auth.signUp({
      email,
      password: STRONG_PASSWORD,
      options: { emailRedirectTo: SITE, data: { name: 'Ada' } },
    });
    expect(error).toBeNull();
    const link = await newestLink(email);
    expect(link).toContain('token=pkce_');
    const landing = await follow(link);
    expect(landing.hash).toBe('');
    const code = landing.searchParams.get('code')!;
    expect(code).toMatch(/^[0-9a-f-]{36}$/);

    const stranger = browser();
    const stolen = await stranger.auth.exchangeCodeForSession(code);
    expect(stolen.error).toMatchObject({ name: 'AuthPKCECodeVerifierMissingError' });
    const forged = await fetch(`${backend.url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(56) }),
    });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({ code: 'bad_code_verifier' });

    const exchanged = await asker.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session?.user.email).toBe(email);
    expect(exchanged.data.session?.user.email_confirmed_at).toBeTruthy();

    const again = await fetch(`${backend.url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(56) }),
    });
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ code: 'flow_state_not_found' });
  });

  it('a code expires 300 s after the link was opened, and a used link redirects with error_code in the query', async () => {
    const email = uniqueEmail('pkce-late');
    const asker = browser();
    await asker.auth.signUp({ email, password: STRONG_PASSWORD, options: { emailRedirectTo: SITE } });
    const link = await newestLink(email);
    const code = (await follow(link)).searchParams.get('code')!;
    backend.advance(301);
    const late = await asker.auth.exchangeCodeForSession(code);
    expect(late.error).toMatchObject({ code: 'flow_state_expired' });
    const reused = await follow(link);
    expect(reused.searchParams.get('error_code')).toBe('otp_expired');
    expect(reused.searchParams.has('code')).toBe(false);
  });
});

describe('password recovery', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const email = uniqueEmail('reset');
    await confirmedUser(backend.url, email);
    const unknown = uniqueEmail('nobody');
    const known = await browser().auth.resetPasswordForEmail(email, { redirectTo: SITE });
    const missing = await browser().auth.resetPasswordForEmail(unknown, { redirectTo: SITE });
    expect(known).toEqual(missing);
    expect(known.error).toBeNull();
    const mail = (await (await fetch(`${backend.url}/_dev/mail?to=${encodeURIComponent(email)}`)).json()) as { subject: string }[];
    expect(mail[0]!.subject).toBe('Reset your password for The Vault Club');
    expect(await (await fetch(`${backend.url}/_dev/mail?to=${encodeURIComponent(unknown)}`)).json()).toEqual([]);
    const tooSoon = await browser().auth.resetPasswordForEmail(email, { redirectTo: SITE });
    expect(tooSoon.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
  });

  it('the link signs the asking browser in for a new password, which then is the only one that works', async () => {
    const email = uniqueEmail('reset-ok');
    await confirmedUser(backend.url, email);
    backend.advance(61);
    const asker = browser();
    expect((await asker.auth.resetPasswordForEmail(email, { redirectTo: SITE })).error).toBeNull();
    const code = (await follow(await newestLink(email))).searchParams.get('code')!;
    const events: string[] = [];
    asker.auth.onAuthStateChange((event) => events.push(event));
    expect((await asker.auth.exchangeCodeForSession(code)).error).toBeNull();
    expect(events).toContain('PASSWORD_RECOVERY');
    expect((await asker.auth.updateUser({ password: STRONG_PASSWORD })).error).toMatchObject({ code: 'same_password' });
    expect((await asker.auth.updateUser({ password: 'short' })).error).toMatchObject({ code: 'weak_password' });
    expect((await asker.auth.updateUser({ password: 'Brand-New-Pass-9!' })).error).toBeNull();
    expect((await browser().auth.signInWithPassword({ email, password: STRONG_PASSWORD })).error).toMatchObject({
      code: 'invalid_credentials',
    });
    expect((await browser().auth.signInWithPassword({ email, password: 'Brand-New-Pass-9!' })).error).toBeNull();
  });

  it('recovery of an address a stranger signed up first confirms it and replaces the stranger’s password', async () => {
    const email = uniqueEmail('prehijack');
    await browser().auth.signUp({ email, password: 'Stranger-Pass-1!', options: { emailRedirectTo: SITE } });
    backend.advance(61);
    const owner = browser();
    await owner.auth.resetPasswordForEmail(email, { redirectTo: SITE });
    const code = (await follow(await newestLink(email))).searchParams.get('code')!;
    expect((await owner.auth.exchangeCodeForSession(code)).error).toBeNull();
    expect((await owner.auth.updateUser({ password: 'Owner-Pass-2!' })).error).toBeNull();
    expect((await browser().auth.signInWithPassword({ email, password: 'Stranger-Pass-1!' })).error).toMatchObject({
      code: 'invalid_credentials',
    });
    expect((await browser().auth.signInWithPassword({ email, password: 'Owner-Pass-2!' })).error).toBeNull();
  });
});
