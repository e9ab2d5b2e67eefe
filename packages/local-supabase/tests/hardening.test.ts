import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ANON_KEY } from '../src/config.ts';
import { matchesEmailPattern } from '../src/auth/email.ts';
import { guardServer } from '../src/http.ts';
import { signJwt } from '../src/jwt.ts';
import { STRONG_PASSWORD, useTestBackend } from './helpers.ts';
import { rawRequest } from './raw-http.ts';

const backend = useTestBackend();

const get = (path: string, extra = '') =>
  `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\napikey: ${ANON_KEY}\r\n${extra}Connection: close\r\n\r\n`;

async function health(): Promise<number> {
  return (await fetch(`${backend.url}/_dev/mail`)).status;
}

describe('the stand-in refuses malformed requests without falling over', () => {
  it('answers 400 to a request target that is not a URL or not valid percent-encoding', async () => {
    expect(await rawRequest(backend.url, get('/%E0%A4%A'))).toBe(400);
    expect(await rawRequest(backend.url, get('/rest/v1/%E0%A4%A'))).toBe(400);
    expect(await rawRequest(backend.url, get('//['))).toBe(400);
    expect(await health()).toBe(200);
  });

  it('answers 431 to a request head over the limit', async () => {
    expect(await rawRequest(backend.url, get('/auth/v1/user', `X-Big: ${'a'.repeat(40_000)}\r\n`))).toBe(431);
    expect(await health()).toBe(200);
  });

  it('answers 408, not 400, to a request whose head does not arrive in time', async () => {
    // A server of its own, checking its connections often, with a short limit: the stand-in's is 20 s.
    const server = createServer({ connectionsCheckingInterval: 20 }, (_request, response) => response.end());
    guardServer(server);
    server.headersTimeout = 100;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      expect(await rawRequest(`http://127.0.0.1:${port}`, 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n')).toBe(408);
    } finally {
      server.close();
    }
  });

  it('answers 413 to a body over 1 MB, announced or not', async () => {
    const big = 'x'.repeat(1_000_001);
    const announced = await fetch(`${backend.url}/auth/v1/signup`, { method: 'POST', headers: { apikey: ANON_KEY }, body: big });
    expect(announced.status).toBe(413);
    const chunked = `POST /auth/v1/signup HTTP/1.1\r\nHost: 127.0.0.1\r\napikey: ${ANON_KEY}\r\nTransfer-Encoding: chunked\r\n\r\n${(1_000_001).toString(16)}\r\n${big}\r\n0\r\n\r\n`;
    expect(await rawRequest(backend.url, chunked)).toBe(413);
    expect(await health()).toBe(200);
  });

  it("answers the site's origin with CORS headers on a refusal too, so a browser sees its status, not a CORS failure", async () => {
    const origin = 'http://127.0.0.1:4321';
    const refused = await fetch(`${backend.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, origin },
      body: 'x'.repeat(1_000_001),
    });
    expect(refused.status).toBe(413);
    expect(refused.headers.get('access-control-allow-origin')).toBe(origin);
    const foreign = await fetch(`${backend.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, origin: 'https://evil.example' },
      body: 'x'.repeat(1_000_001),
    });
    expect(foreign.status).toBe(413);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('e-mail validation', () => {
  it('refuses a 10,000-character hostile address in under 50 ms', async () => {
    const hostile = `${'a'.repeat(4000)}@${'a.'.repeat(2999)}!`;
    expect(hostile.length).toBeGreaterThanOrEqual(10_000);
    let started = performance.now();
    expect(matchesEmailPattern(hostile)).toBe(false);
    expect(performance.now() - started).toBeLessThan(50);
    const response = await fetch(`${backend.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ email: hostile, password: STRONG_PASSWORD }),
    });
    expect(response.status).toBe(400);
    // The pattern itself, at the 255-character limit the server allows.
    for (const near of [`a@${'a-'.repeat(126)}!`, `a@${'a.'.repeat(126)}!`, `${'a.'.repeat(126)}@b`]) {
      started = performance.now();
      expect(matchesEmailPattern(near)).toBe(false);
      expect(performance.now() - started).toBeLessThan(50);
    }
  });

  it('still accepts ordinary and international addresses', () => {
    for (const email of ['ada@example.com', 'a.b+c@mail.co.uk', 'ñandú@correo.ar', 'x@y.z.'])
      expect(matchesEmailPattern(email), email).toBe(true);
    for (const email of ['a@b', '@b.co', 'a..b@c.co', 'a@.b.co', 'a@b.c1', 'a b@c.co'])
      expect(matchesEmailPattern(email), email).toBe(false);
  });
});

describe('tokens', () => {
  const now = () => Math.floor(Date.now() / 1000);
  const user = (token: string) =>
    fetch(`${backend.url}/rest/v1/user_wallets?select=*`, { headers: { apikey: ANON_KEY, authorization: `Bearer ${token}` } });
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it('accepts only HS256 tokens with a numeric exp and a known role, and nothing after the signature', async () => {
    const good = signJwt({ role: 'anon', exp: now() + 60 });
    // Anon may not read wallets (42501), but the token itself is accepted.
    expect(await (await user(good)).json()).toMatchObject({ code: '42501' });
    const refused = [
      signJwt({ role: 'anon' }),
      signJwt({ role: 'anon', exp: String(now() + 60) }),
      signJwt({ exp: now() + 60 }),
      signJwt({ role: 'postgres', exp: now() + 60 }),
      signJwt({ role: 'supabase_admin', exp: now() + 60 }),
      `${good}x`,
      `${good}=`,
      `${good}.`,
      `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ role: 'service_role', exp: now() + 60 })}.`,
      `${b64({ alg: 'HS512', typ: 'JWT' })}.${good.split('.')[1]}.${good.split('.')[2]}`,
    ];
    for (const token of refused) {
      const response = await user(token);
      expect(response.status, token).toBe(401);
      expect(await response.json()).toMatchObject({ code: expect.stringMatching(/^PGRST30[13]$/) });
    }
  });

  it('refuses a bad token at Auth with GoTrue’s body', async () => {
    const response = await fetch(`${backend.url}/auth/v1/user`, {
      headers: {
        apikey: ANON_KEY,
        authorization: `Bearer ${signJwt({ sub: crypto.randomUUID(), role: 'authenticated' })}`,
        'x-supabase-api-version': '2024-01-01',
      },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'bad_jwt' });
  });
});

describe('/_dev', () => {
  it('answers only requests whose Host is a loopback name', async () => {
    for (const host of ['127.0.0.1', 'localhost:54321', '[::1]:1', 'mail.localhost']) {
      expect(await rawRequest(backend.url, `GET /_dev/pool HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`), host).toBe(200);
    }
    for (const host of ['evil.example', '127.0.0.1.evil.example', '10.0.0.1', 'localhost.evil.example']) {
      expect(await rawRequest(backend.url, `GET /_dev/mail HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`), host).toBe(404);
    }
  });

  it('refuses writes with a text/plain body or from another site’s Origin, and leaves the pool as it was', async () => {
    const before = await (await fetch(`${backend.url}/_dev/pool`)).json();
    const body = JSON.stringify({ count: 3 });
    const plain = await fetch(`${backend.url}/_dev/pool`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body });
    expect(plain.status).toBe(415);
    const foreign = await fetch(`${backend.url}/_dev/pool`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body,
    });
    expect(foreign.status).toBe(403);
    const drain = await fetch(`${backend.url}/_dev/pool`, { method: 'DELETE', headers: { origin: 'https://evil.example' } });
    expect(drain.status).toBe(403);
    expect(await (await fetch(`${backend.url}/_dev/pool`)).json()).toEqual(before);
    const own = await fetch(`${backend.url}/_dev/pool`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', origin: 'http://127.0.0.1:4321' },
      body,
    });
    expect(own.status).toBe(200);
    const broken = await fetch(`${backend.url}/_dev/pool`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"count":',
    });
    expect(broken.status).toBe(400);
  });
});
