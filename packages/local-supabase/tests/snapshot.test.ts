import { mkdtempSync, readFileSync, readdirSync, rmSync, watch } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';
import { writeWhole } from '../src/snapshot.ts';

const folder = mkdtempSync(join(tmpdir(), 'snapshot-write-'));

afterAll(() => rmSync(folder, { recursive: true, force: true }));

it('two writers of one snapshot at once in one process (test workers are threads of one) write apart, and one whole file is kept', async () => {
  // The partial files each writer creates, as the file system reports them (inotify on Linux).
  const partials = new Set<string>();
  const watcher = watch(folder, (_event, name) => {
    if (name?.endsWith('.partial')) partials.add(name);
  });
  const path = join(folder, 'pglite-0123456789abcdef.tgz');
  const first = new Uint8Array(200_000).fill(1);
  const second = new Uint8Array(300_000).fill(2);
  await Promise.all([writeWhole(path, first), writeWhole(path, second)]);
  await vi.waitFor(() => expect(partials.size).toBe(2));
  watcher.close();
  expect(readdirSync(folder)).toEqual(['pglite-0123456789abcdef.tgz']);
  const kept = readFileSync(path);
  expect([first.length, second.length]).toContain(kept.length);
  expect(new Set(kept).size).toBe(1);
});
