/**
 * `@vault-club/local-supabase/database`: the stand-in's embedded Postgres without its HTTP
 * server, for tests of the project's SQL (migrations, triggers, merge functions).
 */
export { openMigratedDatabase } from './snapshot.ts';
export { migrate } from './migrate.ts';
export { asRequest, logDatabaseWarnings, type PGlite, type Transaction } from './db.ts';
export { loadPool } from './pool.ts';
