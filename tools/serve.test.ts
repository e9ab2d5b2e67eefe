import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo, Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sentSize, serveStatic } from './serve.ts';

/** The raw response to GET `path` with `acceptEncoding`: its encoding and its bytes as sent. */
function rawGet(
  port: number,
  path: string,
  acceptEncoding?: string,
): Promise<{ encoding: string | undefined; vary: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {};
    request({ host: '127.0.0.1', port, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ encoding: response.headers['content-encoding'], vary: response.headers['vary'], body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

const NOT_FOUND_PAGE = '<!doctype html><title>Page not found</title>';

describe('the static server', () => {
  const page = `<!doctype html><title>Home</title>${'<p>Learn what money is, one step at a time.</p>'.repeat(200)}`;
  let root: string;
  let server: Server;
  let port: number;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'vault-club-serve-'));
    writeFileSync(join(root, 'index.html'), page);
    writeFileSync(join(root, 'icon.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    writeFileSync(join(root, '404.html'), NOT_FOUND_PAGE);
    mkdirSync(join(root, '_astro'));
    writeFileSync(join(root, '_astro', 'DKF3SYLF.js'), 'export const a = 1;');
    // What a build or a host's tooling may leave in dist/ and no host serves.
    writeFileSync(join(root, 'icons.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    writeFileSync(
      join(root, '_headers'),
      '/*\n  X-Frame-Options: DENY\n/icons.svg\n  Cache-Control: public, max-age=31536000, immutable\n',
    );
    writeFileSync(join(root, '_redirects'), '/old /new 301\n');
    writeFileSync(join(root, '_routes.json'), '{"version":1}');
    mkdirSync(join(root, '.prerender'));
    writeFileSync(join(root, '.prerender', 'page.html'), '<p>build leftover</p>');
    mkdirSync(join(root, '.well-known'));
    writeFileSync(join(root, '.well-known', 'security.txt'), 'Contact: mailto:security@example.com');
    server = await serveStatic({ root, port: 0 });
    port = (server.address() as AddressInfo).port;
  });

  afterAll(() => {
    server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('sends brotli to a browser that accepts it, as a host’s CDN does, and as many bytes as the budgets count', async () => {
    const response = await rawGet(port, '/', 'gzip, deflate, br, zstd');
    expect(response.encoding).toBe('br');
    expect(response.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(response.body).toString()).toBe(page);
    expect(response.body.length).toBe(sentSize(page));
    expect(response.body.length).toBeLessThan(page.length / 10);
  });

  it('sends gzip to a client without brotli, and the bytes as they are to one without either', async () => {
    const gzip = await rawGet(port, '/', 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(page);
    expect((await rawGet(port, '/', 'br;q=0, gzip;q=0.8')).encoding).toBe('gzip');
    const plain = await rawGet(port, '/');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
  });

  it('leaves images as they are, whatever the browser accepts', async () => {
    const image = await rawGet(port, '/icon.png', 'br, gzip');
    expect(image.encoding).toBeUndefined();
    expect([...image.body]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it('caches a hashed asset that exists for a year, and a missing one not at all', async () => {
    const asset = await fetch(`http://127.0.0.1:${port}/_astro/DKF3SYLF.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const method of ['GET', 'HEAD']) {
      const missing = await fetch(`http://127.0.0.1:${port}/_astro/NOT-BUILT.js`, { method });
      expect(missing.status).toBe(404);
      expect(missing.headers.get('cache-control')).toBe('no-cache');
      expect(await missing.text()).toBe(method === 'GET' ? NOT_FOUND_PAGE : '');
    }
  });

  it('keeps the caching a _headers rule gives a path (the versioned icon sprite), as the hosts do', async () => {
    const sprite = await fetch(`http://127.0.0.1:${port}/icons.svg?v=abc`);
    expect(sprite.status).toBe(200);
    expect(sprite.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(sprite.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect((await fetch(`http://127.0.0.1:${port}/index.html`)).headers.get('cache-control')).toBe('no-cache');
  });

  it('answers the files hosts keep to themselves like a missing page: 404, the not-found page, no long cache', async () => {
    const hidden = ['/_headers', '/_redirects', '/_routes.json', '/%5Fheaders', '/_headers/', '/.prerender/page.html', '/.prerender/page'];
    for (const path of hidden) {
      const response = await fetch(`http://127.0.0.1:${port}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      expect(await response.text(), path).toBe(NOT_FOUND_PAGE);
    }
    const wellKnown = await fetch(`http://127.0.0.1:${port}/.well-known/security.txt`);
    expect(wellKnown.status).toBe(200);
    expect(await wellKnown.text()).toContain('Contact:');
  });

  it('still applies _headers and _redirects, which it does not serve', async () => {
    const page = await fetch(`http://127.0.0.1:${port}/`);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    const moved = await fetch(`http://127.0.0.1:${port}/old`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/new');
  });

  it('sends no long cache with any other error either', async () => {
    const refused = await fetch(`http://127.0.0.1:${port}/_astro/DKF3SYLF.js`, { method: 'POST' });
    expect(refused.status).toBe(405);
    expect(refused.headers.get('cache-control')).toBe('no-cache');
    const malformed = await fetch(`http://127.0.0.1:${port}/_astro/%E0%A4%A`);
    expect(malformed.status).toBe(400);
    expect(malformed.headers.get('cache-control')).toBe('no-cache');
  });
});
