// @vitest-environment jsdom
import { atom, cleanStores, computed } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../../tests/fake-supabase.ts';
import { storedSessionUser } from '../../account/rules/auth-storage.ts';
import { isProgressKnown, type SyncStatus } from '../rules/progress-known.ts';
import { defaultProgress, type LearningProgress } from '../rules/progress-rules.ts';
import { $progress, completeModule, replaceProgressIf, resetProgress } from './progress.ts';
import { createProgressSync, SYNC_KEY, CHECK_TIMEOUT_MS, SEND_DELAY_MS, type ProgressSync, type SyncDeps } from './progress-sync.ts';
import type { SessionState } from '../../account/stores/session.ts';

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
vi.mock('../../shared/stores/supabase.ts', () => ({ getSupabase: () => client }));
const client = fakeClient();
// Each test makes its own engine; the page's own, which progress readers start, stays out of the way.
vi.mock('./keep-in-account.ts', async () => ({
  $progressSync: (await import('nanostores')).atom('unknown'),
  keepProgressInAccount: () => {},
}));

const ADA = { id: 'user-ada', email: 'ada@example.com' };
const PROGRESS_KEY = 'vault-club:learning-progress';
const progressWith = (...ids: string[]): LearningProgress => ({ ...defaultProgress(), completedModules: ids });
const signedIn: SessionState = { status: 'signed-in', user: ADA };
const SIGNED_OUT: SessionState = { status: 'signed-out' };

/** A fresh engine over this page's progress, a session of its own and a status of its own. */
function engine(session: SessionState = signedIn) {
  const deps: SyncDeps = {
    $progress,

    replaceProgressIf,
    resetProgress,
    $session: atom(session),
    $status: atom<SyncStatus>('unknown'),
    client: async () => client as unknown as Awaited<ReturnType<SyncDeps['client']>>,
    storage: () => localStorage,
    sessionUser: () => storedSessionUser()?.id,
    online: () => navigator.onLine !== false,
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (timer) => clearTimeout(timer),
    window,
    document,
  };
  const sync = createProgressSync(deps);
  engines.push(sync);
  return { sync, ...deps, $progressKnown: computed([deps.$session, deps.$status], (now, sync) => isProgressKnown(true, now.status, sync)) };
}
const engines: ProgressSync[] = [];

/** Starts an engine as a page with the status line would, and waits for `status`. */
async function startAndWait(status: string, session?: SessionState) {
  const started = engine(session);
  started.sync.start();
  await vi.waitFor(() => expect(started.$status.get()).toBe(status));
  return started;
}

