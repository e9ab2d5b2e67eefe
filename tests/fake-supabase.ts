import { vi } from 'vitest';

/** A wallet query's answer, as postgrest-js resolves `.single()`. */
export interface FakeAnswer {
  data: unknown;
  error: { code: string; message: string } | null;
}

type AuthListener = (event: string, session: { user: { id: string; email?: string } } | null) => void;

/**
 * A stand-in for the page's Supabase client in unit tests: the auth calls are `vi.fn`s, auth
 * events are sent with `emit`, and the wallet query answers `walletAnswer` (per user id).
 */
export function fakeSupabase() {
  const listeners: AuthListener[] = [];
  const walletAnswer = vi.fn<(userId: string) => Promise<FakeAnswer>>(async () => ({
    data: null,
    error: { code: 'PGRST116', message: 'no row' },
  }));
  const client = {
    auth: {
      onAuthStateChange: vi.fn((listener: AuthListener) => {
        listeners.push(listener);
        return { data: { subscription: { unsubscribe: () => {} } } };
      }),
      signInWithPassword: vi.fn(async (_credentials: { email: string; password: string }) => ({ error: null as unknown })),
      signUp: vi.fn(async (_request: unknown) => ({ error: null as unknown })),
      signOut: vi.fn(async () => ({ error: null as unknown })),
      initialize: vi.fn(async () => ({ error: null as unknown })),
      getSession: vi.fn(async () => ({
        data: { session: { user: { id: 'fake-user', email: 'fake@example.com' } } as unknown },
        error: null,
      })),
      resetPasswordForEmail: vi.fn(async (_email: string, _options: unknown) => ({ error: null as unknown })),
      updateUser: vi.fn(async (_attributes: unknown) => ({ error: null as unknown })),
    },
    from: vi.fn((_table: string) => ({
      select: (_columns: string) => ({
        eq: (_column: string, userId: string) => ({ single: () => walletAnswer(userId) }),
      }),
    })),
    rpc: vi.fn(async (_name: string, _args: unknown) => ({ data: null, error: null as unknown })),
  };
  return {
    client,
    walletAnswer,
    /** Sends an auth event to every listener, as supabase-js does. */
    emit(event: string, session: { user: { id: string; email?: string } } | null) {
      for (const listener of listeners) listener(event, session);
    },
  };
}

/** Stores a session for `user` where supabase-js keeps it. */
export function storeSession(user: { id: string; email: string }): void {
  window.localStorage.setItem(
    'sb-vault-club-auth-token',
    JSON.stringify({ access_token: 'a', refresh_token: 'r', expires_at: 9999999999, token_type: 'bearer', user }),
  );
}

/**
 * A client that forwards every call to whatever `current()` returns: the session store keeps
 * the first client it gets for the life of the module, while each test wants a fresh fake.
 */
export function forwardingClient(current: () => ReturnType<typeof fakeSupabase>['client']) {
  return {
    get auth() {
      return current().auth;
    },
    from: (table: string) => current().from(table),
    rpc: (name: string, args: unknown) => current().rpc(name, args),
  };
}
