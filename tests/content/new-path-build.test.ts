import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ASTRO, ADDED_PATH, siteWithSecondPath } from './fixture-site.ts';

// The site half of "an editor adds a path in content/ alone" (the database half is
// tests/backend/new-path.test.ts and tests/pg/new-path.test.ts): the build needs no code change.
const site = siteWithSecondPath();
let output = '';

beforeAll(async () => {
  const child = spawn(process.execPath, [ASTRO, 'build', '--mode', 'development'], {
    cwd: site.dir,
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  expect(code, output.slice(-2000)).toBe(0);
}, 240_000);

afterAll(() => site.remove());

const page = (path: string) => readFileSync(join(site.dir, 'dist', path, 'index.html'), 'utf8');

it('builds a new path from content/ alone: its quiz page, its module, and the learning path that lists it beside the first', () => {
  expect(existsSync(join(site.dir, 'dist', `${ADDED_PATH}-quiz`, 'index.html'))).toBe(true);
  expect(page('learn/saving-first').includes('<h1 class="mt-1 text-3xl font-extrabold text-slate-900">Saving First</h1>')).toBe(true);
  expect(page('learn-now').includes('Saving Basics')).toBe(true);
  expect(page('learn-now').includes('Money Basics')).toBe(true);
  // The quiz records its result under the path's id, which the seeded database now accepts.
  const quiz = page(`${ADDED_PATH}-quiz`);
  expect(quiz.includes('>Money Quiz</h1>')).toBe(true);
  expect(quiz.includes(`&quot;quiz&quot;:[0,&quot;${ADDED_PATH}&quot;]`)).toBe(true);
});
