// @vitest-environment jsdom
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSupabase } from '../../../tests/fake-supabase.ts';
import { freshStore } from '../../../tests/fixtures/fresh-store.ts';

const fake = vi.hoisted(() => ({
  current: undefined as ReturnType<typeof import('../../../tests/fake-supabase.ts').fakeSupabase> | undefined,
}));
vi.mock('../../shared/stores/rest-client.ts', () => ({ getRestClient: () => fake.current!.client }));

const loadStore = freshStore(() => import('./early-access.ts'));

let store: Awaited<ReturnType<typeof loadStore>> | undefined;

beforeEach(() => {
  localStorage.clear();
  fake.current = fakeSupabase();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
});

afterEach(() => {
  if (store) cleanStores(store.$earlyAccess);
  store = undefined;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('isTooSoon', () => {
  it('refuses less than 30 seconds after the last submission', async () => {
    const { isTooSoon } = await loadStore();
    expect(isTooSoon(undefined, 1000)).toBe(false);
    expect(isTooSoon(0, 29_999)).toBe(true);
    expect(isTooSoon(0, 30_000)).toBe(false);
    expect(isTooSoon(50_000, 0)).toBe(false);
  });
});

describe('registerEarlyAccess', () => {
  it('records the address with the RPC, from the home page', async () => {
    store = await loadStore();
    expect(await store.registerEarlyAccess('ada@example.com')).toBe('registered');
    expect(fake.current!.client.rpc).toHaveBeenCalledWith('register_early_access', { email: 'ada@example.com', source: 'home' });
    expect(store.$earlyAccess.get()).toBe('done');
  });

  it('refuses a second submission within 30 seconds, even from a newly loaded page', async () => {
    store = await loadStore();
    await store.registerEarlyAccess('ada@example.com');
    store = await loadStore();
    vi.setSystemTime(new Date('2026-03-01T10:00:29Z'));
    expect(await store.registerEarlyAccess('ada@example.com')).toBe('too-soon');
    expect(fake.current!.client.rpc).toHaveBeenCalledTimes(1);
    vi.setSystemTime(new Date('2026-03-01T10:00:30Z'));
    expect(await store.registerEarlyAccess('ada@example.com')).toBe('registered');
  });

  it('answers the database’s rate limit with too-soon ("try again shortly"), and passes a filled honeypot on', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    store = await loadStore();
    fake.current!.client.rpc.mockResolvedValueOnce({ data: null, error: { code: 'P0001', message: 'rate_limited' } });
    expect(await store.registerEarlyAccess('ada@example.com', 'http://spam.example')).toBe('too-soon');
    expect(fake.current!.client.rpc).toHaveBeenCalledWith('register_early_access', {
      email: 'ada@example.com',
      source: 'home',
      website: 'http://spam.example',
    });
    expect(store.$earlyAccess.get()).toBe('idle');
  });

  it('reports a failure, logs it, and is ready again', async () => {
    store = await loadStore();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    fake.current!.client.rpc.mockResolvedValueOnce({ data: null, error: { code: '23514', message: 'check violation' } });
    expect(await store.registerEarlyAccess('not-an-address@x')).toBe('failed');
    expect(store.$earlyAccess.get()).toBe('idle');
    expect(errors).toHaveBeenCalled();
  });

  it('is ready again when a page left while busy comes back from the browser cache, and still done when done', async () => {
    store = await loadStore();
    const { $earlyAccess, registerEarlyAccess } = store;
    $earlyAccess.listen(() => {});
    fake.current!.client.rpc.mockReturnValueOnce(new Promise(() => {}));
    void registerEarlyAccess('ada@example.com');
    await vi.waitFor(() => expect($earlyAccess.get()).toBe('busy'));
    window.dispatchEvent(new Event('pageshow'));
    expect($earlyAccess.get()).toBe('idle');
    vi.setSystemTime(new Date('2026-03-01T10:01:00Z'));
    expect(await registerEarlyAccess('ada@example.com')).toBe('registered');
    window.dispatchEvent(new Event('pageshow'));
    expect($earlyAccess.get()).toBe('done');
  });

  it('treats an unreadable stored time as no earlier submission', async () => {
    localStorage.setItem('vault-club:early-access-sent-at', 'yesterday');
    store = await loadStore();
    expect(await store.registerEarlyAccess('ada@example.com')).toBe('registered');
  });
});
