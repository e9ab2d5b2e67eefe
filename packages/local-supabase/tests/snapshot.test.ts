import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';

/** The files the snapshot module writes, in order. */
const written = vi.hoisted(() => [] as string[]);
vi.mock('node:fs/promises', async (original) => {
  const fs = await original<typeof import('node:fs/promises')>();
  return { ...fs, writeFile: (...args: Parameters<typeof fs.writeFile>) => (written.push(String(args[0])), fs.writeFile(...args)) };
});

const { writeWhole } = await import('../src/snapshot.ts');
const folder = mkdtempSync(join(tmpdir(), 'snapshot-write-'));

afterAll(() => rmSync(folder, { recursive: true, force: true }));

it('two writers of one snapshot at once in one process (test workers are threads of one) write apart, and one whole file is kept', async () => {
  const path = join(folder, 'pglite-0123456789abcdef.tgz');
  const first = new Uint8Array(200_000).fill(1);
  const second = new Uint8Array(300_000).fill(2);
  await Promise.all([writeWhole(path, first), writeWhole(path, second)]);
  expect(written).toHaveLength(2);
  expect(new Set(written).size).toBe(2);
  expect(readdirSync(folder)).toEqual(['pglite-0123456789abcdef.tgz']);
  const kept = readFileSync(path);
  expect([first.length, second.length]).toContain(kept.length);
  expect(new Set(kept).size).toBe(1);
});
