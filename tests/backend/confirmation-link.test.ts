// @vitest-environment jsdom
// @vitest-environment-options { "url": "http://127.0.0.1:4321/" }
import { createClient } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY } from '../../src/shared/rules/backend.ts';
import { AUTH_STORAGE_KEY } from '../../src/account/rules/auth-storage.ts';
import { STRONG_PASSWORD, client, confirmationLink, uniqueEmail, useTestBackend } from './helpers.ts';

const backend = useTestBackend();

/** A browser client configured as src/shared/stores/supabase.ts does (minus the refresh timer), on the current page. */
function browserClient(storageKey = AUTH_STORAGE_KEY) {
  return createClient(backend.url, LOCAL_ANON_KEY, {
    auth: { storageKey, persistSession: true, autoRefreshToken: false, detectSessionInUrl: true },
  });
}

describe('landing on the site from the confirmation link (the real client, detectSessionInUrl)', () => {
  it('consumes the fragment: signed in, session stored, hash cleared', async () => {
    const email = uniqueEmail();
    const signUp = await client(backend.url).auth.signUp({
      email,
      password: STRONG_PASSWORD,
      options: { emailRedirectTo: 'http://127.0.0.1:4321/auth' },
    });
    const response = await fetch(await confirmationLink(backend.url, email), { redirect: 'manual' });
    const location = response.headers.get('location')!;
    window.history.replaceState(null, '', location);

    const supabase = browserClient();
    const { data, error } = await supabase.auth.getSession();
    expect(error).toBeNull();
    expect(data.session!.user).toMatchObject({ id: signUp.data.user!.id, email, email_confirmed_at: expect.any(String) });
    expect(JSON.parse(window.localStorage.getItem(AUTH_STORAGE_KEY)!)).toMatchObject({ refresh_token: data.session!.refresh_token });
    expect(window.location.hash).toBe('');
    await supabase.auth.signOut();
    expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('reports a used link as AuthImplicitGrantRedirectError with the server description', async () => {
    window.localStorage.clear();
    const email = uniqueEmail();
    await client(backend.url).auth.signUp({ email, password: STRONG_PASSWORD, options: { emailRedirectTo: 'http://127.0.0.1:4321/auth' } });
    const link = await confirmationLink(backend.url, email);
    await fetch(link, { redirect: 'manual' });
    const again = await fetch(link, { redirect: 'manual' });
    window.history.replaceState(null, '', again.headers.get('location')!);

    const supabase = browserClient('sb-second-tab-auth-token');
    const { error } = await supabase.auth.initialize();
    expect((await supabase.auth.getSession()).data.session).toBeNull();
    expect(error).toMatchObject({ name: 'AuthImplicitGrantRedirectError', message: 'Email link is invalid or has expired' });
    expect(error).toMatchObject({ details: { error: 'access_denied', code: 'otp_expired' } });
  });
});

describe('the confirmation link', () => {
  it('redirects 303 with the session in the fragment, keys in Go order, and confirms the address', async () => {
    const email = uniqueEmail();
    const { data } = await client(backend.url).auth.signUp({
      email,
      password: STRONG_PASSWORD,
      options: { emailRedirectTo: 'http://127.0.0.1:4321/auth' },
    });
    const response = await fetch(await confirmationLink(backend.url, email), { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = response.headers.get('location')!;
    expect(location).toMatch(
      /^http:\/\/127\.0\.0\.1:4321\/auth#access_token=[\w-]+\.[\w-]+\.[\w-]+&expires_at=\d+&expires_in=3600&refresh_token=[a-z0-9]{12}&sb=&token_type=bearer&type=signup$/,
    );
    const fragment = new URLSearchParams(location.split('#')[1]);
    expect(decodeJwt(fragment.get('access_token')!)).toMatchObject({ sub: data.user!.id, amr: [{ method: 'otp' }] });

    const supabase = client(backend.url);
    const set = await supabase.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(set.error).toBeNull();
    expect(set.data.user).toMatchObject({
      id: data.user!.id,
      email_confirmed_at: expect.any(String),
      user_metadata: { email_verified: true },
    });
    expect(set.data.user!.identities![0]!.identity_data).toMatchObject({ email_verified: true });
  });

  it('sends a used, wrong or expired link back with an error fragment', async () => {
    const email = uniqueEmail();
    await client(backend.url).auth.signUp({ email, password: STRONG_PASSWORD, options: { emailRedirectTo: 'http://127.0.0.1:4321/auth' } });
    const link = await confirmationLink(backend.url, email);
    await fetch(link, { redirect: 'manual' });
    const used = await fetch(link, { redirect: 'manual' });
    expect(used.status).toBe(303);
    expect(used.headers.get('location')).toBe(
      'http://127.0.0.1:4321/auth#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=',
    );
    const wrong = await fetch(`${backend.url}/auth/v1/verify?token=deadbeef&type=signup`, { redirect: 'manual' });
    expect(wrong.headers.get('location')).toBe(
      'http://127.0.0.1:4321#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=',
    );

    const late = uniqueEmail();
    await client(backend.url).auth.signUp({ email: late, password: STRONG_PASSWORD });
    const lateLink = await confirmationLink(backend.url, late);
    backend.advance(86401);
    const expired = await fetch(lateLink, { redirect: 'manual' });
    expect(expired.headers.get('location')).toContain('#error=access_denied&error_code=otp_expired');
  });

  it('needs no apikey, and answers 400 JSON without a token', async () => {
    const response = await fetch(`${backend.url}/auth/v1/verify?type=signup`, { headers: { 'x-supabase-api-version': '2024-01-01' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'validation_failed', message: 'Verify requires a token or a token hash' });
  });
});
