// @vitest-environment jsdom
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSupabase, storeSession } from '../../../tests/fake-supabase.ts';
import { freshStore } from '../../../tests/fixtures/fresh-store.ts';

const fake = vi.hoisted(() => ({
  current: undefined as ReturnType<typeof import('../../../tests/fake-supabase.ts').fakeSupabase> | undefined,
}));
vi.mock('../../shared/stores/supabase.ts', () => ({ getSupabase: () => fake.current!.client }));

const ADA = { id: 'user-ada', email: 'ada@example.com' };
const ROW = {
  user_id: ADA.id,
  wallet_address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  network: 'Ethereum',
  created_at: '2026-03-01T10:00:00Z',
};

const loadStores = freshStore(async () => ({ ...(await import('./wallet.ts')), ...(await import('./session.ts')) }));

/** Waits until the store's pending read has answered. */
/** Lets the callbacks of promises that already settled run (the store's reaction to an answer). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let stores: Awaited<ReturnType<typeof loadStores>> | undefined;

beforeEach(() => {
  localStorage.clear();
  fake.current = fakeSupabase();
});

afterEach(() => {
  if (stores) cleanStores(stores.$wallet, stores.$session);
  stores = undefined;
  vi.restoreAllMocks();
});

describe('the wallet store', () => {
  it('stays hidden for a signed-out visitor and never loads supabase-js', async () => {
    stores = await loadStores();
    stores.$wallet.listen(() => {});
    await vi.waitFor(() => expect(stores!.$wallet.get()).toEqual({ status: 'hidden' }));
    expect(fake.current!.client.from).not.toHaveBeenCalled();
  });

  it('reads the signed-in learner’s row and shows it', async () => {
    storeSession(ADA);
    fake.current!.walletAnswer.mockResolvedValue({ data: ROW, error: null });
    stores = await loadStores();
    const seen: string[] = [];
    stores.$wallet.subscribe((state) => seen.push(state.status));
    await vi.waitFor(() => expect(stores!.$wallet.get().status).toBe('shown'));
    expect(fake.current!.client.from).toHaveBeenCalledWith('user_wallets');
    expect(fake.current!.walletAnswer).toHaveBeenCalledWith(ADA.id);
    expect(seen).toEqual(['loading', 'shown']);
    expect(stores.$wallet.get()).toEqual({
      status: 'shown',
      wallet: { address: ROW.wallet_address, network: 'Ethereum', createdAt: ROW.created_at },
    });
  });

  it('shows "missing" without logging when there is no row yet', async () => {
    storeSession(ADA);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    stores = await loadStores();
    stores.$wallet.listen(() => {});
    await vi.waitFor(() => expect(stores!.$wallet.get()).toEqual({ status: 'missing' }));
    expect(errors).not.toHaveBeenCalled();
  });

  it('logs any other read error and shows "missing"', async () => {
    storeSession(ADA);
    fake.current!.walletAnswer.mockResolvedValue({ data: null, error: { code: '42501', message: 'permission denied' } });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    stores = await loadStores();
    stores.$wallet.listen(() => {});
    await vi.waitFor(() => expect(stores!.$wallet.get()).toEqual({ status: 'missing' }));
    expect(errors).toHaveBeenCalledWith('Failed to load the wallet', expect.objectContaining({ code: '42501' }));
  });

  it('hides the card on sign-out and drops an answer that comes too late', async () => {
    storeSession(ADA);
    let answer: (value: { data: unknown; error: null }) => void = () => {};
    fake.current!.walletAnswer.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    stores = await loadStores();
    stores.$wallet.listen(() => {});
    await vi.waitFor(() => expect(stores!.$wallet.get()).toEqual({ status: 'loading' }));
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: 'sb-vault-club-auth-token' }));
    expect(stores.$wallet.get()).toEqual({ status: 'hidden' });
    answer({ data: ROW, error: null });
    await settle();
    expect(stores.$wallet.get()).toEqual({ status: 'hidden' });
  });

  it('reads again on request, e.g. once the pool was refilled', async () => {
    storeSession(ADA);
    stores = await loadStores();
    stores.$wallet.listen(() => {});
    await vi.waitFor(() => expect(stores!.$wallet.get().status).toBe('missing'));
    fake.current!.walletAnswer.mockResolvedValue({ data: ROW, error: null });
    stores.reloadWallet();
    await vi.waitFor(() => expect(stores!.$wallet.get().status).toBe('shown'));
  });
});
