/**
 * Fetching the code of what the learner opens next while they read or wait. On a slow
 * connection each file a page waits for costs a round trip after the tap (2 s on "Slow 3G"), so
 * the code of the page the learner will most likely open is fetched now into the browser's
 * cache, from which that page takes it. (Its HTML is not: Chrome keeps a prefetched page only as
 * long as its `Cache-Control` allows, and pages are served `no-cache`.) Nothing is fetched for a
 * learner who asked to save data.
 */
import { savesData } from './saves-data.ts';
import { whenIdle } from './when-idle.ts';

/**
 * Loads code ahead when the browser is next idle: each `load` (`() => import('…/Island.tsx')`,
 * which the bundler points at the module's own files and fetches with all they import), all at
 * once, in the order given: the browser sends them in that order as its connections free up (6
 * per site over HTTP/1.1), so the code needed first comes first. Importing an island's module
 * only defines it: its stores start nothing until a component reads them. A failure changes
 * nothing: the page fetches its code itself.
 */
export function fetchCodeAhead(...loads: (() => Promise<unknown>)[]): void {
  if (savesData()) return;
  whenIdle(() => {
    for (const load of loads) void load().catch(() => {});
  }, 2000);
}
