import { AuthApiError, AuthWeakPasswordError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { ANON_KEY } from '../src/config.ts';
import { STRONG_PASSWORD, client, confirmationLink, confirmedUser, uniqueEmail, useTestBackend } from './helpers.ts';

const backend = useTestBackend();

async function mailTo(
  email: string,
): Promise<{ to: string; subject: string; text: string; html: string; links: string[]; sentAt: string }[]> {
  return (await fetch(`${backend.url}/_dev/mail?to=${encodeURIComponent(email)}`)).json();
}

describe('signUp', () => {
  it('creates an unconfirmed user, returns no session and mails a confirmation link', async () => {
    const email = uniqueEmail('New.Person');
    const { data, error } = await client(backend.url).auth.signUp({
      email,
      password: STRONG_PASSWORD,
      options: { data: { name: 'New Person' }, emailRedirectTo: 'http://127.0.0.1:4321/auth' },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    const user = data.user!;
    expect(user).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      email: email.toLowerCase(),
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { sub: user.id, email: email.toLowerCase(), email_verified: false, phone_verified: false, name: 'New Person' },
      is_anonymous: false,
    });
    expect(user.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(user.confirmation_sent_at).toEqual(expect.any(String));
    expect(user).not.toHaveProperty('email_confirmed_at');
    expect(user).not.toHaveProperty('confirmed_at');
    expect(user).not.toHaveProperty('last_sign_in_at');
    expect(user.identities).toHaveLength(1);
    expect(user.identities![0]).toMatchObject({ id: user.id, user_id: user.id, provider: 'email', email: email.toLowerCase() });

    const mail = await mailTo(email);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: email.toLowerCase(), subject: 'Confirm your email address for The Vault Club' });
    expect(mail[0]!.links[0]).toMatch(
      new RegExp(`^${backend.url}/auth/v1/verify\\?token=[0-9a-f]{56}&type=signup&redirect_to=http://127\\.0\\.0\\.1:4321/auth$`),
    );
    expect(mail[0]!.html).toContain(`href="${mail[0]!.links[0]!.replaceAll('&', '&amp;')}"`);
    expect(mail[0]!.text).toContain(mail[0]!.links[0]);
  });

  it('answers an already-confirmed address with an obfuscated user and sends no mail', async () => {
    const email = uniqueEmail();
    const realId = await confirmedUser(backend.url, email);
    const before = (await mailTo(email)).length;
    const { data, error } = await client(backend.url).auth.signUp({
      email,
      password: 'Another-Pass1!',
      options: { data: { name: 'Someone' } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user!.id).not.toBe(realId);
    expect(data.user).toMatchObject({
      role: '',
      email,
      identities: [],
      user_metadata: { name: 'Someone' },
      app_metadata: { provider: 'email', providers: ['email'] },
    });
    expect(await mailTo(email)).toHaveLength(before);
  });

  it('resends the confirmation for an unconfirmed address, at most once a minute, and drops the pending password (no pre-hijacking)', async () => {
    const email = uniqueEmail();
    const first = await client(backend.url).auth.signUp({ email, password: STRONG_PASSWORD, options: { data: { name: 'First' } } });
    const soon = await client(backend.url).auth.signUp({ email, password: 'Different-Pass1!', options: { data: { name: 'Second' } } });
    expect(soon.data.user).toBeNull();
    expect(soon.error).toBeInstanceOf(AuthApiError);
    expect(soon.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(soon.error!.message).toMatch(/^For security purposes, you can only request this after (59|60) seconds\.$/);

    backend.advance(61);
    const later = await client(backend.url).auth.signUp({ email, password: 'Different-Pass1!', options: { data: { name: 'Second' } } });
    expect(later.error).toBeNull();
    expect(later.data.user!.id).toBe(first.data.user!.id);
    expect(later.data.user!.user_metadata['name']).toBe('First');
    expect(await mailTo(email)).toHaveLength(2);
    const [newest, oldest] = await mailTo(email);
    expect(newest!.links[0]).not.toBe(oldest!.links[0]);

    const response = await fetch(newest!.links[0]!, { redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toContain('access_token=');
    // Whoever signed up first cannot know who opens the mail: neither password signs in.
    for (const password of [STRONG_PASSWORD, 'Different-Pass1!']) {
      const signIn = await client(backend.url).auth.signInWithPassword({ email, password });
      expect(signIn.error).toMatchObject({ code: 'invalid_credentials' });
    }
  });

  it('refuses a weak password with weak_password and the unmet reasons', async () => {
    const short = await client(backend.url).auth.signUp({ email: uniqueEmail(), password: 'abc' });
    expect(short.error).toBeInstanceOf(AuthWeakPasswordError);
    expect(short.error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length', 'characters'] });
    expect(short.error!.message).toBe(
      'Password should be at least 8 characters. Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyz, ABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789, !@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~.',
    );

    const noSymbol = await client(backend.url).auth.signUp({ email: uniqueEmail(), password: 'Password123' });
    expect(noSymbol.error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['characters'] });

    const noUpper = await client(backend.url).auth.signUp({ email: uniqueEmail(), password: 'password123!' });
    expect(noUpper.error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['characters'] });
  });

  it('sends the weak_password body with reasons and echoes the API version header', async () => {
    const response = await fetch(`${backend.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ email: uniqueEmail(), password: 'short' }),
    });
    expect(response.status).toBe(422);
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await response.json()).toEqual({
      code: 'weak_password',
      message: expect.stringMatching(/^Password should be at least 8 characters\./),
      weak_password: { reasons: ['length', 'characters'] },
    });
  });

  it('refuses a missing password and an invalid address with validation_failed', async () => {
    const noPassword = await client(backend.url).auth.signUp({ email: uniqueEmail(), password: '' });
    expect(noPassword.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Signup requires a valid password' });
    const badEmail = await client(backend.url).auth.signUp({ email: 'not-an-address', password: STRONG_PASSWORD });
    expect(badEmail.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Unable to validate email address: invalid format',
    });
  });

  it('falls back to SITE_URL for a redirect that is not allowed', async () => {
    const email = uniqueEmail();
    await client(backend.url).auth.signUp({ email, password: STRONG_PASSWORD, options: { emailRedirectTo: 'https://evil.example/steal' } });
    expect(await confirmationLink(backend.url, email)).toMatch(/&redirect_to=http:\/\/127\.0\.0\.1:4321$/);
  });

  it('shows the mailbox as a readable page with the link to click', async () => {
    const email = uniqueEmail();
    await client(backend.url).auth.signUp({ email, password: STRONG_PASSWORD });
    const link = await confirmationLink(backend.url, email);
    const page = await fetch(`${backend.url}/_dev/mail/?to=${encodeURIComponent(email)}`);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    expect(html).toContain('<h2>Confirm your email address for The Vault Club</h2>');
    expect(html).toContain(`<a href="${link.replaceAll('&', '&amp;')}">Confirm email address</a>`);
    expect(html).toContain('Development only');
  });
});
