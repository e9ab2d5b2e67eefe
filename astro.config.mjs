// @ts-check
import { existsSync, readFileSync } from 'node:fs';
import mdx from '@astrojs/mdx';
import { satteri } from '@astrojs/markdown-satteri';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { vaultClub } from './integrations/vault-club/index.ts';
import { backendConnectSources, resolveBackend } from './src/shared/rules/backend.ts';
import { sourceLines } from './src/content-build/page-data/source-lines.ts';
import { lessonSlugs } from './src/content-build/read/lesson-slugs.ts';
import { reviewCardIds } from './src/content-build/read/review-card-ids.ts';
import { DEFAULT_LANG, LANGUAGES } from './src/i18n/languages.ts';
import { siteRedirects } from './src/content-build/http/redirects.ts';
import { inlineScriptHashes } from './src/content-build/http/inline-scripts.ts';

const backend = resolveBackend(process.env);

/** "Source:" and "Sources:" in each language, from its dictionary (English where a language has none yet). */
function sourceLineLabels() {
  /** @param {string} lang */
  const learn = (lang) => {
    const file = `./src/i18n/${lang}/learn.json`;
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  };
  const english = learn(DEFAULT_LANG);
  const label = (/** @type {Record<string, string>} */ text) => ({
    one: text['lesson.sourceLine'] ?? english['lesson.sourceLine'],
    many: text['lesson.sourcesLine'] ?? english['lesson.sourcesLine'],
  });
  // English is named apart: the plugin's type needs it, and it is every other language's fallback.
  return {
    ...Object.fromEntries(LANGUAGES.map(({ code }) => [code, label(code === DEFAULT_LANG ? english : learn(code))])),
    en: label(english),
  };
}
const site = process.env.SITE_URL || 'http://127.0.0.1:4321';

export default defineConfig({
  site,
  output: 'static',
  // English keeps today's URLs; the other languages are /es/… and /pt-br/… (src/i18n/languages.ts).
  i18n: {
    locales: LANGUAGES.map((language) => language.code),
    defaultLocale: DEFAULT_LANG,
    routing: { prefixDefaultLocale: false },
  },
  trailingSlash: 'ignore',
  // vaultClub: `astro build` is a production build (its settings checked first) unless given
  // `--mode development` (npm run build); then the post-build steps in order (integrations/vault-club).
  integrations: [react(), mdx(), vaultClub()],
  /** Paths that moved; static hosts get them as `_redirects`, the build as meta refresh pages. */
  redirects: siteRedirects(),
  markdown: {
    // Sätteri is Astro's default Markdown processor (for .mdx too); it adds the "Source:" lines, in each content file's language.
    processor: satteri({
      mdastPlugins: [sourceLines(sourceLineLabels())],
    }),
    syntaxHighlight: false,
  },
  devToolbar: { enabled: false },
  prefetch: false,
  // Stylesheets stay files: inlined ones gave /auth a style hash /review's policy lacks, and a
  // visitor sent from /review to /auth met a CSP violation (pages.spec); to be redone with per-page policies.
  build: { inlineStylesheets: 'never' },
  server: { host: '127.0.0.1', port: 4321 },
  security: {
    csp: {
      algorithm: 'SHA-256',
      // The inline scripts Astro does not bundle (page start, early taps) are hashed from their source.
      scriptDirective: { hashes: inlineScriptHashes() },
      directives: [
        "default-src 'self'",
        `connect-src 'self' ${backendConnectSources(backend.url).join(' ')}`,
        // Every image is served by the site itself (content/, public/) or inline.
        "img-src 'self' data:",
        "font-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "manifest-src 'self'",
        // The offline service worker (`/sw.js`, see integrations/vault-club/steps/service-worker.ts): same origin only.
        "worker-src 'self'",
      ],
    },
  },
  vite: {
    plugins: [tailwindcss(), reviewCardIds(), lessonSlugs()],
    build: {
      rolldownOptions: {
        /**
         * Astro marks MDX modules with its own "use astro:head-inject" directive, and the bundler
         * warns that it may drop it: a known, harmless Astro bug (withastro/astro#18087). Only
         * that warning is silenced, so the build prints none an editor must read past.
         * @param {{ code?: string; message: string }} warning
         * @param {(warning: any) => void} warn
         */
        onwarn(warning, warn) {
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('astro:head-inject')) return;
          warn(warning);
        },
      },
    },
  },
});
