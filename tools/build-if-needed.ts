import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['src', 'content', 'public', 'integrations', 'astro.config.mjs', 'package.json'];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stat.mtimeMs);
}

/** Whether `dist/` is missing or older than any source of the site. */
export function buildIsStale(): boolean {
  const built = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
  return SOURCES.some((source) => newestChange(source) > built);
}

/** Runs a local build (`astro build --mode development`: local defaults, no production checks) when the build is missing or stale. */
export async function buildIfNeeded(): Promise<void> {
  if (!buildIsStale()) return;
  console.log('Building the site…');
  const result = spawnSync('npx', ['astro', 'build', '--mode', 'development'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('astro build failed: see the messages above.');
}
