/**
 * The "script-free floor" of a page: the very same HTML with every `<script>` and module
 * preload removed, so `npm run perf` can compare a page with what it would cost without any
 * JavaScript, served by the same server from the same copy of the build.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The pages `npm run perf` compares with their script-free floor, in every language: one of each
 * kind of content page. `npm run budgets` holds the same pages to their floor's round trips.
 */
export const FLOOR_PAGES = ['/', '/learn-more', '/white-paper', '/learn/financial-basics', '/learn/what-is-money-really'];

/** Where a page's script-free copy is served: `/learn-more` → `/__floor/learn-more/`, `/es/` → `/__floor/es/`. */
export const floorPath = (path: string) => `/__floor${path.replace(/\/?$/, '/')}`;

/** `html` without scripts (inline, external, inside templates) and module preloads. */
export function stripScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, '');
}

/** A throwaway copy of `dist` with a script-free copy of each of `paths` under `/__floor/`. */
export function buildWithFloors(dist: string, paths: string[]): string {
  const root = mkdtempSync(join(tmpdir(), 'vault-club-perf-'));
  cpSync(dist, root, { recursive: true });
  for (const path of paths) {
    const html = readFileSync(join(dist, path, 'index.html'), 'utf8');
    const target = join(root, floorPath(path));
    mkdirSync(target, { recursive: true });
    writeFileSync(join(target, 'index.html'), stripScripts(html));
  }
  return root;
}
