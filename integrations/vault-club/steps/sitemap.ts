import sitemap from '@astrojs/sitemap';
import type { AstroIntegration } from 'astro';
import { NOT_INDEXED_PATHS } from '../../../src/build/unindexed.ts';
import type { PostBuildStep } from '../pipeline.ts';

/**
 * Step 3: `sitemap-index.xml`, without the pages that ask not to be indexed, written by
 * @astrojs/sitemap. It stays Astro's own integration, but not in the integrations array:
 * `vaultClub()` hands it the config and the routes it collects, and this step runs its
 * `astro:build:done`, so it runs at its place in the pipeline.
 */
export function sitemapStep(): PostBuildStep & { integration: AstroIntegration } {
  const integration = sitemap({
    filter: (page) => !NOT_INDEXED_PATHS.some((path) => new URL(page).pathname.replace(/\/$/, '') === path),
  });
  return {
    name: 'sitemap',
    integration,
    async run(_site, { build, logger }) {
      await integration.hooks['astro:build:done']?.({ ...build, logger });
    },
  };
}
