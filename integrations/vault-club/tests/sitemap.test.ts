import { existsSync } from 'node:fs';
import type { HookParameters } from 'astro';
import { describe, expect, it } from 'vitest';
import { BuiltSite } from '../built-site.ts';
import { sitemapStep } from '../steps/sitemap.ts';
import { useFixtureDist, recordingLogger, stepContext } from './fixture.ts';

const dist = useFixtureDist();

/** The sitemap step, given what vaultClub() hands it during a build of https://vault.example. */
async function configuredStep() {
  const step = sitemapStep();
  const config = { site: 'https://vault.example', base: '/', trailingSlash: 'ignore', build: { format: 'directory' } };
  await step.integration.hooks['astro:config:done']?.({
    config,
    logger: recordingLogger(),
  } as unknown as HookParameters<'astro:config:done'>);
  await step.integration.hooks['astro:routes:resolved']?.({
    routes: [],
    logger: recordingLogger(),
  } as unknown as HookParameters<'astro:routes:resolved'>);
  return step;
}

describe('step 2, the sitemap (@astrojs/sitemap run at its place in the pipeline)', () => {
  it('lists the built pages at the site address', async () => {
    const step = await configuredStep();
    await step.run(await BuiltSite.read(dist().dir), stepContext(dist().dir));
    expect(dist().read('sitemap-index.xml')).toContain('<loc>https://vault.example/sitemap-0.xml</loc>');
    const sitemap = dist().read('sitemap-0.xml');
    for (const path of ['', 'learn-now/', 'learn/financial-basics/']) expect(sitemap).toContain(`<loc>https://vault.example/${path}</loc>`);
  });

  it('leaves out the pages that ask not to be indexed', async () => {
    const step = await configuredStep();
    await step.run(await BuiltSite.read(dist().dir), stepContext(dist().dir));
    const sitemap = dist().read('sitemap-0.xml');
    expect(sitemap).not.toContain('/auth');
    expect(sitemap).not.toContain('/offline');
  });

  it('writes nothing before it has run', async () => {
    await configuredStep();
    expect(existsSync(new URL('sitemap-index.xml', dist().dir))).toBe(false);
  });
});
