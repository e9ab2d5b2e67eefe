import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from '../../tools/serve.ts';
import { ANON_KEY } from '@vault-club/local-supabase';
import { startTestBackend, type TestBackend } from './helpers.ts';
import { rawRequest } from './raw-http.ts';

/** How many random requests each server gets, and the most time the whole run may take. */
const REQUESTS_PER_SERVER = 1500;
const TIME_LIMIT_MS = 90_000;
const PARALLEL = 16;

/** A small seeded generator (mulberry32), so that a failing run can be replayed with its seed. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SEED = Number(process.env['FUZZ_SEED'] ?? Date.now() % 1_000_000);

function fuzzer(random: () => number) {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const bytes = (length: number) => Buffer.from(Array.from({ length }, () => Math.floor(random() * 256)));
  const text = (length: number) => Array.from({ length }, () => String.fromCharCode(32 + Math.floor(random() * 95))).join('');
  const paths = [
    '/',
    '/auth/v1/signup',
    '/auth/v1/token?grant_type=password',
    '/auth/v1/token?grant_type=pkce',
    '/auth/v1/token?grant_type=refresh_token',
    '/auth/v1/verify?token=x&type=signup',
    '/auth/v1/user',
    '/auth/v1/recover',
    '/rest/v1/user_wallets?select=*',
    '/rest/v1/rpc/register_early_access',
    '/_dev/mail',
    '/learn-now',
    '/_astro/x.js',
  ];
  const path = () => {
    switch (Math.floor(random() * 5)) {
      case 0:
        return pick(paths);
      case 1:
        return `${pick(paths)}${encodeURI(text(Math.floor(random() * 40)))}`;
      case 2:
        return `/${[...bytes(Math.floor(random() * 30))].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')}`;
      case 3:
        return pick(['//[', '/%E0%A4%A', '/..%2f..%2fetc/passwd', '/%00', '//evil.example/', '/\\..\\', '*', 'http://x/']);
      default:
        return `/${text(Math.floor(random() * 200)).replace(/[\s]/g, '')}`;
    }
  };
  const header = () =>
    pick([
      `X-${text(5).replace(/[^A-Za-z]/g, 'a')}: ${text(Math.floor(random() * 300))}`,
      `Content-Type: ${pick(['application/json', 'text/plain', '', 'application/json;charset=utf-16'])}`,
      `Authorization: Bearer ${text(Math.floor(random() * 120))}`,
      `Authorization: Bearer ${ANON_KEY}${pick(['', 'x', '.x', '='])}`,
      `Origin: ${pick(['http://127.0.0.1:4321', 'null', 'http://evil.example', text(20)])}`,
      `Host: ${pick(['127.0.0.1', 'evil.example', '', '[', text(10)])}`,
      `Accept: ${pick(['application/vnd.pgrst.object+json', '*/*', text(30)])}`,
      `Prefer: ${text(30)}`,
      `X-Big: ${'a'.repeat(pick([10, 1000, 20_000]))}`,
    ]);
  const body = () =>
    pick([
      () => '',
      () => text(Math.floor(random() * 500)),
      () => bytes(Math.floor(random() * 500)).toString('latin1'),
      () => JSON.stringify({ email: text(20), password: text(12), data: { name: text(Math.floor(random() * 200)) } }),
      () => JSON.stringify({ auth_code: text(36), code_verifier: text(60) }),
      () => `{"a":${'['.repeat(Math.floor(random() * 5000))}`,
      () => JSON.stringify([1, 'a', null, { email: null }]),
    ])();

  return (): string => {
    const method = pick(['GET', 'POST', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'PUT', 'BREW', 'G ET']);
    const payload = body();
    const headers = Array.from({ length: Math.floor(random() * 5) }, header);
    if (random() < 0.7) headers.unshift(`apikey: ${ANON_KEY}`);
    if (random() < 0.8) headers.unshift('Host: 127.0.0.1');
    const length = random() < 0.9 ? `Content-Length: ${Buffer.byteLength(payload, 'latin1')}\r\n` : '';
    return `${method} ${path()} HTTP/1.1\r\n${headers.join('\r\n')}\r\n${length}Connection: close\r\n\r\n${payload}`;
  };
}

/** Sends random requests until the count or the deadline; returns how many were sent and which got a 5xx answer. */
async function fuzz(url: string, seed: number, deadline: number): Promise<{ sent: number; failures: string[] }> {
  const next = fuzzer(generator(seed));
  let sent = 0;
  const failures: string[] = [];
  const worker = async () => {
    while (sent < REQUESTS_PER_SERVER && Date.now() < deadline) {
      sent += 1;
      const request = next();
      const status = await rawRequest(url, Buffer.from(request, 'latin1'));
      if (status >= 500) failures.push(`${status}: ${request.slice(0, 200)}`);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return { sent, failures };
}

describe(`fuzzing the local servers (seed ${SEED}; replay with FUZZ_SEED=${SEED})`, () => {
  let backend: TestBackend;
  let site: Server;
  let siteUrl: string;
  let root: string;

  beforeAll(async () => {
    backend = await startTestBackend();
    root = await mkdtemp(join(tmpdir(), 'vault-club-fuzz-'));
    await writeFile(join(root, 'index.html'), '<!doctype html><title>ok</title>');
    await writeFile(join(root, '404.html'), '<!doctype html><title>not found</title>');
    await writeFile(join(root, '_headers'), "/*\n  X-Site-Rule: applied\n  Content-Security-Policy: default-src 'none'\n");
    site = await serveStatic({ root, port: 0 });
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await backend?.close();
    await new Promise((resolve) => site?.close(resolve));
    site?.closeAllConnections();
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('the static server answers 400 to malformed targets and 431 to an over-long head', async () => {
    const get = (target: string, extra = '') => `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${extra}Connection: close\r\n\r\n`;
    expect(await rawRequest(siteUrl, get('/%E0%A4%A'))).toBe(400);
    expect(await rawRequest(siteUrl, get('//['))).toBe(400);
    expect(await rawRequest(siteUrl, get('/', `X-Big: ${'a'.repeat(40_000)}\r\n`))).toBe(431);
    expect(await rawRequest(siteUrl, get('/'))).toBe(200);
    // The answer to a target that is no path carries the site-wide rule of _headers, as every other answer does.
    const refused = await fetch(`${siteUrl}/%E0%A4%A`);
    expect(refused.status).toBe(400);
    expect(refused.headers.get('x-site-rule')).toBe('applied');
    expect(refused.headers.get('content-security-policy')).toBe("default-src 'none'");
  });

  it('both answer a health request after thousands of random paths, headers and bodies', { timeout: TIME_LIMIT_MS + 30_000 }, async () => {
    const deadline = Date.now() + TIME_LIMIT_MS;
    const [toBackend, toSite] = await Promise.all([fuzz(backend.url, SEED, deadline), fuzz(siteUrl, SEED + 1, deadline)]);
    expect(toBackend.sent + toSite.sent).toBeGreaterThanOrEqual(1000);
    expect(toBackend.failures).toEqual([]);
    expect(toSite.failures).toEqual([]);
    expect((await fetch(`${backend.url}/_dev/pool`)).status).toBe(200);
    expect((await fetch(`${siteUrl}/`)).status).toBe(200);
    console.info(`fuzz: ${toBackend.sent} requests to the stand-in, ${toSite.sent} to the static server`);
  });
});
