import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY } from '../../src/shared/rules/backend.ts';
import { STRONG_PASSWORD, client, confirmationLink, uniqueEmail, useTestBackend } from './helpers.ts';

const backend = useTestBackend();

async function signUp(email: string, name: unknown, password = STRONG_PASSWORD) {
  return client(backend.url).auth.signUp({ email, password, options: { data: { name } } });
}

describe('names in the account metadata', () => {
  it('accepts 1 to 80 characters', async () => {
    expect((await signUp(uniqueEmail(), 'Ada Lovelace')).error).toBeNull();
    expect((await signUp(uniqueEmail(), 'é'.repeat(80))).error).toBeNull();
  });

  it('refuses an empty, long, control-character or non-text name, and a 27 KB one', async () => {
    for (const name of ['   ', 'a'.repeat(81), 'Ada\u0000', 'Ada\nLovelace', 42, 'x'.repeat(27_000)]) {
      const email = uniqueEmail('name');
      const { error } = await signUp(email, name);
      expect(error, JSON.stringify(name).slice(0, 30)).toMatchObject({ status: 500, message: 'Database error saving new user' });
    }
  });
});

describe('early access limits', () => {
  it('answers rate_limited once one client address registered 10 within a minute, whatever X-Forwarded-For it sends itself', async () => {
    const answers: (string | null)[] = [];
    for (let i = 0; i < 12; i++) {
      const spoofed = createClient(backend.url, LOCAL_ANON_KEY, { global: { headers: { 'x-forwarded-for': `10.1.0.${i}` } } });
      const { error } = await spoofed.rpc('register_early_access', { email: uniqueEmail('burst'), source: 'home' });
      answers.push(error ? `${error.code} ${error.message}` : null);
    }
    expect(answers).toEqual([...Array.from({ length: 10 }, () => null), 'P0001 rate_limited', 'P0001 rate_limited']);
  });
});

describe('account pre-hijacking', () => {
  it('a stranger who signed up first with the address cannot sign in once the owner signs up again and confirms', async () => {
    const email = uniqueEmail('victim');
    expect((await signUp(email, 'Stranger', 'Stranger-Pass-1!')).error).toBeNull();
    backend.advance(61);
    expect((await signUp(email, 'Owner', 'Owner-Pass-2!')).error).toBeNull();
    const link = await confirmationLink(backend.url, email);
    const confirmed = await fetch(link, { redirect: 'manual' });
    expect(confirmed.headers.get('location')).toContain('access_token=');
    const stranger = await client(backend.url).auth.signInWithPassword({ email, password: 'Stranger-Pass-1!' });
    expect(stranger.error).toMatchObject({ code: 'invalid_credentials' });
  });
});
