import { readdirSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BuiltSite } from '../../../integrations/vault-club/built-site';
import { islandRuntimeAfterPaint } from '../../../integrations/vault-club/steps/island-runtime';
import { minifiedScript } from '../../../src/build/minify';
import { FILES, RUNTIME, fixtureDist, page, stepContext } from './fixture';

let dist: ReturnType<typeof fixtureDist>;
afterEach(() => dist.remove());

describe('step 1, the island runtime after first paint', () => {
  beforeEach(() => (dist = fixtureDist()));

  it('moves the inline runtime of every page with islands into one hashed file in _astro/', async () => {
    const site = await BuiltSite.read(dist.dir);
    await islandRuntimeAfterPaint.run(site, stepContext(dist.dir));
    await site.flush();
    const runtimes = readdirSync(new URL('_astro/', dist.dir)).filter((file) => file.startsWith('astro-island.'));
    expect(runtimes).toHaveLength(1);
    const written = dist.read(`_astro/${runtimes[0]}`);
    expect(written).toBe(minifiedScript(RUNTIME));
    expect(written).toContain('customElements.define(`astro-island`');
    expect(written.length).toBeLessThan(RUNTIME.length);
    for (const file of Object.keys(FILES).filter((path) => FILES[path]!.includes('<astro-island'))) {
      expect(dist.read(file), file).not.toContain('customElements.define("astro-island"');
      expect(dist.read(file), file).toContain(`<template id="page-script"><script src="/_astro/${runtimes[0]}"></script>`);
    }
  });

  it('leaves pages without islands as they were', async () => {
    const site = await BuiltSite.read(dist.dir);
    await islandRuntimeAfterPaint.run(site, stepContext(dist.dir));
    expect(await site.flush()).not.toContain('index.html');
    expect(dist.read('index.html')).toBe(FILES['index.html']);
  });
});

describe('step 1 refuses', () => {
  it('two pages with different runtimes: one file serves them all', async () => {
    dist = fixtureDist({
      'a/index.html': page('A', { islands: true }),
      'b/index.html': page('B', { islands: true }).replace(
        'customElements.define("astro-island"',
        'void 0;customElements.define("astro-island"',
      ),
    });
    const site = await BuiltSite.read(dist.dir);
    expect(() => islandRuntimeAfterPaint.run(site, stepContext(dist.dir))).toThrow('b/index.html holds another island runtime');
  });
});
