import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../tests/axe-dom.ts';
import { fakeSupabase, storeSession, type FakeAnswer } from '../../../tests/fake-supabase.ts';
import { collectToasts, realText } from '../../../tests/island-helpers.ts';
import { WALLET_CARD_TEXT } from '../../shared/islands/text-keys.ts';

const fake = vi.hoisted(() => ({
  current: undefined as ReturnType<typeof import('../../../tests/fake-supabase.ts').fakeSupabase> | undefined,
}));
vi.mock('../../shared/stores/supabase.ts', () => ({ getSupabase: () => fake.current!.client }));

const toasts = collectToasts();
const ADA = { id: 'user-ada', email: 'ada@example.com' };
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const ROW = { user_id: ADA.id, wallet_address: ADDRESS, network: 'Ethereum', created_at: '2026-03-01T10:00:00Z' };

/** The card as a new page loads it (fresh stores). */
async function renderCard() {
  vi.resetModules();
  const { default: WalletCard } = await import('./WalletCard.tsx');
  const view = render(<WalletCard text={realText(WALLET_CARD_TEXT)} />);
  await act(async () => {});
  return view;
}

beforeEach(() => {
  fake.current = fakeSupabase();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('WalletCard', () => {
  it('renders nothing at all for a signed-out visitor, and reads nothing', async () => {
    const { container } = await renderCard();
    expect(container.innerHTML).toBe('');
    expect(fake.current!.client.from).not.toHaveBeenCalled();
  });

  it('says it is loading while the row is read', async () => {
    storeSession(ADA);
    fake.current!.walletAnswer.mockReturnValue(new Promise<FakeAnswer>(() => {}));
    const { container } = await renderCard();
    expect(screen.getByRole('region', { name: 'Your address held by the club' }).dataset['state']).toBe('loading');
    expect(screen.getByRole('status').textContent).toBe('Loading your club address…');
    expect(screen.queryByRole('note')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says the wallet is being created when there is no row yet, and can check again', async () => {
    storeSession(ADA);
    const { container } = await renderCard();
    expect(screen.getByText('Your club address is being created. Please refresh the page in a moment.')).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
    fake.current!.walletAnswer.mockResolvedValue({ data: ROW, error: null });
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText(ADDRESS)).toBeTruthy();
  });

  it('shows the creation date, the network and the address', async () => {
    storeSession(ADA);
    fake.current!.walletAnswer.mockResolvedValue({ data: ROW, error: null });
    const { container } = await renderCard();
    const card = screen.getByRole('region', { name: 'Your address held by the club' });
    expect(card.dataset['state']).toBe('shown');
    expect([...card.querySelectorAll('dt')].map((term) => term.textContent)).toEqual(['Created', 'Network', 'Address']);
    expect([...card.querySelectorAll('dd')].map((value) => value.textContent)).toEqual(['1 March 2026', 'Ethereum', ADDRESS]);
    expect(card.querySelector('time')?.getAttribute('datetime')).toBe(ROW.created_at);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says, before the address, that the club holds the keys, what happens if it fails, and not to send funds yet', async () => {
    storeSession(ADA);
    fake.current!.walletAnswer.mockResolvedValue({ data: ROW, error: null });
    await renderCard();
    const notice = screen.getByRole('note', { name: 'This is not your own wallet' });
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      "The club made this address from its own keys. The club holds the keys, not you, so anything sent here would be in the club's hands.",
      'If the club failed, was hacked or lost its keys, anything sent here could be lost, and you might not get it back.',
      "Do not send money or crypto here yet. The club's contracts are not running, and nothing here is an investment.",
    ]);
    expect(within(notice).getByRole('link', { name: 'Learn how in Digital Asset Exposure' }).getAttribute('href')).toBe(
      '/learn/digital-asset-exposure',
    );
    const address = screen.getByText(ADDRESS);
    expect(notice.compareDocumentPosition(address) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('gives the same notice while the address is being created', async () => {
    storeSession(ADA);
    await renderCard();
    expect(screen.getByRole('region', { name: 'Your address held by the club' }).dataset['state']).toBe('missing');
    expect(screen.getByRole('note', { name: 'This is not your own wallet' }).textContent).toContain(
      'Do not send money or crypto here yet.',
    );
  });

  it('copies the address: a check mark for 2 seconds and the toast', async () => {
    storeSession(ADA);
    fake.current!.walletAnswer.mockResolvedValue({ data: ROW, error: null });
    await renderCard();
    userEvent.setup(); // gives jsdom a clipboard
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Copy address' }));
    await act(async () => {});
    expect(await navigator.clipboard.readText()).toBe(ADDRESS);
    const button = screen.getByRole('button', { name: 'Address copied' });
    expect(button.dataset['state']).toBe('copied');
    expect(toasts.shown).toEqual([
      { title: 'Address copied!', description: 'Address copied to clipboard. Do not send money or crypto to it yet.', step: 'wallet-copy' },
    ]);
    await act(async () => vi.advanceTimersByTime(1900));
    expect(button.dataset['state']).toBe('copied');
    await act(async () => vi.advanceTimersByTime(200));
    expect(button.dataset['state']).toBe('idle');
    expect(button.getAttribute('aria-label')).toBe('Copy address');
  });

  it('says so when the browser refuses to copy', async () => {
    storeSession(ADA);
    fake.current!.walletAnswer.mockResolvedValue({ data: ROW, error: null });
    await renderCard();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: () => Promise.reject(new Error('denied')) } });
    fireEvent.click(screen.getByRole('button', { name: 'Copy address' }));
    await act(async () => {});
    expect(toasts.shown).toEqual([
      {
        title: 'Error',
        description: 'Could not copy the address. Select it and copy it by hand.',
        variant: 'destructive',
        step: 'wallet-copy',
      },
    ]);
  });

  it('disappears when the learner signs out in another tab', async () => {
    storeSession(ADA);
    fake.current!.walletAnswer.mockResolvedValue({ data: ROW, error: null });
    const { container } = await renderCard();
    expect(screen.getByText(ADDRESS)).toBeTruthy();
    localStorage.clear();
    await act(async () => window.dispatchEvent(new StorageEvent('storage', { key: 'sb-vault-club-auth-token' })));
    expect(container.innerHTML).toBe('');
  });
});
