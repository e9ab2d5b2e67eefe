import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll } from 'vitest';
import { LOCAL_ANON_KEY } from '../../src/shared/rules/backend.ts';
import { startLocalBackend, type LocalBackend } from '@vault-club/local-supabase';

/** A stand-in for one test file: in memory, on a free port, with a clock the test can move forward. */
export interface TestBackend extends LocalBackend {
  /** Moves the stand-in's clock forward by `seconds`. */
  advance(seconds: number): void;
}

/** Starts a fresh in-memory stand-in on a free port (bcrypt cost 4 instead of 10, to keep the suite fast). */
export async function startTestBackend(): Promise<TestBackend> {
  let offset = 0;
  const log = process.env['BACKEND_LOG'] ? (line: string) => console.error(line) : undefined;
  const backend = await startLocalBackend({
    dataDir: 'memory',
    port: 0,
    clock: () => Date.now() + offset,
    passwordHashCost: 4,
    ...(log ? { log } : {}),
  });
  return {
    ...backend,
    advance(seconds) {
      offset += seconds * 1000;
    },
  };
}

/**
 * Starts a stand-in before this file's tests and closes it after them. Read `url` and call
 * `advance` inside tests (not at module level: the stand-in starts in `beforeAll`).
 */
export function useTestBackend(): Pick<TestBackend, 'url' | 'advance'> {
  let backend: TestBackend | undefined;
  beforeAll(async () => {
    backend = await startTestBackend();
  });
  afterAll(async () => {
    await backend?.close();
  });
  const started = () => {
    if (!backend) throw new Error('The test backend starts in beforeAll: use it inside a test.');
    return backend;
  };
  return {
    get url() {
      return started().url;
    },
    advance: (seconds) => started().advance(seconds),
  };
}

let clients = 0;

/** The real supabase-js client, with the session in memory (one storage key per client, as separate browsers). */
export function client(url: string, key: string = LOCAL_ANON_KEY): SupabaseClient {
  clients += 1;
  return createClient(url, key, {
    auth: { storageKey: `sb-test-${clients}-auth-token`, persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

let counter = 0;

/** A fresh address for each call, so tests never collide. */
export function uniqueEmail(label = 'learner'): string {
  counter += 1;
  return `${label}-${counter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** A password that meets the site's policy. */
export const STRONG_PASSWORD = 'Vault-Club-2025!';

/** The newest confirmation link the stand-in mailed to `email`. */
export async function confirmationLink(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/_dev/mail?to=${encodeURIComponent(email)}`);
  const messages = (await response.json()) as { links: string[] }[];
  const link = messages[0]?.links[0];
  if (!link) throw new Error(`No mail for ${email}`);
  return link;
}

/** Signs up `email`, follows the mailed link, and returns the user id: a confirmed learner. */
export async function confirmedUser(url: string, email: string, password = STRONG_PASSWORD): Promise<string> {
  const { data, error } = await client(url).auth.signUp({ email, password, options: { data: { name: 'Test Learner' } } });
  if (error || !data.user) throw error ?? new Error('signUp returned no user');
  const response = await fetch(await confirmationLink(url, email), { redirect: 'manual' });
  if (response.status !== 303 || !response.headers.get('location')?.includes('access_token='))
    throw new Error(`Confirmation failed: ${response.status}`);
  return data.user.id;
}

/** A signed-in supabase-js client for a confirmed learner. */
export async function signedIn(url: string, email: string, password = STRONG_PASSWORD): Promise<SupabaseClient> {
  const supabase = client(url);
  const { error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return supabase;
}
