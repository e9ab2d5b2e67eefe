/**
 * `@vault-club/local-supabase`: the local Supabase stand-in (DEVELOPMENT ONLY), for the dev
 * servers and the tests. Production code and tools never import it.
 *
 * - {@link startLocalBackend} starts one (Auth, Data API, mailbox) on embedded Postgres running
 *   the project's `supabase/migrations`.
 * - Its fixed configuration: the public demo keys, the default port, the Auth settings it read
 *   from `supabase/config.toml`, and the SQL of what hosted Supabase provides (`PLATFORM_PATH`,
 *   which the real-PostgreSQL tests apply too).
 *
 * Tests that work on the migrated database directly use `@vault-club/local-supabase/database`;
 * tests of the project's e-mail templates use `@vault-club/local-supabase/mail`.
 */
export { startLocalBackend, type LocalBackend, type LocalBackendOptions } from './server.ts';
export { ANON_KEY, DEFAULT_PORT, SERVICE_ROLE_KEY } from './config.ts';
export { AUTH_SETTINGS } from './auth/settings.ts';
export { passwordWeakness } from './auth/password.ts';
export { PLATFORM_PATH, listMigrations, listSeeds } from './migrate.ts';
export type { JwtClaims } from './db.ts';
export { signJwt } from './jwt.ts';
export { MAX_HEADER_BYTES, guardServer } from './http.ts';
