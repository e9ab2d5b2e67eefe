import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';

/** The files the snapshot module writes, in order. */
const written = vi.hoisted(() => [] as string[]);
vi.mock('node:fs/promises', async (original) => {
  const fs = await original<typeof import('node:fs/promises')>();
  return { ...fs, writeFile: (...args: Parameters<typeof fs.writeFile>) => (written.push(String(args[0])), fs.writeFile(...args)) };
});

// An empty cache of its own, as on a fresh clone: the snapshot module reads the folder when loaded.
const cache = mkdtempSync(join(tmpdir(), 'snapshot-cache-'));
vi.stubEnv('LOCAL_BACKEND_CACHE', cache);
const { openMigratedDatabase } = await import('../src/snapshot.ts');

afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(cache, { recursive: true, force: true });
});

it('two databases migrated at once in one process (test workers are threads of one) write their snapshots apart, and a third opens from the one kept', async () => {
  const first = await Promise.all([openMigratedDatabase('memory'), openMigratedDatabase('memory')]);
  await Promise.all(first.map((db) => db.close()));
  expect(written).toHaveLength(2);
  expect(new Set(written).size).toBe(2);
  expect(readdirSync(cache)).toEqual([expect.stringMatching(/^pglite-[0-9a-f]{16}\.tgz$/)]);
  const fromSnapshot = await openMigratedDatabase('memory');
  expect((await fromSnapshot.query<{ n: number }>('select count(*)::int as n from public.learning_progress')).rows).toEqual([{ n: 0 }]);
  await fromSnapshot.close();
});
