/**
 * Fixed settings of the local stand-in. Everything here is for development only: the JWT
 * secret and the keys are the Supabase CLI's public demo values, identical on every machine,
 * so that the anon key built into the site always matches. Production never uses them.
 */

/** The Supabase CLI's local development JWT secret (HS256). Public; never use it in production. */
export const JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

/** The Supabase CLI demo anon key, signed with {@link JWT_SECRET}; the same as the site's `LOCAL_ANON_KEY`. */
export const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

/** The Supabase CLI demo service_role key, signed with {@link JWT_SECRET}. Bypasses row-level security. */
export const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

/** How many addresses the stand-in loads into its pool the first time it starts on a data dir. */
export const DEV_POOL_SEED_COUNT = 20;

/** The loopback port the stand-in uses when neither the caller nor `PUBLIC_SUPABASE_URL` names one. */
export const DEFAULT_PORT = 54321;
