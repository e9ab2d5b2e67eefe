import { createHash } from 'node:crypto';
import { deferIslandRuntime, inlineIslandRuntime } from '../../../src/build/island-runtime.ts';
import { minifiedScript } from '../../../src/build/minify.ts';
import type { PostBuildStep } from '../pipeline.ts';

/**
 * Step 1: moves Astro's inline island runtime into one cached file that each page starts after
 * its first paint (see `src/build/island-runtime.ts`), minified as the site's own scripts are and
 * named by the hash of what it holds. First, so that the headers and the service worker's
 * precache see the pages as they are served, and the runtime file among the scripts.
 */
export const islandRuntimeAfterPaint: PostBuildStep = {
  name: 'island-runtime',
  run(site, { logger }) {
    let first: string | undefined;
    let src: string | undefined;
    let moved = 0;
    for (const [file, html] of site.pages()) {
      const runtime = inlineIslandRuntime(html);
      if (runtime === undefined) continue;
      if (first === undefined) {
        first = runtime;
        const code = minifiedScript(runtime);
        src = `/_astro/astro-island.${createHash('sha256').update(code).digest('base64url').slice(0, 10)}.js`;
        site.write(src.slice(1), code);
      } else if (runtime !== first) throw new Error(`${file} holds another island runtime than the other pages: one file serves them all`);
      site.write(file, deferIslandRuntime(html, src!));
      moved++;
    }
    if (src) logger.info(`${src}: the island runtime of ${moved} page(s), started after first paint`);
  },
};
