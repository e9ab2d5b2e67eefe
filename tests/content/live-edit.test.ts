/**
 * An editor's change shows in `astro dev` without a restart: start the dev server on a copy of
 * the site with the fixture content, change a module's title on disk, and see the page follow.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const site = mkdtempSync(join(tmpdir(), 'live-edit-'));
let server: ChildProcess | undefined;

afterAll(() => {
  server?.kill();
  rmSync(site, { recursive: true, force: true });
});

/** `WEB_PORT` when set (each engineer has their own), else a port the system says is free. */
async function port(): Promise<number> {
  if (process.env['WEB_PORT']) return Number(process.env['WEB_PORT']);
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => done(free));
    });
  });
}

const pageText = async (url: string) => {
  const response = await fetch(url);
  return response.ok ? response.text() : '';
};

describe('astro dev', () => {
  it('shows a changed module title without a restart', { timeout: 180_000 }, async () => {
    for (const name of ['src', 'public', 'astro.config.mjs', 'package.json', 'tsconfig.json'])
      cpSync(join(root, name), join(site, name), { recursive: true });
    cpSync(join(root, 'tests/fixtures/content-site/content'), join(site, 'content'), { recursive: true });
    symlinkSync(join(root, 'node_modules'), join(site, 'node_modules'));
    const listen = await port();
    // A server left on this port would answer instead of ours and prove nothing.
    await expect(fetch(`http://127.0.0.1:${listen}/`), `port ${listen} is already in use`).rejects.toThrow();
    server = spawn(
      process.execPath,
      [join(root, 'node_modules/astro/bin/astro.mjs'), 'dev', '--port', String(listen), '--host', '127.0.0.1'],
      {
        cwd: site,
        stdio: 'ignore',
        // Not the test runner's environment: with NODE_ENV=test and VITEST set, Vite's dependency optimiser never finishes.
        env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '', FORCE_COLOR: '0' },
      },
    );
    const url = `http://127.0.0.1:${listen}/learn/saving-first`;
    await vi.waitFor(async () => expect(await pageText(url).catch(() => '')).toContain('Saving First'), {
      timeout: 100_000,
      interval: 1000,
    });

    const file = join(site, 'content/modules/saving-first.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"title": "Saving First"', '"title": "Saving Before Spending"'));

    await vi.waitFor(async () => expect(await pageText(url)).toContain('Saving Before Spending'), { timeout: 30_000, interval: 500 });
    expect(server.exitCode).toBeNull();
  });
});
