// @ts-check
import { createHash } from 'node:crypto';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import mdx from '@astrojs/mdx';
import { satteri } from '@astrojs/markdown-satteri';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { backendConnectSources, resolveBackend } from './src/lib/backend.ts';
import { sourceLines } from './src/lib/source-lines.ts';
import learnText from './src/i18n/en/learn.json' with { type: 'json' };
import { serviceWorker } from './scripts/service-worker.ts';
import { reviewCardIds } from './scripts/review-card-ids.ts';
import { siteRedirects } from './src/lib/redirects.ts';
import { inlineScriptHashes } from './src/lib/inline-scripts.ts';
import { deferIslandRuntime, inlineIslandRuntime } from './src/lib/island-runtime.ts';
import { assertProductionEnv } from './src/lib/production-env.ts';
import { NOT_INDEXED_PATHS } from './src/lib/unindexed.ts';
import { formatHeadersFile } from './src/lib/headers-file.ts';
import { metaPolicy, redirectsFile, securityHeaderRules } from './src/lib/security-headers.ts';

/**
 * `npm run build:production` checks SITE_URL, PUBLIC_SUPABASE_URL and PUBLIC_SUPABASE_ANON_KEY
 * first and stops with a clear message; the everyday build keeps its local defaults.
 */
const production = process.env.npm_lifecycle_event === 'build:production';
if (production) assertProductionEnv(process.env);

const backend = resolveBackend(process.env);
const site = process.env.SITE_URL || 'http://127.0.0.1:4321';

/** Paths that moved; static hosts get them as `_redirects`, the build as meta refresh pages. */
const redirects = siteRedirects();

/**
 * Writes `_headers` for static hosts (the security headers, and each page's CSP from its
 * `<meta>` with `frame-ancestors` added) and `_redirects`.
 */
const securityHeadersFile = {
  name: 'vault-club:security-headers',
  hooks: {
    /** @param {{ dir: URL }} options */
    'astro:build:done': async ({ dir }) => {
      const files = (await readdir(dir, { recursive: true })).filter((file) => file.endsWith('.html')).sort();
      const pages = [];
      for (const file of files) {
        const policy = metaPolicy(await readFile(new URL(file, dir), 'utf8'));
        if (policy) pages.push({ file, policy });
      }
      await writeFile(new URL('_headers', dir), formatHeadersFile(securityHeaderRules({ hsts: production, pages })));
      await writeFile(new URL('_redirects', dir), redirectsFile(redirects));
    },
  },
};

/**
 * Moves Astro's inline island runtime into one cached file that each page starts after its
 * first paint (see `src/lib/island-runtime.ts`). Runs before the headers file and the service
 * worker's precache list are written, so both see the pages as they are served.
 */
const islandRuntimeAfterPaint = {
  name: 'vault-club:island-runtime-after-paint',
  hooks: {
    /** @param {{ dir: URL }} options */
    'astro:build:done': async ({ dir }) => {
      const files = (await readdir(dir, { recursive: true })).filter((file) => file.endsWith('.html'));
      /** @type {string | undefined} */
      let src;
      for (const file of files) {
        const page = new URL(file, dir);
        const html = await readFile(page, 'utf8');
        const runtime = inlineIslandRuntime(html);
        if (runtime === undefined) continue;
        const name = `/_astro/astro-island.${createHash('sha256').update(runtime).digest('base64url').slice(0, 10)}.js`;
        if (src === undefined) await writeFile(new URL(`.${name}`, dir), runtime);
        else if (name !== src) throw new Error(`${file} holds another island runtime than the other pages: one file serves them all`);
        src = name;
        await writeFile(page, deferIslandRuntime(html, src));
      }
    },
  },
};

/** `client:signed-in`: islands for signed-in learners only (the wallet card); signed-out visitors never load them. */
const signedInDirective = {
  name: 'vault-club:client-signed-in',
  hooks: {
    /** @param {{ addClientDirective: (directive: { name: string; entrypoint: string }) => void }} options */
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({ name: 'signed-in', entrypoint: fileURLToPath(new URL('./src/directives/signed-in.ts', import.meta.url)) });
    },
  },
};

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'ignore',
  integrations: [
    react(),
    mdx(),
    sitemap({ filter: (page) => !NOT_INDEXED_PATHS.some((path) => new URL(page).pathname.replace(/\/$/, '') === path) }),
    islandRuntimeAfterPaint,
    securityHeadersFile,
    signedInDirective,
    serviceWorker(),
  ],
  redirects,
  markdown: {
    // Sätteri is Astro's default Markdown processor (for .mdx too); it adds the "Source:" lines.
    processor: satteri({ mdastPlugins: [sourceLines({ one: learnText['lesson.sourceLine'], many: learnText['lesson.sourcesLine'] })] }),
    syntaxHighlight: false,
  },
  devToolbar: { enabled: false },
  prefetch: false,
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
        // The offline service worker (`/sw.js`, see scripts/service-worker.ts): same origin only.
        "worker-src 'self'",
      ],
    },
  },
  vite: {
    plugins: [tailwindcss(), reviewCardIds()],
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
