import { describe, expect, it } from 'vitest';
import { ANON_KEY } from '../src/config.ts';
import { SERVICE_ROLE_KEY } from '../src/config.ts';
import { signJwt } from '../src/jwt.ts';
import { client, confirmedUser, signedIn, uniqueEmail, useTestBackend } from './helpers.ts';

const backend = useTestBackend();

describe('the wallet card’s read: from(user_wallets).select(*).eq(user_id, id).single()', () => {
  it('returns the learner’s row, with the first development address of the pool', async () => {
    const email = uniqueEmail();
    const userId = await confirmedUser(backend.url, email);
    const supabase = await signedIn(backend.url, email);
    const { data, error, status } = await supabase.from('user_wallets').select('*').eq('user_id', userId).single();
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual({
      user_id: userId,
      wallet_address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      network: 'Ethereum',
      created_at: expect.any(String),
    });
  });

  it('answers 406 PGRST116 when the learner has no wallet yet (empty pool)', async () => {
    await fetch(`${backend.url}/_dev/pool`, { method: 'DELETE' });
    const email = uniqueEmail();
    const userId = await confirmedUser(backend.url, email);
    const supabase = await signedIn(backend.url, email);
    const { data, error, status } = await supabase.from('user_wallets').select('*').eq('user_id', userId).single();
    expect(data).toBeNull();
    expect(status).toBe(406);
    expect(error).toEqual({
      code: 'PGRST116',
      details: 'The result contains 0 rows',
      hint: null,
      message: 'Cannot coerce the result to a single JSON object',
    });
    const maybe = await supabase.from('user_wallets').select('*').eq('user_id', userId).maybeSingle();
    expect(maybe).toMatchObject({ data: null, error: null, status: 200 });
    await fetch(`${backend.url}/_dev/pool`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ count: 5 }),
    });
    expect((await supabase.from('user_wallets').select('*').eq('user_id', userId).single()).data).toMatchObject({ user_id: userId });
  });

  it('sends PostgREST’s headers: JSON content types and Content-Range', async () => {
    const email = uniqueEmail();
    const userId = await confirmedUser(backend.url, email);
    const token = (await (await signedIn(backend.url, email)).auth.getSession()).data.session!.access_token;
    const headers = { apikey: ANON_KEY, authorization: `Bearer ${token}` };
    const list = await fetch(`${backend.url}/rest/v1/user_wallets?select=*&user_id=eq.${userId}`, { headers });
    expect(list.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(list.headers.get('content-range')).toBe('0-0/*');
    const single = await fetch(`${backend.url}/rest/v1/user_wallets?select=wallet_address&user_id=eq.${userId}`, {
      headers: { ...headers, accept: 'application/vnd.pgrst.object+json' },
    });
    expect(single.headers.get('content-type')).toBe('application/vnd.pgrst.object+json; charset=utf-8');
    expect(Object.keys(await single.json())).toEqual(['wallet_address']);
  });
});

describe('early access: rpc(register_early_access, { email, source })', () => {
  async function registered(): Promise<{ email: string; source: string }[]> {
    const { data, error } = await client(backend.url, SERVICE_ROLE_KEY).from('early_access_signups').select('email, source').order('id');
    expect(error).toBeNull();
    return data!;
  }

  it('records a visitor’s address, normalised; the same address again within a minute is refused with rate_limited', async () => {
    const email = uniqueEmail('Early');
    const first = await client(backend.url).rpc('register_early_access', { email: `  ${email.toUpperCase()} `, source: 'home' });
    expect(first).toMatchObject({ data: null, error: null, status: 204 });
    const again = await client(backend.url).rpc('register_early_access', { email, source: 'home' });
    expect(again).toMatchObject({ data: null, status: 400, error: { code: 'P0001', message: 'rate_limited' } });
    expect((await registered()).filter((row) => row.email === email.toLowerCase())).toEqual([
      { email: email.toLowerCase(), source: 'home' },
    ]);
  });

  it('accepts a filled honeypot with the usual answer and stores nothing', async () => {
    const email = uniqueEmail('bot');
    const answer = await client(backend.url).rpc('register_early_access', { email, source: 'home', website: 'http://spam.example' });
    expect(answer).toMatchObject({ data: null, error: null, status: 204 });
    expect((await registered()).map((row) => row.email)).not.toContain(email);
  });

  it('works for a signed-in learner too, with the default source', async () => {
    const email = uniqueEmail();
    await confirmedUser(backend.url, email);
    const supabase = await signedIn(backend.url, email);
    const { error, status } = await supabase.rpc('register_early_access', { email });
    expect(error).toBeNull();
    expect(status).toBe(204);
    expect(await registered()).toContainEqual({ email, source: 'website' });
  });

  it('lets the database reject an invalid address (400, CHECK violation 23514)', async () => {
    for (const email of ['not-an-address', 'two@@example.com', 'space in@example.com', 'a@b']) {
      const { error, status } = await client(backend.url).rpc('register_early_access', { email });
      expect(status).toBe(400);
      expect(error).toMatchObject({ code: '23514', message: expect.stringContaining('early_access_signups_email_valid') });
    }
  });
});

