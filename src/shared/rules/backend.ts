/** The local stand-in's address: what a newcomer's `npm start` serves the backend on. */
export const LOCAL_BACKEND_URL = 'http://127.0.0.1:54321';

/**
 * The anon key of the local stand-in: an HS256 JWT (`role: anon`) signed with the
 * development secret that the Supabase CLI also uses for its local stack. It is public by
 * design and only ever valid against the local stand-in; production sets its own key.
 */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

/** The backend the site talks to. */
export interface BackendConfig {
  /** Project URL, e.g. `https://abcd.supabase.co`. */
  url: string;
  /** Public (anon or publishable) key. */
  anonKey: string;
}

/**
 * Reads the backend from `PUBLIC_SUPABASE_URL` / `PUBLIC_SUPABASE_ANON_KEY`, falling back
 * to the local stand-in so that a fresh clone works with no account.
 */
export function resolveBackend(env: Record<string, string | undefined>): BackendConfig {
  return {
    url: (env['PUBLIC_SUPABASE_URL'] || LOCAL_BACKEND_URL).replace(/\/+$/, ''),
    anonKey: env['PUBLIC_SUPABASE_ANON_KEY'] || LOCAL_ANON_KEY,
  };
}

/**
 * The `connect-src` sources the site needs for a backend: https and wss for a hosted one,
 * plus http and ws when it is the local stand-in.
 */
export function backendConnectSources(url: string): string[] {
  const { host, protocol } = new URL(url);
  const secure = [`https://${host}`, `wss://${host}`];
  return protocol === 'http:' ? [`http://${host}`, `ws://${host}`, ...secure] : secure;
}
