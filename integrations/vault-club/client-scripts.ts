import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** Where a build keeps the readable name of each script it wrote (outside `dist/`, which is served). */
export const CHUNK_NAMES_FILE = join('node_modules', '.cache', 'vault-club', 'chunk-names.json');

/** The site's page script, which every page runs (`src/components/PageScript.astro`). */
const PAGE_SCRIPT = /[\\/]src[\\/]components[\\/]PageScript\.astro\?astro&type=script/;

/** The file of the modules the page script imports. */
export const PAGE_SCRIPT_IMPORTS = 'page-script-imports';

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
 * How the browser's scripts are written, for the fewest bytes on a phone's first load (measured
 * by `npm run budgets`):
 * - Named by their hash alone (`/_astro/DKF3SYLF.js`): every import between scripts names a file,
 *   and an island page loads some 30 files, so readable names cost 0.5 KB there (0.2 KB on every
 *   other page). Each file's readable name (the bundler's, from its main module) is kept in
 *   {@link CHUNK_NAMES_FILE} for the one tool that lists them (`npm run budgets -- --chunks`).
 * - No module preloading. Vite wraps every `import()` in a helper that also fetches the imported
 *   script's own imports at once (rather than one level at a time) and its CSS: 1.1 KB on every
 *   page, the helper and the lists of files. The site's later scripts load in the background (a
 *   result screen, the sync engine), none of them has CSS, and after the first visit the service
 *   worker answers them all from the device; so `import()` stays the browser's own. Vite has an
 *   option for the lists (`modulePreload: false`) but none for the helper, whose module is
 *   replaced here by one that only calls the import.
 * - What the page script imports, in one file ({@link PAGE_SCRIPT_IMPORTS}). Every page loads it
 *   all, but the bundler would give each module that an island also imports (the session's
 *   storage, the toasts, the motion check) a file of its own: 0.3 KB more on every page.
 */
export function clientScripts(): Plugin {
  let root = '.';
  let pageScript: string | undefined;
  let pageScriptImports: Set<string> | undefined;
  const pageScriptGroup = (id: string, graph: ModuleGraph) => {
    if (!pageScript) return null;
    pageScriptImports ??= staticImportsOf(pageScript, graph);
    return pageScriptImports.has(id) ? PAGE_SCRIPT_IMPORTS : null;
  };
  return {
    name: 'vault-club:client-scripts',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    configEnvironment(name) {
      if (name !== 'client') return;
      const fileNames = '_astro/[hash].js';
      const codeSplitting = { groups: [{ name: pageScriptGroup }] };
      return {
        build: {
          modulePreload: false,
          rolldownOptions: { output: { entryFileNames: fileNames, chunkFileNames: fileNames, codeSplitting } },
        },
      };
    },
    load: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler() {
        return 'export const __vitePreload = (load) => load();';
      },
    },
    moduleParsed(info) {
      if (PAGE_SCRIPT.test(info.id)) pageScript = info.id;
    },
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const names = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[`/${file.fileName}`, file.name]] : []));
      const path = join(root, CHUNK_NAMES_FILE);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, `${JSON.stringify(Object.fromEntries(names), null, 2)}\n`);
    },
  };
}