beforeEach(() => {
  localStorage.clear();
  cleanStores($progress);
  Object.assign(backend, { stored: null, down: false, calls: [], hold: undefined });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  for (const sync of engines.splice(0)) sync.stop();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/**
 * The engine's timers on the test's own clock: a change goes SEND_DELAY_MS after it when the
 * test moves the clock, not 800 ms of a busy machine's time later (against waitFor's 1 s).
 */
const useTestClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

describe('the progress sync engine', () => {
  it('for a signed-out visitor, keeps progress on the device and calls nothing', async () => {
    localStorage.setItem(PROGRESS_KEY, JSON.stringify(progressWith('what-is-money-really')));
    await startAndWait('device', SIGNED_OUT);
    expect(backend.calls).toEqual([]);
    expect($progress.get().completedModules).toEqual(['what-is-money-really']);
  });

  it('sends this learner’s progress on load and takes the merged answer (another device’s modules included)', async () => {
    storeSession(ADA);
    backend.stored = progressWith('tokens-tokenization');
    localStorage.setItem(PROGRESS_KEY, JSON.stringify(progressWith('what-is-money-really')));
    localStorage.setItem(SYNC_KEY, JSON.stringify({ owner: ADA.id, confirmed: null }));
    const { sync } = await startAndWait('saved');
    expect($progress.get().completedModules).toEqual(['tokens-tokenization', 'what-is-money-really']);
    expect(sync.isSaved()).toBe(true);
  });

  it('keeps a change made while the backend is down, says so, and sends it when the browser is back online', async () => {
    useTestClock();
    storeSession(ADA);
    const { $status } = await startAndWait('saved');
    backend.down = true;
    completeModule({ id: 'what-is-money-really', categoryIndex: 0, moduleIndex: 0 });
    expect($status.get()).toBe('saving');
    await vi.advanceTimersByTimeAsync(SEND_DELAY_MS);
    await vi.waitFor(() => expect($status.get()).toBe('offline'));
    expect($progress.get().completedModules).toEqual(['what-is-money-really']);
    backend.down = false;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect($status.get()).toBe('saved'));
    expect(backend.stored?.completedModules).toEqual(['what-is-money-really']);
  });

  it('does not let an answer overwrite a change made while it was on its way, and sends that change too', async () => {
    useTestClock();
    storeSession(ADA);
    const { $status } = await startAndWait('saved');
    let release!: () => void;
    backend.hold = new Promise((resolve) => (release = resolve));
    completeModule({ id: 'what-is-money-really', categoryIndex: 0, moduleIndex: 0 });
    await vi.advanceTimersByTimeAsync(SEND_DELAY_MS);
    await vi.waitFor(() => expect(backend.calls).toHaveLength(2));
    completeModule({ id: 'historical-evolution-money', categoryIndex: 0, moduleIndex: 1 });
    release();
    backend.hold = undefined;
    await vi.waitFor(() => expect(backend.stored?.completedModules).toHaveLength(2));
    await vi.waitFor(() => expect($status.get()).toBe('saved'));
    expect($progress.get().completedModules).toEqual(['what-is-money-really', 'historical-evolution-money']);
  });

  it('never sends another learner’s progress to this account', async () => {
    storeSession(ADA);
    localStorage.setItem(PROGRESS_KEY, JSON.stringify(progressWith('money-as-control')));
    localStorage.setItem(SYNC_KEY, JSON.stringify({ owner: 'user-bob', confirmed: null }));
    await startAndWait('saved');
    expect(JSON.stringify(backend.calls)).not.toContain('money-as-control');
    expect($progress.get().completedModules).toEqual([]);
  });

  it('asks before adding progress made signed out to an account with other progress; "no" keeps the account’s', async () => {
    storeSession(ADA);
    backend.stored = progressWith('tokens-tokenization');
    localStorage.setItem(PROGRESS_KEY, JSON.stringify(progressWith('what-is-money-really')));
    const { sync, $status } = await startAndWait('ask');
    expect(backend.calls).toEqual([]);
    sync.keep(false);
    await vi.waitFor(() => expect($status.get()).toBe('saved'));
    expect($progress.get().completedModules).toEqual(['tokens-tokenization']);
    expect(backend.stored.completedModules).toEqual(['tokens-tokenization']);
  });

  it('adds progress made signed out when the learner says yes, and at once when the account is empty', async () => {
    storeSession(ADA);
    backend.stored = progressWith('tokens-tokenization');
    localStorage.setItem(PROGRESS_KEY, JSON.stringify(progressWith('what-is-money-really')));
    const { sync, $status } = await startAndWait('ask');
    sync.keep(true);
    await vi.waitFor(() => expect($status.get()).toBe('saved'));
    expect($progress.get().completedModules).toEqual(['tokens-tokenization', 'what-is-money-really']);
    sync.stop();

    localStorage.clear();
    cleanStores($progress);
    storeSession(ADA);
    backend.stored = null;
    localStorage.setItem(PROGRESS_KEY, JSON.stringify(progressWith('money-as-control')));
    await startAndWait('saved');
    expect(backend.stored!.completedModules).toEqual(['money-as-control']);
  });

  it('tells sign-out whether the account holds everything: false while the backend is down, true once it answers', async () => {
    storeSession(ADA);
    const { sync } = await startAndWait('saved');
    backend.down = true;
    completeModule({ id: 'what-is-money-really', categoryIndex: 0, moduleIndex: 0 });
    expect(await sync.flush()).toBe(false);
    backend.down = false;
    expect(await sync.flush()).toBe(true);
    expect(backend.stored?.completedModules).toEqual(['what-is-money-really']);
  });
});

describe('where progress is known (the neutral state)', () => {
  it('is checking for a signed-in learner until the account first answers, then known with the account’s progress', async () => {
    storeSession(ADA);
    backend.stored = progressWith('tokens-tokenization');
    let release!: () => void;
    backend.hold = new Promise((resolve) => (release = resolve));
    const { sync, $status, $progressKnown } = engine();
    const seen: boolean[] = [];
    $progressKnown.subscribe((known) => seen.push(known));
    sync.start();
    await vi.waitFor(() => expect($status.get()).toBe('checking'));
    expect($progressKnown.get()).toBe(false);
    release();
    await vi.waitFor(() => expect($status.get()).toBe('saved'));
    expect($progressKnown.get()).toBe(true);
    expect($progress.get().completedModules).toEqual(['tokens-tokenization']);
    // Known once, and never before the account's modules were there.
    expect(seen).toEqual([false, true]);
  });

  it('shows this device’s progress when the account cannot be reached', async () => {
    storeSession(ADA);
    backend.down = true;
    const { $progressKnown } = await startAndWait('offline');
    expect($progressKnown.get()).toBe(true);
  });

  it('stops checking after CHECK_TIMEOUT_MS when the account’s answer hangs', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      storeSession(ADA);
      backend.hold = new Promise(() => {});
      const { sync, $status } = engine();
      sync.start();
      await vi.waitFor(() => expect($status.get()).toBe('checking'));
      await vi.advanceTimersByTimeAsync(CHECK_TIMEOUT_MS);
      expect($status.get()).toBe('offline');
    } finally {
      vi.useRealTimers();
    }
  });

  it('is known at once for a signed-out visitor', async () => {
    const { $progressKnown } = await startAndWait('device', SIGNED_OUT);
    expect($progressKnown.get()).toBe(true);
  });
});

