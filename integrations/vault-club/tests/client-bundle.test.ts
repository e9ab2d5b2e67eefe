import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { clientBundle, PAGE_SCRIPT, staticImportsOf, type ModuleGraph } from '../client-bundle.ts';

/** A module graph as the bundler reports it: each module and what it imports statically. */
const graphOf = (imports: Record<string, string[]>): ModuleGraph => ({
  getModuleInfo: (id) => (id in imports ? { importedIds: imports[id]! } : null),
});

type Group = { name: string | ((id: string, graph: ModuleGraph) => string | null); test?: RegExp; priority: number };

/** The client environment's settings, as the plugin gives them to Vite. */
function clientSettings(): { modulePreload: unknown; groups: Group[] } {
  const configEnvironment = clientBundle().configEnvironment as (name: string) => {
    build: { modulePreload: unknown; rolldownOptions: { output: { codeSplitting: { groups: Group[] } } } };
  };
  const { build } = configEnvironment('client');
  return { modulePreload: build.modulePreload, groups: build.rolldownOptions.output.codeSplitting.groups };
}

describe('how the browser’s scripts are bundled', () => {
  it('names the page script by the module the client build reads', () => {
    expect(existsSync(PAGE_SCRIPT.split('?')[0]!)).toBe(true);
    expect(PAGE_SCRIPT).toMatch(/src\/components\/PageScript\.astro\?astro&type=script&index=0&lang\.ts$/);
  });

  it('follows static imports through the graph, not the modules only imported on demand', () => {
    const graph = graphOf({ entry: ['a', 'b'], a: ['c'], b: ['c'], c: ['a'], later: ['d'] });
    expect([...staticImportsOf('entry', graph)].sort()).toEqual(['a', 'b', 'c']);
  });

  it('gives the client build no preload lists, React in one file and what the page script imports in another', () => {
    const { modulePreload, groups } = clientSettings();
    expect(modulePreload).toBe(false);
    const [react, page] = groups;
    expect(react!.name).toBe('react');
    for (const module of ['react/index.js', 'react-dom/client.js', 'scheduler/index.js', '@nanostores/react/index.js'])
      expect(react!.test!.test(`/site/node_modules/${module}`), module).toBe(true);
    expect(react!.test!.test('/site/node_modules/nanostores/atom/index.js')).toBe(false);
    const pageGroup = page!.name as (id: string, graph: ModuleGraph) => string | null;
    const graph = graphOf({
      [PAGE_SCRIPT]: ['/site/src/header.ts'],
      '/site/src/header.ts': ['/site/src/routing.ts'],
      island: ['/site/src/routing.ts', '/site/src/quiz.ts'],
    });
    expect(pageGroup('/site/src/routing.ts', graph)).toBe('page');
    expect(pageGroup('/site/src/header.ts', graph)).toBe('page');
    expect(pageGroup('/site/src/quiz.ts', graph)).toBeNull();
    expect(react!.priority).toBeGreaterThan(page!.priority);
  });

  it('leaves the builds of the pages (prerender, server) as Vite and Astro set them', () => {
    const configEnvironment = clientBundle().configEnvironment as (name: string) => unknown;
    expect(configEnvironment('prerender')).toBeUndefined();
    expect(configEnvironment('ssr')).toBeUndefined();
  });
});
