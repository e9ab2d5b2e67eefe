import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The project's root folder. */
export const ROOT = resolve(import.meta.dirname, '../..');

/** The Astro command line, run with the test's own Node (the project's Node 24). */
export const ASTRO = join(ROOT, 'node_modules/astro/bin/astro.mjs');

/**
 * A temporary copy of the site whose `content/` is the small fixture content
 * (`tests/fixtures/content-site/content`), never the real one; `remove()` deletes it.
 *
 * Its `node_modules` is a folder of links to the project's packages, not one link to the
 * project's folder: Astro and Vite keep their caches in `node_modules/.astro` and
 * `node_modules/.vite`, and through a single link every copy would read and write the
 * project's own content cache, at the same time as each other.
 */
export function fixtureSite(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'content-site-'));
  for (const name of ['src', 'public', 'scripts', 'integrations', 'astro.config.mjs', 'package.json', 'tsconfig.json'])
    cpSync(join(ROOT, name), join(dir, name), { recursive: true });
  cpSync(join(ROOT, 'tests/fixtures/content-site/content'), join(dir, 'content'), { recursive: true });
  mkdirSync(join(dir, 'node_modules'));
  for (const name of readdirSync(join(ROOT, 'node_modules')))
    if (name === '.bin' || !name.startsWith('.')) symlinkSync(join(ROOT, 'node_modules', name), join(dir, 'node_modules', name));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
