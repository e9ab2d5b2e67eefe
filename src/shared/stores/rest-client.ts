import { PostgrestClient } from '@supabase/postgrest-js';
import { resolveBackend } from '../rules/backend.ts';

let client: PostgrestClient | undefined;

/**
 * The page's client of the Data API alone (PostgREST, the library supabase-js itself uses for
 * it), for an anonymous visitor's one call where no account is involved (joining the
 * early-access list). supabase-js adds sign-in and sessions around the same client: ten times
 * its size, so the home page could not load it with the form, and loaded on demand it held the
 * call back by two round trips on a slow line (`npm run perf:journey`).
 */
export function getRestClient(): PostgrestClient {
  const backend = resolveBackend(import.meta.env);
  client ??= new PostgrestClient(`${backend.url}/rest/v1`, {
    headers: { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}` },
  });
  return client;
}
