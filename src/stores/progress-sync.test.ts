// @vitest-environment jsdom
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../tests/fake-supabase';
import { defaultProgress, type LearningProgress } from '../lib/progress-rules';

/** The account's stored document and how the fake backend answers; `rpc` merges as a union of modules (enough for the store). */
const backend = vi.hoisted(() => ({
  stored: null as LearningProgress | null,
  down: false,
  calls: [] as unknown[],
  hold: undefined as Promise<void> | undefined,
}));

function fakeClient() {
  return {
    auth: {
      onAuthStateChange: () => ({ data: { subscription: { unsubscribe: () => {} } } }),
      signOut: vi.fn(async () => ({ error: null })),
    },
    from: () => ({
      select: () => ({
        eq: () => ({ maybeSingle: async () => ({ data: backend.stored ? { progress: backend.stored } : null, error: null }) }),
      }),
    }),
    rpc: async (_name: string, { progress }: { progress: LearningProgress }) => {
      backend.calls.push(progress);
      await backend.hold;
      if (backend.down) return { data: null, error: { message: 'Failed to fetch', code: '' }, status: 0 };
      const before = backend.stored ?? defaultProgress();
      const modules = [...new Set([...before.completedModules, ...progress.completedModules])];
      backend.stored = { ...before, completedModules: modules, completedAt: { ...before.completedAt, ...progress.completedAt } };
      return { data: backend.stored, error: null, status: 200 };
    },
  };
}
vi.mock('../lib/supabase', () => ({ getSupabase: () => client }));
const client = fakeClient();

const ADA = { id: 'user-ada', email: 'ada@example.com' };
const PROGRESS_KEY = 'vault-club:learning-progress';
const SYNC_KEY = 'vault-club:progress-sync';
const progressWith = (...ids: string[]): LearningProgress => ({ ...defaultProgress(), completedModules: ids });

async function load() {
  vi.resetModules();
  const sync = await import('./progress-sync');
  const progress = await import('./progress');
  const session = await import('./session');
  return { ...sync, ...progress, ...session };
}
let stores: Awaited<ReturnType<typeof load>> | undefined;

/** Starts the store as a page with the status line would, and waits for `status`. */
async function startAndWait(status: string) {
  stores = await load();
  stores.$progressSync.listen(() => {});
  await vi.waitFor(() => expect(stores!.$progressSync.get()).toBe(status));
  return stores;
}

beforeEach(() => {
  localStorage.clear();
  Object.assign(backend, { stored: null, down: false, calls: [], hold: undefined });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  if (stores) cleanStores(stores.$progressSync, stores.$progress, stores.$session);
  stores = undefined;
  vi.restoreAllMocks();
});

describe('the progress sync store', () => {
  it('for a signed-out visitor, keeps progress on the device and calls nothing', async () => {
    localStorage.setItem(PROGRESS_KEY, JSON.stringify(progressWith('what-is-money-really')));
    const { $progress } = await startAndWait('device');
    expect(backend.calls).toEqual([]);
    expect($progress.get().completedModules).toEqual(['what-is-money-really']);
  });

  it('sends this learner’s progress on load and takes the merged answer (another device’s modules included)', async () => {
    storeSession(ADA);
    backend.stored = progressWith('tokens-tokenization');
    localStorage.setItem(PROGRESS_KEY, JSON.stringify(progressWith('what-is-money-really')));
    localStorage.setItem(SYNC_KEY, JSON.stringify({ owner: ADA.id, confirmed: null }));
    const { $progress, isProgressSaved } = await startAndWait('saved');
    expect($progress.get().completedModules).toEqual(['tokens-tokenization', 'what-is-money-really']);
    expect(isProgressSaved()).toBe(true);
  });

  it('keeps a change made while the backend is down, says so, and sends it when the browser is back online', async () => {
    storeSession(ADA);
    const { completeModule, $progress, $progressSync } = await startAndWait('saved');
    backend.down = true;
    completeModule({ id: 'what-is-money-really', categoryIndex: 0, moduleIndex: 0 });
    await vi.waitFor(() => expect($progressSync.get()).toBe('offline'));
    expect($progress.get().completedModules).toEqual(['what-is-money-really']);
    backend.down = false;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect($progressSync.get()).toBe('saved'));
    expect(backend.stored?.completedModules).toEqual(['what-is-money-really']);
  });

  it('does not let an answer overwrite a change made while it was on its way, and sends that change too', async () => {
    storeSession(ADA);
    const { completeModule, $progress, $progressSync } = await startAndWait('saved');
    let release!: () => void;
    backend.hold = new Promise((resolve) => (release = resolve));
    completeModule({ id: 'what-is-money-really', categoryIndex: 0, moduleIndex: 0 });
    await vi.waitFor(() => expect(backend.calls).toHaveLength(2));
    completeModule({ id: 'historical-evolution-money', categoryIndex: 0, moduleIndex: 1 });
    release();
    backend.hold = undefined;
    await vi.waitFor(() => expect(backend.stored?.completedModules).toHaveLength(2));
    await vi.waitFor(() => expect($progressSync.get()).toBe('saved'));
    expect($progress.get().completedModules).toEqual(['what-is-money-really', 'historical-evolution-money']);
  });

  it('never sends another learner’s progress to this account', async () => {
    storeSession(ADA);
    localStorage.setItem(PROGRESS_KEY, JSON.stringify(progressWith('money-as-control')));
    localStorage.setItem(SYNC_KEY, JSON.stringify({ owner: 'user-bob', confirmed: null }));
    const { $progress } = await startAndWait('saved');
    expect(JSON.stringify(backend.calls)).not.toContain('money-as-control');
    expect($progress.get().completedModules).toEqual([]);
  });

  it('asks before adding progress made signed out to an account with other progress; "no" keeps the account’s', async () => {
    storeSession(ADA);
    backend.stored = progressWith('tokens-tokenization');
    localStorage.setItem(PROGRESS_KEY, JSON.stringify(progressWith('what-is-money-really')));
    const { keepDeviceProgress, $progress, $progressSync } = await startAndWait('ask');
    expect(backend.calls).toEqual([]);
    keepDeviceProgress(false);
    await vi.waitFor(() => expect($progressSync.get()).toBe('saved'));
    expect($progress.get().completedModules).toEqual(['tokens-tokenization']);
    expect(backend.stored.completedModules).toEqual(['tokens-tokenization']);
  });

  it('adds progress made signed out when the learner says yes, and at once when the account is empty', async () => {
    storeSession(ADA);
    backend.stored = progressWith('tokens-tokenization');
    localStorage.setItem(PROGRESS_KEY, JSON.stringify(progressWith('what-is-money-really')));
    const { keepDeviceProgress, $progress, $progressSync } = await startAndWait('ask');
    keepDeviceProgress(true);
    await vi.waitFor(() => expect($progressSync.get()).toBe('saved'));
    expect($progress.get().completedModules).toEqual(['tokens-tokenization', 'what-is-money-really']);
    cleanStores(stores!.$progressSync, stores!.$progress, stores!.$session);

    localStorage.clear();
    storeSession(ADA);
    backend.stored = null;
    localStorage.setItem(PROGRESS_KEY, JSON.stringify(progressWith('money-as-control')));
    await startAndWait('saved');
    expect(backend.stored!.completedModules).toEqual(['money-as-control']);
  });
});

