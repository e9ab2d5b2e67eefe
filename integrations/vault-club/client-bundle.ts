import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The page script every page runs (`src/components/PageScript.astro`), as the client build names its module. */
export const PAGE_SCRIPT = `${fileURLToPath(new URL('../../src/components/PageScript.astro', import.meta.url))}?astro&type=script&index=0&lang.ts`;

/** React, React DOM and the stores' React binding. */
const REACT = /node_modules[\\/](react|react-dom|scheduler|@nanostores[\\/]react)[\\/]/;

/** What the bundler tells a chunk-naming function of the module graph. */
export interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** The modules `entry` imports, directly or through others; not those it only `import()`s. */
export function staticImportsOf(entry: string, graph: ModuleGraph): Set<string> {
  const found = new Set<string>();
  const visit = (module: string) => {
    for (const imported of graph.getModuleInfo(module)?.importedIds ?? []) {
      if (found.has(imported)) continue;
      found.add(imported);
      visit(imported);
    }
  };
  visit(entry);
  return found;
}

/**
 * How the browser's scripts are bundled, through Vite's and Rolldown's public options
 * (measured with `npm run budgets`):
 * - No module preload lists (`build.modulePreload: false`). Vite passes each `import()` the
 *   files the imported script imports in turn, so the browser fetches them at once rather than
 *   one level at a time: the lists name every file (34 in the page script) and cost 0.6 KB on
 *   every page, 0.9 KB on an island page. What the site imports later (the sync engine, a
 *   notice, the service worker's loader) has no CSS, mostly reuses files the page already
 *   loaded, and after the first visit comes from the device (the service worker's precache).
 *   Astro sets the client build's `modulePreload` itself, so it is set here, per environment.
 * - React, React DOM and the stores' React binding in one file: every island page loads all of
 *   them, and one file gzips 1.1 KB smaller than the five the bundler would make.
 * - What the page script imports in one file (`page`): every page loads all of it, but the
 *   bundler would split it by the later scripts and islands that also import parts of it (the
 *   stored session, the toasts, the language routes): 0.4 KB more on every page.
 */
export function clientBundle(): Plugin {
  let pageScriptImports: Set<string> | undefined;
  const pageGroup = (id: string, graph: ModuleGraph) => {
    pageScriptImports ??= staticImportsOf(PAGE_SCRIPT, graph);
    return pageScriptImports.has(id) ? 'page' : null;
  };
  return {
    name: 'vault-club:client-bundle',
    configEnvironment(name) {
      if (name !== 'client') return;
      pageScriptImports = undefined;
      const groups = [
        { name: 'react', test: REACT, priority: 2 },
        { name: pageGroup, priority: 1 },
      ];
      return { build: { modulePreload: false, rolldownOptions: { output: { codeSplitting: { groups } } } } };
    },
  };
}
