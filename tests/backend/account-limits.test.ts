import { describe, expect, it } from 'vitest';
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
  it('answers rate_limited once more than 60 addresses were registered within a minute', async () => {
    let refused = 0;
    for (let i = 0; i < 61; i++) {
      const { error } = await client(backend.url).rpc('register_early_access', { email: uniqueEmail('burst'), source: 'home' });
      if (error) {
        expect(error).toMatchObject({ code: 'P0001', message: 'rate_limited' });
        refused += 1;
      }
    }
    expect(refused).toBe(1);
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
