import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo, Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sentSize, serveStatic } from '../../scripts/serve.ts';

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

describe('the static server', () => {
  const page = `<!doctype html><title>Home</title>${'<p>Learn what money is, one step at a time.</p>'.repeat(200)}`;
  let root: string;
  let server: Server;
  let port: number;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'vault-club-serve-'));
    writeFileSync(join(root, 'index.html'), page);
    writeFileSync(join(root, 'icon.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
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
});
