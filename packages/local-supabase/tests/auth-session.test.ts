import { AuthApiError, AuthSessionMissingError } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { ANON_KEY } from '../src/config.ts';
import { STRONG_PASSWORD, client, confirmedUser, signedIn, uniqueEmail, useTestBackend } from './helpers.ts';

const backend = useTestBackend();

function authFetch(path: string, init: RequestInit & { token?: string } = {}): Promise<Response> {
  const headers: Record<string, string> = { apikey: ANON_KEY, 'x-supabase-api-version': '2024-01-01' };
  if (init.token !== undefined) headers['authorization'] = `Bearer ${init.token}`;
  return fetch(`${backend.url}/auth/v1${path}`, { ...init, headers: { ...headers, ...(init.headers as Record<string, string>) } });
}

describe('signInWithPassword', () => {
  it('returns a session whose access token carries GoTrue claims', async () => {
    const email = uniqueEmail();
    const userId = await confirmedUser(backend.url, email);
    const { data, error } = await client(backend.url).auth.signInWithPassword({ email, password: STRONG_PASSWORD });
    expect(error).toBeNull();
    const session = data.session!;
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(session.expires_at! - Math.floor(Date.now() / 1000)).toBeGreaterThan(3500);
    expect(session.refresh_token).toMatch(/^[a-z0-9]{12}$/);
    expect(data.user).toMatchObject({ id: userId, email, email_confirmed_at: expect.any(String), last_sign_in_at: expect.any(String) });
    expect(data.user!.user_metadata).toMatchObject({ email_verified: true, name: 'Test Learner' });
    expect(data.weakPassword).toBeUndefined();
    const claims = decodeJwt(session.access_token);
    expect(claims).toMatchObject({
      sub: userId,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      phone: '',
      aal: 'aal1',
      is_anonymous: false,
      iss: `${backend.url}/auth/v1`,
      session_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      amr: [{ method: 'password', timestamp: expect.any(Number) }],
    });
    expect(claims.exp! - claims.iat!).toBe(3600);
  });

  it('answers invalid_credentials for a wrong password and for an unknown address', async () => {
    const email = uniqueEmail();
    await confirmedUser(backend.url, email);
    const wrong = await client(backend.url).auth.signInWithPassword({ email, password: 'Wrong-Pass1!' });
    expect(wrong.error).toBeInstanceOf(AuthApiError);
    expect(wrong.error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
    expect(wrong.data.session).toBeNull();
    const unknown = await client(backend.url).auth.signInWithPassword({ email: uniqueEmail('nobody'), password: STRONG_PASSWORD });
    expect(unknown.error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
  });

  it('finds the address case-insensitively', async () => {
    const email = uniqueEmail();
    await confirmedUser(backend.url, email);
    const { error } = await client(backend.url).auth.signInWithPassword({ email: email.toUpperCase(), password: STRONG_PASSWORD });
    expect(error).toBeNull();
  });

  it('says email_not_confirmed only once the password is right', async () => {
    const email = uniqueEmail();
    await client(backend.url).auth.signUp({ email, password: STRONG_PASSWORD });
    const wrong = await client(backend.url).auth.signInWithPassword({ email, password: 'Wrong-Pass1!' });
    expect(wrong.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    const right = await client(backend.url).auth.signInWithPassword({ email, password: STRONG_PASSWORD });
    expect(right.error).toMatchObject({ status: 400, code: 'email_not_confirmed', message: 'Email not confirmed' });
  });

  it('refuses an unknown grant type', async () => {
    const response = await authFetch('/token?grant_type=magic', { method: 'POST', body: '{}' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'invalid_credentials', message: 'unsupported_grant_type' });
  });
});

describe('refresh tokens', () => {
  it('rotates: each refresh returns a new refresh token and access token', async () => {
    const email = uniqueEmail();
    await confirmedUser(backend.url, email);
    const supabase = await signedIn(backend.url, email);
    const first = (await supabase.auth.getSession()).data.session!;
    const { data, error } = await supabase.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session!.refresh_token).not.toBe(first.refresh_token);
    expect(data.session!.refresh_token).toMatch(/^[a-z0-9]{12}$/);
    expect(decodeJwt(data.session!.access_token).session_id).toBe(decodeJwt(first.access_token).session_id);
  });

  it('gives back the active token when the parent is presented again (the client lost the answer)', async () => {
    const email = uniqueEmail();
    await confirmedUser(backend.url, email);
    const supabase = await signedIn(backend.url, email);
    const rt1 = (await supabase.auth.getSession()).data.session!.refresh_token;
    const rt2 = (await client(backend.url).auth.refreshSession({ refresh_token: rt1 })).data.session!.refresh_token;
    backend.advance(30);
    const again = await client(backend.url).auth.refreshSession({ refresh_token: rt1 });
    expect(again.error).toBeNull();
    expect(again.data.session!.refresh_token).toBe(rt2);
  });

  it('detects reuse of an older token: refresh_token_already_used, and the whole session is revoked', async () => {
    const email = uniqueEmail();
    await confirmedUser(backend.url, email);
    const supabase = await signedIn(backend.url, email);
    const rt1 = (await supabase.auth.getSession()).data.session!.refresh_token;
    const rt2 = (await client(backend.url).auth.refreshSession({ refresh_token: rt1 })).data.session!.refresh_token;
    const rt3 = (await client(backend.url).auth.refreshSession({ refresh_token: rt2 })).data.session!.refresh_token;
    backend.advance(11);
    const reused = await client(backend.url).auth.refreshSession({ refresh_token: rt1 });
    expect(reused.error).toBeInstanceOf(AuthApiError);
    expect(reused.error).toMatchObject({ status: 400, code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' });
    backend.advance(11);
    const latest = await client(backend.url).auth.refreshSession({ refresh_token: rt3 });
    expect(latest.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
  });

  it('tolerates a just-used token within the 10 s reuse interval', async () => {
    const email = uniqueEmail();
    await confirmedUser(backend.url, email);
    const supabase = await signedIn(backend.url, email);
    const rt1 = (await supabase.auth.getSession()).data.session!.refresh_token;
    const rt2 = (await client(backend.url).auth.refreshSession({ refresh_token: rt1 })).data.session!.refresh_token;
    await client(backend.url).auth.refreshSession({ refresh_token: rt2 });
    const concurrent = await client(backend.url).auth.refreshSession({ refresh_token: rt1 });
    expect(concurrent.error).toBeNull();
  });

  it('refuses unknown and malformed refresh tokens', async () => {
    const unknown = await client(backend.url).auth.refreshSession({ refresh_token: 'abcdefghijkl' });
    expect(unknown.error).toMatchObject({
      status: 400,
      code: 'refresh_token_not_found',
      message: 'Invalid Refresh Token: Refresh Token Not Found',
    });
    const malformed = await client(backend.url).auth.refreshSession({ refresh_token: 'short' });
    expect(malformed.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Refresh token is not valid' });
  });
});

describe('getUser and signOut', () => {
  it('getUser returns the signed-in user', async () => {
    const email = uniqueEmail();
    const userId = await confirmedUser(backend.url, email);
    const supabase = await signedIn(backend.url, email);
    const { data, error } = await supabase.auth.getUser();
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id: userId, email, aud: 'authenticated', role: 'authenticated' });
    expect(data.user!.identities).toHaveLength(1);
  });

  it('/user refuses a missing token (401), the anon key and an expired token (403 bad_jwt)', async () => {
    const none = await authFetch('/user');
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ code: 'no_authorization', message: 'This endpoint requires a valid Bearer token' });
    const anon = await authFetch('/user', { token: ANON_KEY });
    expect(anon.status).toBe(403);
    expect(await anon.json()).toEqual({ code: 'bad_jwt', message: 'invalid claim: missing sub claim' });

    const email = uniqueEmail();
    await confirmedUser(backend.url, email);
    const supabase = await signedIn(backend.url, email);
    const token = (await supabase.auth.getSession()).data.session!.access_token;
    backend.advance(3601);
    const expired = await authFetch('/user', { token });
    expect(expired.status).toBe(403);
    expect(expired.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await expired.json()).toMatchObject({ code: 'bad_jwt', message: expect.stringContaining('token is expired') });
  });

  it('signOut ends every session: 204, refresh tokens gone, /user says session_not_found', async () => {
    const email = uniqueEmail();
    await confirmedUser(backend.url, email);
    const supabase = await signedIn(backend.url, email);
    const session = (await supabase.auth.getSession()).data.session!;
    const { error } = await supabase.auth.signOut();
    expect(error).toBeNull();
    expect((await supabase.auth.getSession()).data.session).toBeNull();

    const refresh = await client(backend.url).auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refresh.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    const user = await client(backend.url).auth.getUser(session.access_token);
    expect(user.error).toBeInstanceOf(AuthSessionMissingError);
    const raw = await authFetch('/user', { token: session.access_token });
    expect(raw.status).toBe(403);
    expect((await raw.json()).code).toBe('session_not_found');
  });

  it('logout answers 204 with no body', async () => {
    const email = uniqueEmail();
    await confirmedUser(backend.url, email);
    const supabase = await signedIn(backend.url, email);
    const token = (await supabase.auth.getSession()).data.session!.access_token;
    const response = await authFetch('/logout?scope=global', { method: 'POST', token });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
  });
});
