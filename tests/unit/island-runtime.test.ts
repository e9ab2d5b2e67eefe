import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { deferIslandRuntime, inlineIslandRuntime } from '../../src/build/island-runtime';

// The runtime exactly as this project's Astro writes it into pages.
const { default: RUNTIME } = (await import(
  pathToFileURL(join(import.meta.dirname, '../../node_modules/astro/dist/runtime/server/astro-island.prebuilt.js')).href
)) as { default: string };

const SRC = '/_astro/astro-island.abc.js';
const TEMPLATE = '<template id="page-script"><script type="module" src="/_astro/PageScript.js"></script></template>';
const page = (body: string) =>
  `<html><head></head><body><script>document.documentElement.classList.add('js')</script>${body}</body></html>`;
const ISLAND = `<style>astro-island{display:contents}</style><script>(self.Astro||(self.Astro={})).idle=()=>{}</script><script>${RUNTIME}</script><astro-island uid="1" client="idle"></astro-island>`;

describe('the island runtime, after first paint', () => {
  it('finds the runtime among the page’s inline scripts', () => {
    expect(inlineIslandRuntime(page(ISLAND + TEMPLATE))).toBe(RUNTIME);
    expect(inlineIslandRuntime(page(TEMPLATE))).toBeUndefined();
  });

  it('moves it into the start template as a file, leaving every other script where it was', () => {
    const html = deferIslandRuntime(page(ISLAND + TEMPLATE), SRC);
    expect(inlineIslandRuntime(html)).toBeUndefined();
    expect(html).not.toContain('customElements.define');
    expect(html).toContain(
      `<template id="page-script"><script src="${SRC}"></script><script type="module" src="/_astro/PageScript.js"></script></template>`,
    );
    expect(html).toContain("<script>document.documentElement.classList.add('js')</script>");
    expect(html).toContain('<script>(self.Astro||(self.Astro={})).idle=()=>{}</script><astro-island uid="1"');
  });

  it('leaves a page without islands as it is', () => {
    const html = page(`<p>Text</p>${TEMPLATE}`);
    expect(deferIslandRuntime(html, SRC)).toBe(html);
  });

  it('stops the build when a page has islands but no start template, or a runtime it cannot find', () => {
    expect(() => deferIslandRuntime(page(ISLAND), SRC)).toThrow(/no <template id="page-script">/);
    expect(() => deferIslandRuntime(page(`<astro-island uid="1"></astro-island>${TEMPLATE}`), SRC)).toThrow(/Astro changed it/);
  });
});
