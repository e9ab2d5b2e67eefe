import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { AUTH_STORAGE_KEY } from '../../account/rules/auth-storage.ts';
import { resolveBackend } from '../rules/backend.ts';

let client: SupabaseClient | undefined;

/**
 * The one Supabase client of the page, created on first use. Import this module lazily
 * (`await import('./supabase.ts')`) so that pages without accounts never download supabase-js.
 */
export function getSupabase(): SupabaseClient {
  const backend = resolveBackend(import.meta.env);
  client ??= createClient(backend.url, backend.anonKey, {
    // PKCE: an e-mail link returns a one-time ?code= that only this browser (holding the
    // verifier) can exchange, so a crafted link can never sign a visitor into another account.
    auth: { flowType: 'pkce', storageKey: AUTH_STORAGE_KEY, persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
  });
  return client;
}
