/**
 * An editor's change shows in `astro dev` without a restart: start the dev server on a copy of
 * the site with the fixture content, change a module's title on disk, and see the page follow.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ASTRO, fixtureSite } from './fixture-site.ts';

const { dir: site, remove } = fixtureSite();
let server: ChildProcess | undefined;

afterAll(() => {
  server?.kill();
  remove();
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
    const listen = await port();
    // A server left on this port would answer instead of ours and prove nothing.
    await expect(fetch(`http://127.0.0.1:${listen}/`), `port ${listen} is already in use`).rejects.toThrow();
    server = spawn(process.execPath, [ASTRO, 'dev', '--port', String(listen), '--host', '127.0.0.1'], {
      cwd: site,
      stdio: 'ignore',
      // Not the test runner's environment: with NODE_ENV=test and VITEST set, Vite's dependency optimiser never finishes.
      env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '', FORCE_COLOR: '0' },
    });
    const url = `http://127.0.0.1:${listen}/learn/saving-first`;
    await vi.waitFor(async () => expect(await pageText(url).catch(() => '')).toContain('Saving First'), {
      timeout: 100_000,
      interval: 1000,
    });

    const file = join(site, 'content/modules/saving-first.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"title": "Saving First"', '"title": "Saving Before Spending"'));

    // The edit is picked up in seconds alone; beside the whole unit suite on 2 cores it took over 30 s once.
    await vi.waitFor(async () => expect(await pageText(url)).toContain('Saving Before Spending'), { timeout: 100_000, interval: 500 });
    expect(server.exitCode).toBeNull();
  });
});
