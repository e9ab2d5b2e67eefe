import type { Plugin } from 'vite';
import { SHARED_CHUNK_GROUPS } from '../../src/content-build/http/client-chunks.ts';

/** React, React DOM and the stores' React binding. */
const REACT = /node_modules[\\/](react|react-dom|scheduler|@nanostores[\\/]react)[\\/]/;

/**
 * How the browser's scripts are bundled, through Vite's and Rolldown's public options
 * (measured with `npm run budgets` and `npm run perf:journey`):
 * - No module preload lists (`build.modulePreload: false`). Vite passes each `import()` the
 *   files the imported script imports in turn, so the browser fetches them at once rather than
 *   one level at a time: the lists cost 0.6 KB on every page, 0.9 KB on an island page. What
 *   the site imports later (the sync engine, a notice, the service worker's loader) mostly
 *   reuses files the page already loaded, and after the first visit comes from the device.
 *   Astro sets the client build's `modulePreload` itself, so it is set here, per environment.
 * - React, React DOM and the stores' React binding in one file: every island page loads all of
 *   them, and one file gzips 1.1 KB smaller than the five the bundler would make.
 * - The site's shared code in a few files named by who uses them (`client-chunks.ts`), not
 *   some thirty: each file a page waits for is a round trip on a slow phone.
 */
export function clientBundle(): Plugin {
  return {
    name: 'vault-club:client-bundle',
    configEnvironment(name) {
      if (name !== 'client') return;
      const groups = [{ name: 'react', test: REACT, priority: SHARED_CHUNK_GROUPS.length + 1 }, ...SHARED_CHUNK_GROUPS];
      return { build: { modulePreload: false, rolldownOptions: { output: { codeSplitting: { groups } } } } };
    },
  };
}
