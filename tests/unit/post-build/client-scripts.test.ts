import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CHUNK_NAMES_FILE, clientScripts } from '../../../integrations/vault-club/client-scripts';

const root = mkdtempSync(join(tmpdir(), 'client-scripts-'));
afterEach(() => rmSync(join(root, 'node_modules'), { recursive: true, force: true }));

/** The plugin's hooks, called as Vite calls them for the client build. */
function run(bundle: Record<string, unknown>) {
  const plugin = clientScripts() as unknown as {
    applyToEnvironment: (environment: { name: string }) => boolean;
    configEnvironment: (name: string) => unknown;
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
        rolldownOptions: { output: { entryFileNames: '_astro/[hash].js', chunkFileNames: '_astro/[hash].js' } },
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
