/** Raw HTTP requests to a server, shared with the stand-in's own tests. */
export * from '../../packages/local-supabase/tests/raw-http.ts';
