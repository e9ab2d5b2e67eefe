// The project's derivation and SQL (supabase/, which production's `npm run wallets:pool` uses too), so the development pool holds what production's would.
import { DEV_ACCOUNT_XPUB, deriveAddresses, poolInsertSql, type DerivedAddress } from '../../../supabase/wallet-addresses.ts';
import type { PGlite, Transaction } from './db.ts';

/** Counts that describe the pool: free addresses, assigned ones, and confirmed learners still waiting. */
export interface PoolStatus {
  free: number;
  assigned: number;
  waiting: number;
  nextIndex: number;
}

/** Loads `addresses` into the pool (skipping known ones); returns how many were new. */
export async function loadPool(db: PGlite | Transaction, addresses: DerivedAddress[]): Promise<number> {
  if (addresses.length === 0) return 0;
  const sql = poolInsertSql(addresses).replace(/;\n$/, ' returning 1');
  const { rows } = await db.query(sql);
  return rows.length;
}

/** Free, assigned and waiting counts, and the next unused derivation index. */
export async function poolStatus(db: PGlite | Transaction): Promise<PoolStatus> {
  const { rows } = await db.query<PoolStatus>(`
    select
      (select count(*)::int from public.wallet_address_pool where assigned_at is null and retired_at is null) as free,
      (select count(*)::int from public.wallet_address_pool where assigned_at is not null) as assigned,
      (select count(*)::int from auth.users u where u.email_confirmed_at is not null
         and not exists (select 1 from public.user_wallets w where w.user_id = u.id)) as waiting,
      (select coalesce(max(derivation_index) + 1, 0)::int from public.wallet_address_pool) as "nextIndex"`);
  return rows[0]!;
}

/** Derives `count` more development addresses after the highest index already loaded and loads them. */
export async function refillDevPool(db: PGlite | Transaction, count: number): Promise<number> {
  const { nextIndex } = await poolStatus(db);
  return loadPool(db, deriveAddresses(DEV_ACCOUNT_XPUB, nextIndex, count));
}

/** Removes every free address (assigned ones stay): how the empty-pool case is reproduced locally. */
export async function drainPool(db: PGlite | Transaction): Promise<number> {
  const { rows } = await db.query('delete from public.wallet_address_pool where assigned_at is null returning 1');
  return rows.length;
}

/** Seeds the pool from the development mnemonic the first time the stand-in starts on a data dir. */
export async function seedDevPoolOnce(db: PGlite, count: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query(`insert into _dev.seeds (name) values ('wallet_pool') on conflict do nothing returning 1`);
    if (rows.length > 0) await refillDevPool(tx, count);
  });
}
