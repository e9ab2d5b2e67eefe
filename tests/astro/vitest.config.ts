import { getViteConfig } from 'astro/config';

/**
 * Vitest project `astro`: `.astro` components rendered with Astro's Container API, compiled by the
 * site's own Vite config (getViteConfig), so a component renders as it does at build.
 */
export default getViteConfig({ test: { name: 'astro', environment: 'node', include: ['tests/astro/**/*.test.ts'] } });
