import sitemap from '@astrojs/sitemap';
import type { AstroIntegration } from 'astro';
import { DEFAULT_LANG, LANGUAGES } from '../../../src/i18n/languages.ts';
import { pathWithoutLang } from '../../../src/i18n/routing.ts';
import { NOT_INDEXED_PATHS } from '../../../src/content-build/http/unindexed.ts';
import type { PostBuildStep } from '../pipeline.ts';

/**
 * Step 2: `sitemap-index.xml`, without the pages that ask not to be indexed (in any language),
 * each page with its alternates in the other languages, written by @astrojs/sitemap. It stays Astro's own integration, but not in the integrations array:
 * `vaultClub()` hands it the config and the routes it collects, and this step runs its
 * `astro:build:done`, so it runs at its place in the pipeline.
 */
export function sitemapStep(): PostBuildStep & { integration: AstroIntegration } {
  const integration = sitemap({
    filter: (page) => !NOT_INDEXED_PATHS.some((path) => pathWithoutLang(new URL(page).pathname).replace(/\/$/, '') === path),
    i18n: { defaultLocale: DEFAULT_LANG, locales: Object.fromEntries(LANGUAGES.map((language) => [language.code, language.tag])) },
  });
  return {
    name: 'sitemap',
    integration,
    async run(_site, { build, logger }) {
      await integration.hooks['astro:build:done']?.({ ...build, logger });
    },
  };
}
