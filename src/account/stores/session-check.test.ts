// @vitest-environment jsdom
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSupabase, storeSession } from '../../../tests/fake-supabase.ts';
import { AUTH_STORAGE_KEY } from '../rules/auth-storage.ts';
import { SESSION_ENDED_KEY } from '../rules/session-ended.ts';

const fake = vi.hoisted(() => ({
  current: undefined as ReturnType<typeof import('../../../tests/fake-supabase.ts').fakeSupabase> | undefined,
}));
vi.mock('../../shared/stores/supabase.ts', () => ({ getSupabase: () => fake.current!.client }));

const ADA = { id: 'user-ada', email: 'ada@example.com' };
const PROGRESS = 'vault-club:learning-progress';

/** Fresh copies of the session store and the check, as a new page would load them. */
async function load() {
  vi.resetModules();
  return { ...(await import('./session.ts')), ...(await import('./session-check.ts')) };
}

/** Answers `GET /auth/v1/user` with `status` (and Auth's error code), counting the calls. */
function authAnswers(status: number, errorCode?: string) {
  const fetch = vi.fn(
    async () => new Response(JSON.stringify(errorCode ? { code: status, error_code: errorCode } : { id: ADA.id }), { status }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

let stores: Awaited<ReturnType<typeof load>> | undefined;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/learn/what-is-money-really');
  fake.current = fakeSupabase();
});

afterEach(() => {
  if (stores) cleanStores(stores.$session);
  stores = undefined;
  vi.unstubAllGlobals();
});

describe('verifyStoredSession', () => {
  it('keeps a session Auth takes, and asks about each access token once', async () => {
    storeSession(ADA);
    const fetch = authAnswers(200);
    stores = await load();
    stores.$session.listen(() => {});
    await stores.verifyStoredSession();
    await stores.verifyStoredSession();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toMatch(/\/auth\/v1\/user$/);
    expect(stores.$session.get()).toEqual({ status: 'signed-in', user: ADA });
    expect(localStorage.getItem(SESSION_ENDED_KEY)).toBeNull();
  });

  it('ends a session Auth refuses: signed out, the page noted for the notice, progress kept', async () => {
    storeSession(ADA);
    localStorage.setItem(PROGRESS, '{"version":2,"completedModules":["what-is-money-really"]}');
    authAnswers(403, 'bad_jwt');
    stores = await load();
    stores.$session.listen(() => {});
    const ended = vi.fn();
    window.addEventListener('vault-club:session-ended', ended);
    await stores.verifyStoredSession();
    expect(stores.$session.get()).toEqual({ status: 'signed-out' });
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(SESSION_ENDED_KEY)).toBe('/learn/what-is-money-really');
    expect(localStorage.getItem(PROGRESS)).toContain('what-is-money-really');
    expect(ended).toHaveBeenCalledTimes(1);
    window.removeEventListener('vault-club:session-ended', ended);
  });

  it('keeps the session when Auth cannot be reached or fails, as offline', async () => {
    storeSession(ADA);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    stores = await load();
    stores.$session.listen(() => {});
    await stores.verifyStoredSession();
    authAnswers(503, 'unexpected_failure');
    await stores.verifyStoredSession();
    expect(stores.$session.get()).toEqual({ status: 'signed-in', user: ADA });
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).not.toBeNull();
  });

  it('ends a stored session no page can use (no user) without asking Auth', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ access_token: 'a', refresh_token: 'r', expires_at: 9999999999 }));
    const fetch = authAnswers(200);
    stores = await load();
    await stores.verifyStoredSession();
    expect(fetch).not.toHaveBeenCalled();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(SESSION_ENDED_KEY)).toBe('/learn/what-is-money-really');
  });

  it('asks again after a data call answered 401 or 403, not after other failures', async () => {
    storeSession(ADA);
    const fetch = authAnswers(200);
    stores = await load();
    await stores.verifyStoredSession();
    stores.checkSessionAfter(409);
    stores.checkSessionAfter(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    stores.checkSessionAfter(401);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
  });
});

describe('the session store', () => {
  it('never throws on a session supabase-js reports without its user: the session ends', async () => {
    storeSession(ADA);
    stores = await load();
    stores.$session.listen(() => {});
    await stores.authClient();
    expect(() => fake.current!.emit('SIGNED_IN', {} as never)).not.toThrow();
    await vi.waitFor(() => expect(localStorage.getItem(SESSION_ENDED_KEY)).not.toBeNull());
    expect(fake.current!.client.auth.signOut).toHaveBeenCalledWith({ scope: 'local' });
    expect(stores.$session.get()).toEqual({ status: 'signed-out' });
  });
});
