import { describe, expect, it } from 'vitest';
import { SHARED_CHUNK_GROUPS } from '../../../src/content-build/http/client-chunks.ts';
import { clientBundle } from '../client-bundle.ts';

type Group = { name: unknown; test?: RegExp; priority: number };

/** The client environment's settings, as the plugin gives them to Vite. */
function clientSettings(): { modulePreload: unknown; groups: Group[] } {
  const configEnvironment = clientBundle().configEnvironment as (name: string) => {
    build: { modulePreload: unknown; rolldownOptions: { output: { codeSplitting: { groups: Group[] } } } };
  };
  const { build } = configEnvironment('client');
  return { modulePreload: build.modulePreload, groups: build.rolldownOptions.output.codeSplitting.groups };
}

describe('how the browser’s scripts are bundled', () => {
  it('gives the client build no preload lists, React in one file above the shared files of client-chunks.ts', () => {
    const { modulePreload, groups } = clientSettings();
    expect(modulePreload).toBe(false);
    const [react, ...shared] = groups;
    expect(react!.name).toBe('react');
    for (const module of ['react/index.js', 'react-dom/client.js', 'scheduler/index.js', '@nanostores/react/index.js'])
      expect(react!.test!.test(`/site/node_modules/${module}`), module).toBe(true);
    expect(react!.test!.test('/site/node_modules/nanostores/atom/index.js')).toBe(false);
    expect(shared).toEqual(SHARED_CHUNK_GROUPS);
    for (const group of shared) expect(react!.priority).toBeGreaterThan(group.priority);
  });

  it('leaves the builds of the pages (prerender, server) as Vite and Astro set them', () => {
    const configEnvironment = clientBundle().configEnvironment as (name: string) => unknown;
    expect(configEnvironment('prerender')).toBeUndefined();
    expect(configEnvironment('ssr')).toBeUndefined();
  });
});
