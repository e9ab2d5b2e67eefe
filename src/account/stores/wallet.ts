/**
 * The signed-in learner's wallet, for the wallet card: `hidden` (signed out, or the session
 * still loading), `loading`, `missing` (no address assigned yet, or the read failed) or
 * `shown`.
 *
 * It follows `$session`: a signed-in learner's row is read once (loading supabase-js then,
 * and only then) with `from('user_wallets').select('*').eq('user_id', id).single()`. No row
 * is PostgREST's `PGRST116`; any other error is logged, and both show as `missing`.
 */
import { atom, onMount } from 'nanostores';
import { $session, authClient } from './session.ts';
import { reportFailedRead } from './session-check.ts';

/** A wallet as the card shows it. */
export interface Wallet {
  address: string;
  network: string;
  /** ISO timestamp of the assignment. */
  createdAt: string;
}

export type WalletState = { status: 'hidden' } | { status: 'loading' } | { status: 'missing' } | { status: 'shown'; wallet: Wallet };

export const $wallet = atom<WalletState>({ status: 'hidden' });

/** The row of `public.user_wallets`. */
interface WalletRow {
  user_id: string;
  wallet_address: string;
  network: string;
  created_at: string;
}

/** PostgREST's code for `.single()` finding no row. */
const NO_ROW = 'PGRST116';

/** Which user the current state belongs to, so a late answer for another user is dropped. */
let shownFor: string | undefined;

async function load(userId: string): Promise<void> {
  shownFor = userId;
  $wallet.set({ status: 'loading' });
  let next: WalletState = { status: 'missing' };
  try {
    const supabase = await authClient();
    const { data, error, status } = await supabase.from('user_wallets').select('*').eq('user_id', userId).single<WalletRow>();
    if (error) {
      if (error.code !== NO_ROW) reportFailedRead('the wallet', status, error);
    } else {
      next = { status: 'shown', wallet: { address: data.wallet_address, network: data.network, createdAt: data.created_at } };
    }
  } catch (error) {
    console.error('Failed to load the wallet', error);
  }
  if (shownFor === userId) $wallet.set(next);
}

onMount($wallet, () =>
  $session.subscribe((session) => {
    if (session.status === 'signed-in') {
      if (shownFor !== session.user.id) void load(session.user.id);
    } else {
      shownFor = undefined;
      $wallet.set({ status: 'hidden' });
    }
  }),
);

/** Reads the wallet again, e.g. after the learner was told it is being created. */
export function reloadWallet(): void {
  const session = $session.get();
  if (session.status === 'signed-in') void load(session.user.id);
}