describe('where progress is known (the neutral state)', () => {
  it('is checking for a signed-in learner until the account first answers, then known with the account’s progress', async () => {
    storeSession(ADA);
    backend.stored = progressWith('tokens-tokenization');
    let release!: () => void;
    backend.hold = new Promise((resolve) => (release = resolve));
    stores = await load();
    const { $progressSync, $progressKnown, $progress } = { ...stores, ...(await import('./progress-status')) };
    const seen: boolean[] = [];
    $progressKnown.subscribe((known) => seen.push(known));
    await vi.waitFor(() => expect($progressSync.get()).toBe('checking'));
    expect($progressKnown.get()).toBe(false);
    release();
    await vi.waitFor(() => expect($progressSync.get()).toBe('saved'));
    expect($progressKnown.get()).toBe(true);
    expect($progress.get().completedModules).toEqual(['tokens-tokenization']);
    // Known once, and never before the account's modules were there.
    expect(seen).toEqual([false, true]);
  });

  it('shows this device’s progress when the account cannot be reached', async () => {
    storeSession(ADA);
    backend.down = true;
    const { $progressKnown } = { ...(await startAndWait('offline')), ...(await import('./progress-status')) };
    expect($progressKnown.get()).toBe(true);
  });

  it('stops checking after CHECK_TIMEOUT_MS when the account’s answer hangs', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      storeSession(ADA);
      backend.hold = new Promise(() => {});
      stores = await load();
      stores.$progressSync.listen(() => {});
      await vi.waitFor(() => expect(stores!.$progressSync.get()).toBe('checking'));
      await vi.advanceTimersByTimeAsync(stores.CHECK_TIMEOUT_MS);
      expect(stores.$progressSync.get()).toBe('offline');
    } finally {
      vi.useRealTimers();
    }
  });

  it('is known at once for a signed-out visitor', async () => {
    const { $progressKnown } = { ...(await startAndWait('device')), ...(await import('./progress-status')) };
    expect($progressKnown.get()).toBe(true);
  });
});

describe('signing out', () => {
  it('with unsaved progress offline, asks first and, told no, changes nothing', async () => {
    storeSession(ADA);
    const { completeModule, $progressSync } = await startAndWait('saved');
    backend.down = true;
    completeModule({ id: 'what-is-money-really', categoryIndex: 0, moduleIndex: 0 });
    await vi.waitFor(() => expect($progressSync.get()).toBe('offline'));
    const { signOutAndGoHome } = await import('./sign-out');
    const confirm = vi.fn(() => false);
    await signOutAndGoHome(confirm);
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('not saved to your account yet'));
    expect(client.auth.signOut).not.toHaveBeenCalled();
    expect(localStorage.getItem(PROGRESS_KEY)).toContain('what-is-money-really');
  });

  it('with everything saved, signs out without asking and removes the progress from the browser', async () => {
    storeSession(ADA);
    localStorage.setItem(PROGRESS_KEY, JSON.stringify(progressWith('what-is-money-really')));
    localStorage.setItem(SYNC_KEY, JSON.stringify({ owner: ADA.id, confirmed: null }));
    await startAndWait('saved');
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const { signOutAndGoHome } = await import('./sign-out');
    const confirm = vi.fn(() => true);
    await signOutAndGoHome(confirm);
    expect(confirm).not.toHaveBeenCalled();
    expect(client.auth.signOut).toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem(PROGRESS_KEY)!)).toEqual(defaultProgress());
    expect(localStorage.getItem(SYNC_KEY)).toBeNull();
    expect(assign).toHaveBeenCalledWith('/');
  });
});
