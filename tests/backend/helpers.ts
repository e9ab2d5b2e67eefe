/**
 * The stand-in's test helpers (a backend per test file, clients, confirmed learners), shared
 * with the tests here that check the site's own SQL through it.
 */
export * from '../../packages/local-supabase/tests/helpers.ts';
