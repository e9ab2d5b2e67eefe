import type { AstroIntegrationLogger, HookParameters } from 'astro';
import { BuiltSite } from './built-site.ts';

/** What every post-build step is given besides the site. */
export interface StepContext {
  /** A production build (HSTS in `_headers`; its settings were checked before the build). */
  production: boolean;
  /** Paths that moved, `from → to`: `_redirects` for static hosts. */
  redirects: Readonly<Record<string, string>>;
  /**
   * Each page's Content-Security-Policy by its pathname (`/learn/x`), as Astro computed it and
   * handed it over in `astro:build:generated` instead of writing a `<meta>` into the page.
   */
  pagePolicies: ReadonlyMap<string, string>;
  /** Astro's `astro:build:done` parameters, for steps that hand the build to another integration. */
  build: HookParameters<'astro:build:done'>;
  /** This step's logger, its lines labelled with the step's name. */
  logger: AstroIntegrationLogger;
}

/** One named step of the post-build pipeline. */
export interface PostBuildStep {
  /** Short and stable: it labels the step's log lines and the order test. */
  name: string;
  /** Reads and changes the site in memory; what it changes is written after it. */
  run(site: BuiltSite, context: StepContext): Promise<void> | void;
}

/**
 * Runs `steps` one after the other over one read of the build in `context.build.dir`: each
 * sees the pages as the steps before it left them, and what it changed is written to `dist/`
 * before the next starts (the sitemap and Workbox read `dist/` themselves).
 */
export async function runPostBuild(steps: readonly PostBuildStep[], context: Omit<StepContext, 'logger'>): Promise<BuiltSite> {
  const site = await BuiltSite.read(context.build.dir);
  for (const step of steps) {
    const logger = context.build.logger.fork(`vault-club:${step.name}`);
    await step.run(site, { ...context, logger });
    const written = await site.flush();
    if (written.length > 0) logger.debug(`wrote ${written.length} file(s)`);
  }
  return site;
}