describe('the gateway, CORS and tokens', () => {
  it('refuses a request without apikey with the gateway’s 401 body', async () => {
    const response = await fetch(`${backend.url}/rest/v1/user_wallets?select=*`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
    const auth = await fetch(`${backend.url}/auth/v1/user`);
    expect(auth.status).toBe(401);
  });

  it('refuses an unknown API key', async () => {
    const response = await fetch(`${backend.url}/rest/v1/user_wallets?select=*`, { headers: { apikey: 'sb_publishable_nope' } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      message: 'Invalid API key',
      hint: 'Double check your Supabase `anon` or `service_role` API key.',
    });
  });

  it('answers the site’s CORS preflight, mirroring the requested headers', async () => {
    const response = await fetch(`${backend.url}/rest/v1/user_wallets?select=*`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:4321',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'apikey, authorization, x-client-info, accept-profile',
      },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4321');
    expect(response.headers.get('access-control-allow-methods')).toContain('GET');
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'Authorization, apikey, authorization, x-client-info, accept-profile',
    );
    const auth = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:4321',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(auth.headers.get('access-control-allow-origin')).toBe('http://localhost:4321');
  });

  it('allows the site’s origin on actual responses and no foreign origin', async () => {
    const allowed = await fetch(`${backend.url}/auth/v1/user`, { headers: { origin: 'http://127.0.0.1:4321', apikey: ANON_KEY } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4321');
    expect(allowed.headers.get('access-control-expose-headers')).toContain('Content-Range');
    const foreign = await fetch(`${backend.url}/auth/v1/user`, { headers: { origin: 'https://evil.example', apikey: ANON_KEY } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses badly signed and expired JWTs as PostgREST does (PGRST301 / PGRST303)', async () => {
    const forged = `${ANON_KEY.slice(0, -4)}AAAA`;
    const bad = await fetch(`${backend.url}/rest/v1/user_wallets?select=*`, {
      headers: { apikey: ANON_KEY, authorization: `Bearer ${forged}` },
    });
    expect(bad.status).toBe(401);
    expect(bad.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token"/);
    expect(await bad.json()).toMatchObject({ code: 'PGRST301' });
    const expired = signJwt({ role: 'authenticated', sub: crypto.randomUUID(), exp: Math.floor(Date.now() / 1000) - 10 });
    const late = await fetch(`${backend.url}/rest/v1/user_wallets?select=*`, {
      headers: { apikey: ANON_KEY, authorization: `Bearer ${expired}` },
    });
    expect(late.status).toBe(401);
    expect(await late.json()).toEqual({ code: 'PGRST303', details: null, hint: null, message: 'JWT expired' });
  });

  it('answers 404 PGRST205 for a table that does not exist', async () => {
    const { error, status } = await client(backend.url).from('wallets').select('*');
    expect(status).toBe(404);
    expect(error).toMatchObject({ code: 'PGRST205', message: "Could not find the table 'public.wallets' in the schema cache" });
  });
});
