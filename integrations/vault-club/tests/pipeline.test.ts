import { readFileSync } from 'node:fs';
import type { AstroIntegration, HookParameters, RouteToHeaders } from 'astro';
import { describe, expect, it } from 'vitest';
import { STATIC_HOST, pageCsp, postBuildSteps, vaultClub } from '../index.ts';
import { runPostBuild, type PostBuildStep } from '../pipeline.ts';
import { page, useFixtureDist, recordingLogger, stepContext } from './fixture.ts';

const dist = useFixtureDist();

describe('the post-build pipeline', () => {
  it('runs its steps in this order: each needs what the ones before it wrote', () => {
    expect(postBuildSteps().map((step) => step.name)).toEqual(['headers', 'sitemap', 'service-worker']);
  });

  it('runs each step once, in order, each seeing what the one before it changed', async () => {
    const seen: string[] = [];
    const step = (name: string): PostBuildStep => ({
      name,
      run(site) {
        seen.push(`${name}: ${site.page('index.html')!.length}`);
        site.write('index.html', `${site.page('index.html')!}<!-- ${name} -->`);
      },
    });
    const { build, redirects, production, pagePolicies } = stepContext(dist().dir);
    await runPostBuild([step('a'), step('b')], { build, redirects, production, pagePolicies });
    const [a, b] = seen.map((line) => Number(line.split(': ')[1]));
    expect(seen.map((line) => line.split(':')[0])).toEqual(['a', 'b']);
    expect(b! - a!).toBe('<!-- a -->'.length);
    expect(dist().read('index.html').endsWith('<!-- a --><!-- b -->')).toBe(true);
  });

  it('over the fixture build: the pages stay as Astro wrote them, and the precache holds their script', async () => {
    const lines: string[] = [];
    const steps = postBuildSteps({ name: 'sitemap', run: () => {} });
    const { redirects, pagePolicies } = stepContext(dist().dir);
    const build = { ...stepContext(dist().dir).build, logger: recordingLogger(lines) };
    await runPostBuild(steps, { build, redirects, pagePolicies, production: false });
    expect(dist().read('learn-now/index.html')).toBe(page('Learn Now', { islands: true }));
    for (const worker of ['sw.js', 'es/sw.js', 'pt-br/sw.js'])
      expect(readFileSync(new URL(worker, dist().dir), 'utf8'), worker).toContain('url:"/_astro/PageScript.abc.js"');
    expect(dist().read('_headers')).toContain('/*');
    expect(lines.map((line) => line.split(']')[0])).toEqual([
      ...['sw.js', 'es/sw.js', 'pt-br/sw.js'].map(() => '[vault-club:service-worker'),
    ]);
  }, 60_000);
});

describe('the static host', () => {
  it('asks Astro for each page’s policy as a header, and reads it by the page’s pathname', () => {
    expect(STATIC_HOST.adapterFeatures).toMatchObject({ buildOutput: 'static', staticHeaders: true });
    const policy = "default-src 'self'; script-src 'self' 'sha256-a='";
    const routeToHeaders = new Map([
      ['/es/learn/x', { headers: new Headers({ 'Content-Security-Policy': policy }) }],
      ['/robots.txt', { headers: new Headers() }],
    ]) as unknown as RouteToHeaders;
    expect(pageCsp(routeToHeaders)).toEqual(new Map([['/es/learn/x', policy]]));
  });
});

/** The Vite plugin vaultClub() adds in `astro build`, through which Astro's mode reaches it. */
function buildPlugin(integration: AstroIntegration, command: 'build' | 'dev' = 'build') {
  const plugins: { config: (config: unknown, env: { mode: string }) => void }[] = [];
  const setup = {
    command,
    addClientDirective: () => {},
    updateConfig: (config: { vite: { plugins: (typeof plugins)[number][] } }) => plugins.push(...config.vite.plugins),
  } as unknown as HookParameters<'astro:config:setup'>;
  void integration.hooks['astro:config:setup']?.(setup);
  return plugins[0];
}

describe('the production switch: Astro’s build mode', () => {
  const GOOD = { SITE_URL: 'https://vault.example', PUBLIC_SUPABASE_URL: 'https://abcd.supabase.co', PUBLIC_SUPABASE_ANON_KEY: 'key' };

  it('checks the settings of every build in production mode, the default of astro build', () => {
    const plugin = buildPlugin(vaultClub({ env: {} }))!;
    expect(() => plugin.config({}, { mode: 'production' })).toThrow(
      /SITE_URL is not set[\s\S]*npm run build \(astro build --mode development\)/,
    );
    expect(() => plugin.config({}, { mode: 'staging' })).toThrow('The production build stopped');
    expect(() => buildPlugin(vaultClub({ env: GOOD }))!.config({}, { mode: 'production' })).not.toThrow();
  });

  it('skips them in development mode (npm run build, npm start, npm test) and in the dev server', () => {
    expect(() => buildPlugin(vaultClub({ env: {} }))!.config({}, { mode: 'development' })).not.toThrow();
    expect(buildPlugin(vaultClub({ env: {} }), 'dev')).toBeUndefined();
  });

  it('is what every way of building the site asks for', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    expect(scripts['build:production']).toBe('astro build --mode production');
    expect(scripts['build']).toBe('astro build --mode development');
    for (const file of ['tools/test.ts', 'tools/build-if-needed.ts'])
      expect(readFileSync(file, 'utf8'), file).toContain("'astro', 'build', '--mode', 'development'");
  });
});
