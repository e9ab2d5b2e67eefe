import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CHUNK_NAMES_FILE, clientScripts, PAGE_SCRIPT_IMPORTS, type ModuleGraph } from '../../../integrations/vault-club/client-scripts';

const root = mkdtempSync(join(tmpdir(), 'client-scripts-'));
afterEach(() => rmSync(join(root, 'node_modules'), { recursive: true, force: true }));

/** The plugin's hooks, called as Vite calls them for the client build. */
function run(bundle: Record<string, unknown>) {
  const plugin = clientScripts() as unknown as {
    applyToEnvironment: (environment: { name: string }) => boolean;
    configEnvironment: (name: string) => unknown;
    moduleParsed: (info: { id: string }) => void;
    load: { filter: { id: RegExp }; handler: () => string };
    configResolved: (config: { root: string }) => void;
    generateBundle: (options: unknown, bundle: Record<string, unknown>) => void;
  };
  plugin.configResolved({ root });
  plugin.generateBundle({}, bundle);
  return plugin;
}

describe('the browser’s scripts', () => {
  it('keeps the name of each script the client build wrote, and nothing of its other files', () => {
    run({
      '_astro/BtyWiCP5.js': { type: 'chunk', fileName: '_astro/BtyWiCP5.js', name: 'react' },
      '_astro/Co0tQazo.js': { type: 'chunk', fileName: '_astro/Co0tQazo.js', name: 'progress-rules' },
      '_astro/BaseLayout.abc.css': { type: 'asset', fileName: '_astro/BaseLayout.abc.css', name: 'BaseLayout.css' },
    });
    expect(JSON.parse(readFileSync(join(root, CHUNK_NAMES_FILE), 'utf8'))).toEqual({
      '/_astro/BtyWiCP5.js': 'react',
      '/_astro/Co0tQazo.js': 'progress-rules',
    });
  });

  it('are named by their hash, and import() stays the browser’s own, without Vite’s preload helper; the pages rendered at build time are left as Astro writes them', () => {
    const plugin = run({});
    expect(plugin.configEnvironment('client')).toEqual({
      build: {
        modulePreload: false,
        rolldownOptions: {
          output: {
            entryFileNames: '_astro/[hash].js',
            chunkFileNames: '_astro/[hash].js',
            codeSplitting: { groups: [{ name: expect.any(Function) }] },
          },
        },
      },
    });
    expect(plugin.configEnvironment('prerender')).toBeUndefined();
    expect(plugin.load.filter.id.test('\0vite/preload-helper.js')).toBe(true);
    expect(plugin.load.filter.id.test('/work/src/stores/progress.ts')).toBe(false);
    expect(plugin.applyToEnvironment({ name: 'client' })).toBe(true);
    expect(plugin.applyToEnvironment({ name: 'prerender' })).toBe(false);
  });
});

describe('import() in the built scripts', () => {
  it('only imports: the replaced helper calls the import it is given and returns its module', async () => {
    const plugin = clientScripts() as unknown as { load: { handler: () => string } };
    const helper = (await import(`data:text/javascript,${encodeURIComponent(plugin.load.handler())}`)) as {
      __vitePreload: (load: () => Promise<unknown>, deps?: string[]) => Promise<unknown>;
    };
    const module = { answer: 42 };
    await expect(helper.__vitePreload(() => Promise.resolve(module), [])).resolves.toBe(module);
    await expect(helper.__vitePreload(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
  });
});

describe('the page script’s imports', () => {
  it('go in one file, each module the page script imports (directly or not), never one it only import()s', () => {
    type Group = (id: string, graph: ModuleGraph) => string | null;
    const plugin = run({}) as unknown as {
      configEnvironment: (name: string) => { build: { rolldownOptions: { output: { codeSplitting: { groups: { name: Group }[] } } } } };
      moduleParsed: (info: { id: string }) => void;
    };
    const group = plugin.configEnvironment('client').build.rolldownOptions.output.codeSplitting.groups[0]!.name;
    const pageScript = '/site/src/components/PageScript.astro?astro&type=script&index=0&lang.ts';
    const imports: Record<string, string[]> = {
      [pageScript]: ['/site/src/scripts/enhance.ts'],
      '/site/src/scripts/enhance.ts': ['/site/src/scripts/site-header.ts', '/site/src/lib/toast.ts'],
      '/site/src/scripts/site-header.ts': ['/site/src/lib/auth-storage.ts', '/site/src/lib/toast.ts'],
      // `import()`s are not imports: the bundler lists them apart (dynamicallyImportedIds).
      '/site/src/scripts/lesson-progress.ts': ['/site/src/stores/progress.ts'],
    };
    const graph: ModuleGraph = { getModuleInfo: (id) => ({ importedIds: imports[id] ?? [] }) };

    // Until the page script is parsed there is nothing to group.
    expect(group('/site/src/lib/toast.ts', graph)).toBeNull();
    plugin.moduleParsed({ id: '/site/src/stores/progress.ts' });
    plugin.moduleParsed({ id: pageScript });
    for (const id of [
      '/site/src/scripts/enhance.ts',
      '/site/src/scripts/site-header.ts',
      '/site/src/lib/toast.ts',
      '/site/src/lib/auth-storage.ts',
    ])
      expect(group(id, graph)).toBe(PAGE_SCRIPT_IMPORTS);
    for (const id of [pageScript, '/site/src/scripts/lesson-progress.ts', '/site/src/stores/progress.ts'])
      expect(group(id, graph)).toBeNull();
  });
});
