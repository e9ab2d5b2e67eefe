import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANON_KEY } from '../src/config.ts';
import { AUTH_SETTINGS } from '../src/auth/settings.ts';
import { startLocalBackend, type LocalBackend } from '../src/server.ts';
import { STRONG_PASSWORD, client, confirmationLink, uniqueEmail } from './helpers.ts';

/** The stand-in's clock stands still unless a test moves it, so that the buckets refill only when told. */
let now = Date.now();
let running: LocalBackend | undefined;
const backend = {
  get url() {
    return running!.url;
  },
  advance(seconds: number) {
    now += seconds * 1000;
  },
};

beforeAll(async () => {
  running = await startLocalBackend({ dataDir: 'memory', port: 0, passwordHashCost: 4, clock: () => now });
});

afterAll(async () => {
  await running?.close();
});

/** What supabase-js sends, and so the 2024-01-01 error body it gets. */
const API_VERSION = { 'x-supabase-api-version': '2024-01-01' };
const LIMITED = { code: 'over_request_rate_limit', message: 'Request rate limit reached' };

/** Every test starts with full buckets: a bucket is forgotten an hour after it was made. */
function freshBuckets(): void {
  backend.advance(3600);
}

/** A made-up code tried on the e-mail link endpoint, as a script guessing links would. */
function guessLink(url: string, type = 'signup', headers: Record<string, string> = {}) {
  const token = Math.random().toString(16).slice(2).padEnd(56, '0');
  return fetch(`${url}/auth/v1/verify?token=${token}&type=${type}&redirect_to=http://127.0.0.1:4321/auth`, { redirect: 'manual', headers });
}

/** A made-up PKCE code exchange. */
function guessCode(url: string, headers: Record<string, string> = {}) {
  return fetch(`${url}/auth/v1/token?grant_type=pkce`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'content-type': 'application/json', ...API_VERSION, ...headers },
    body: JSON.stringify({ auth_code: crypto.randomUUID(), code_verifier: 'v'.repeat(50) }),
  });
}

describe('hosted Auth’s limits on guessing codes, per client address', () => {
  it('lets 30 link verifications through at once, then answers GoTrue’s 429 until the bucket refills', async () => {
    freshBuckets();
    expect(AUTH_SETTINGS.rateLimitVerify).toBe(30);
    for (let attempt = 1; attempt <= 30; attempt += 1) expect((await guessLink(backend.url)).status, `try ${attempt}`).toBe(303);
    const refused = await guessLink(backend.url, 'recovery', API_VERSION);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('location')).toBeNull();
    expect(refused.headers.get('x-sb-error-code')).toBe('over_request_rate_limit');
    expect(await refused.json()).toEqual(LIMITED);
    // The legacy body, for a client that sends no API version.
    expect(await (await guessLink(backend.url)).json()).toEqual({
      code: 429,
      error_code: 'over_request_rate_limit',
      msg: 'Request rate limit reached',
    });
    // 30 per 5 minutes: one more try every 10 s.
    backend.advance(10);
    expect((await guessLink(backend.url)).status).toBe(303);
    expect((await guessLink(backend.url)).status).toBe(429);
  });

  it('refuses a real link too while the bucket is empty, and keeps it usable for later', async () => {
    freshBuckets();
    const email = uniqueEmail('limited');
    expect(
      (await client(backend.url).auth.signUp({ email, password: STRONG_PASSWORD, options: { data: { name: 'Ada' } } })).error,
    ).toBeNull();
    const link = await confirmationLink(backend.url, email);
    for (let attempt = 1; attempt <= 30; attempt += 1) await guessLink(backend.url);
    expect((await fetch(link, { redirect: 'manual' })).status).toBe(429);
    backend.advance(10);
    const confirmed = await fetch(link, { redirect: 'manual' });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toContain('access_token=');
  });

  it('limits PKCE code exchanges with the /token bucket: 30 at once, then one every 2 s (150 per 5 minutes)', async () => {
    freshBuckets();
    expect(AUTH_SETTINGS.rateLimitTokenRefresh).toBe(150);
    for (let attempt = 1; attempt <= 30; attempt += 1) expect((await guessCode(backend.url)).status, `try ${attempt}`).toBe(404);
    const refused = await guessCode(backend.url);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual(LIMITED);
    // The same bucket holds sign-ins: a learner on this address waits too.
    const signIn = await client(backend.url).auth.signInWithPassword({ email: uniqueEmail('waits'), password: STRONG_PASSWORD });
    expect(signIn.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    backend.advance(2);
    expect((await guessCode(backend.url)).status).toBe(404);
    expect((await guessCode(backend.url)).status).toBe(429);
  });

  it('keeps a bucket per route: an empty /verify leaves /token, /recover and sign-up alone', async () => {
    freshBuckets();
    for (let attempt = 1; attempt <= 31; attempt += 1) await guessLink(backend.url);
    expect((await guessLink(backend.url)).status).toBe(429);
    expect((await guessCode(backend.url)).status).toBe(404);
    const recover = await client(backend.url).auth.resetPasswordForEmail(uniqueEmail('nobody'));
    expect(recover.error).toBeNull();
    const signUp = await client(backend.url).auth.signUp({ email: uniqueEmail('new'), password: STRONG_PASSWORD });
    expect(signUp.error).toBeNull();
  });

  it('counts by the connection’s address, not by an X-Forwarded-For the client wrote', async () => {
    freshBuckets();
    for (let attempt = 1; attempt <= 30; attempt += 1)
      expect((await guessLink(backend.url, 'signup', { 'x-forwarded-for': `203.0.113.${attempt}` })).status).toBe(303);
    expect((await guessLink(backend.url, 'signup', { 'x-forwarded-for': '198.51.100.7' })).status).toBe(429);
  });

  it('limits password-reset mails by sign_in_sign_ups (30 per 5 minutes), on top of once a minute per address', async () => {
    freshBuckets();
    expect(AUTH_SETTINGS.rateLimitOtp).toBe(30);
    const recover = (email: string) =>
      fetch(`${backend.url}/auth/v1/recover`, {
        method: 'POST',
        headers: { apikey: ANON_KEY, 'content-type': 'application/json', ...API_VERSION },
        body: JSON.stringify({ email }),
      });
    for (let attempt = 1; attempt <= 30; attempt += 1) expect((await recover(uniqueEmail('reset'))).status, `try ${attempt}`).toBe(200);
    const refused = await recover(uniqueEmail('reset'));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual(LIMITED);
  });
});

describe('a stand-in started without the limits (rateLimits: false, for the browser tests)', () => {
  it('lets every try through', async () => {
    const open = await startLocalBackend({ dataDir: 'memory', port: 0, passwordHashCost: 4, rateLimits: false });
    try {
      for (let attempt = 1; attempt <= 40; attempt += 1) expect((await guessLink(open.url)).status, `try ${attempt}`).toBe(303);
    } finally {
      await open.close();
    }
  });
});