/** The page's own engine and sign-out, as a page loads them: fresh modules for each test. */
async function page() {
  vi.resetModules();
  const sync = await import('./progress-sync.ts');
  const progress = await import('./progress.ts');
  const { signOutAndGoHome } = await import('../../account/stores/sign-out.ts');
  sync.startProgressSync();
  return { ...sync, ...progress, signOutAndGoHome };
}

describe('signing out', () => {
  afterEach(() => cleanStores($progress));

  it('with unsaved progress offline, asks first and, told no, changes nothing', async () => {
    useTestClock();
    storeSession(ADA);
    const { $progressSync, completeModule, signOutAndGoHome } = await page();
    await vi.waitFor(() => expect($progressSync.get()).toBe('saved'));
    backend.down = true;
    completeModule({ id: 'what-is-money-really', categoryIndex: 0, moduleIndex: 0 });
    await vi.advanceTimersByTimeAsync(SEND_DELAY_MS);
    await vi.waitFor(() => expect($progressSync.get()).toBe('offline'));
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
    const { $progressSync, signOutAndGoHome } = await page();
    await vi.waitFor(() => expect($progressSync.get()).toBe('saved'));
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const confirm = vi.fn(() => true);
    await signOutAndGoHome(confirm);
    expect(confirm).not.toHaveBeenCalled();
    expect(client.auth.signOut).toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem(PROGRESS_KEY)!)).toEqual(defaultProgress());
    expect(localStorage.getItem(SYNC_KEY)).toBeNull();
    expect(assign).toHaveBeenCalledWith('/');
  });
});
