import type { AstroAdapter, AstroIntegration, RouteToHeaders } from 'astro';
import { fileURLToPath } from 'node:url';
import { assertProductionEnv } from '../../src/content-build/http/production-env.ts';
import { clientBundle } from './client-bundle.ts';
import { runPostBuild, type PostBuildStep } from './pipeline.ts';
import { headersAndRedirects } from './steps/headers.ts';
import { serviceWorker } from './steps/service-worker.ts';
import { sitemapStep } from './steps/sitemap.ts';

/** Options of {@link vaultClub}. */
export interface VaultClubOptions {
  /**
   * Whether a build is a production build: its settings are checked before it starts
   * (`assertProductionEnv`) and `_headers` carries HSTS. Default: Astro's build mode is
   * `production`, which is what `astro build` runs unless given `--mode development`.
   * @example vaultClub({ production: false }) // a fixture build in a test
   */
  production?: boolean;
  /** Environment the production check reads; default `process.env`. */
  env?: Record<string, string | undefined>;
}

/** Astro's mode for a build that uses the local defaults and skips the production checks. */
export const LOCAL_BUILD_MODE = 'development';

/**
 * The site's own Astro integration: the `client:after-paint` directive, the production check,
 * how the browser's scripts are bundled (`client-bundle.ts`), and the post-build steps, in this
 * order, over one read of `dist/`.
 */
export function vaultClub({ production: forced, env = process.env }: VaultClubOptions = {}): AstroIntegration {
  const sitemap = sitemapStep();
  const steps = postBuildSteps(sitemap);
  let production = forced ?? false;
  let redirects: Record<string, string> = {};
  let pagePolicies = new Map<string, string>();
  return {
    name: 'vault-club',
    hooks: {
      'astro:config:setup': ({ command, addClientDirective, updateConfig }) => {
        // Islands whose script waits until the page has loaded and painted: it never shares a slow connection with the first paint.
        addClientDirective({
          name: 'after-paint',
          entrypoint: fileURLToPath(new URL('../../src/directives/after-paint.ts', import.meta.url)),
        });
        if (command !== 'build') return;
        // Astro gives its mode (`--mode`, "production" by default) only to Vite: read it there,
        // before anything is built, so no way of running `astro build` skips the check.
        const plugin = {
          name: 'vault-club:production-check',
          config(_config: unknown, { mode }: { mode: string }) {
            production = forced ?? mode !== LOCAL_BUILD_MODE;
            if (!production) return;
            try {
              assertProductionEnv(env);
            } catch (error) {
              const local = `A local build, with the stand-in and no checks: npm run build (astro build --mode ${LOCAL_BUILD_MODE}).`;
              throw new Error(`${(error as Error).message}\n${local}`, { cause: error });
            }
          },
        };
        updateConfig({ vite: { plugins: [plugin, clientBundle()] } });
      },
      'astro:config:done': async (params) => {
        params.setAdapter(STATIC_HOST);
        redirects = Object.fromEntries(
          Object.entries(params.config.redirects).map(([from, to]) => [from, typeof to === 'string' ? to : to.destination]),
        );
        await sitemap.integration.hooks['astro:config:done']?.(params);
      },
      'astro:routes:resolved': async (params) => {
        await sitemap.integration.hooks['astro:routes:resolved']?.(params);
      },
      'astro:build:generated': ({ routeToHeaders }) => {
        pagePolicies = pageCsp(routeToHeaders);
      },
      'astro:build:done': async (build) => {
        await runPostBuild(steps, { production, redirects, pagePolicies, build });
      },
    },
  };
}

/**
 * The site as a static host serves it: every page prerendered, and the response headers in
 * `_headers` (step 1). With `staticHeaders`, Astro hands each page's Content-Security-Policy to
 * `astro:build:generated` instead of writing it into the page as a `<meta>`: the policy, with
 * its hashes, then costs a page's first response nothing but its header.
 */
export const STATIC_HOST: AstroAdapter = {
  name: 'vault-club',
  entrypointResolution: 'auto',
  adapterFeatures: { buildOutput: 'static', staticHeaders: true },
  supportedAstroFeatures: { staticOutput: 'stable', hybridOutput: 'unsupported', serverOutput: 'unsupported', sharpImageService: 'stable' },
};

/** Each page's Content-Security-Policy by its pathname, from Astro's `routeToHeaders`; pages without one are left out. */
export function pageCsp(routeToHeaders: RouteToHeaders): Map<string, string> {
  return new Map(
    [...routeToHeaders].flatMap(([pathname, { headers }]) => {
      const policy = headers.get('content-security-policy');
      return policy ? [[pathname, policy] as const] : [];
    }),
  );
}

/** The post-build steps, in the order they run: each needs what the ones before it wrote. */
export function postBuildSteps(sitemap: PostBuildStep = sitemapStep()): readonly PostBuildStep[] {
  return [headersAndRedirects, sitemap, serviceWorker];
}
