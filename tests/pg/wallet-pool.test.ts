import { beforeEach, describe, expect, it } from 'vitest';
import { DEV_ACCOUNT_XPUB, deriveAddresses, poolInsertSql } from '../../supabase/wallet-addresses.ts';
import { atOnce } from './at-once.ts';
import { POOL_SIZE, confirm, signUps, useDatabase, type TestDatabase } from './database.ts';

const database = useDatabase();
/** Confirmations write auth.users first, refills the pool. */
const GATE = ['auth.users', 'public.wallet_address_pool'];
let nextIndex = 0;

/** Loads `count` fresh development addresses with the SQL an operator pastes into the SQL editor (as postgres). */
async function refill(db: TestDatabase, count: number): Promise<void> {
  await db.owner.query(poolInsertSql(deriveAddresses(DEV_ACCOUNT_XPUB, nextIndex, count)));
  nextIndex += count;
}

interface Ledger {
  wallets: Map<string, string>;
  free: number;
  /** Addresses marked assigned whose user has no wallet with that address: lost. */
  lost: number;
}

async function ledger(db: TestDatabase): Promise<Ledger> {
  const wallets = await db.owner.query<{ user_id: string; wallet_address: string }>(
    'select user_id, wallet_address from public.user_wallets',
  );
  const { rows } = await db.owner.query<{ free: number; lost: number }>(`
    select count(*) filter (where p.assigned_at is null)::int as free,
           count(*) filter (where p.assigned_at is not null and w.user_id is distinct from p.assigned_user_id)::int as lost
    from public.wallet_address_pool p left join public.user_wallets w on w.wallet_address = p.address`);
  return { wallets: new Map(wallets.rows.map((row) => [row.user_id, row.wallet_address])), ...rows[0]! };
}

function expectDistinctAddresses(wallets: Map<string, string>, ids: string[], count = ids.length): void {
  const served = ids.filter((id) => wallets.has(id));
  expect(served).toHaveLength(count);
  expect(new Set(served.map((id) => wallets.get(id)!.toLowerCase())).size).toBe(count);
}

// Each test starts with no free address and nobody waiting; assigned addresses stay, as in production.
beforeEach(async () => {
  const db = database();
  await db.owner.query('delete from public.wallet_address_pool where assigned_at is null');
  await db.owner.query('delete from auth.users u where not exists (select 1 from public.user_wallets w where w.user_id = u.id)');
});

describe('wallet addresses under real concurrency', () => {
  it(`learners confirmed at the same moment on ${POOL_SIZE} connections each get a distinct address`, async () => {
    const db = database();
    const learners = await signUps(db, 2 * POOL_SIZE);
    await refill(db, learners.length);
    await atOnce(
      db,
      { tables: GATE, gathered: POOL_SIZE },
      learners.map((id) => () => confirm(db, id)),
    );
    const after = await ledger(db);
    expectDistinctAddresses(after.wallets, learners);
    expect(after).toMatchObject({ free: 0, lost: 0 });
  });

  it('with fewer free addresses than learners confirming, the addresses all go to distinct learners and the rest wait', async () => {
    const db = database();
    const learners = await signUps(db, 30);
    await refill(db, 12);
    await atOnce(
      db,
      { tables: GATE, gathered: POOL_SIZE },
      learners.map((id) => () => confirm(db, id)),
    );
    const after = await ledger(db);
    expectDistinctAddresses(after.wallets, learners, 12);
    expect(after).toMatchObject({ free: 0, lost: 0 });
  });

  it('refills racing new confirmations serve everyone waiting, once each, with no address lost', async () => {
    const db = database();
    const waiting = await signUps(db, 18, true);
    const before = await ledger(db);
    expect(waiting.filter((id) => before.wallets.has(id))).toEqual([]);
    const newcomers = await signUps(db, 6);
    const batches = Array.from({ length: 4 }, (_, batch) => deriveAddresses(DEV_ACCOUNT_XPUB, nextIndex + 6 * batch, 6));
    nextIndex += 24;
    await atOnce(db, { tables: GATE, gathered: newcomers.length + batches.length }, [
      ...newcomers.map((id) => () => confirm(db, id)),
      ...batches.map((batch) => () => db.owner.query(poolInsertSql(batch)).then(() => undefined)),
    ]);
    const after = await ledger(db);
    expectDistinctAddresses(after.wallets, [...waiting, ...newcomers]);
    expect(new Set([...after.wallets.values()].map((address) => address.toLowerCase())).size).toBe(after.wallets.size);
    expect(after.wallets.size).toBe(before.wallets.size + 24);
    expect(after).toMatchObject({ free: 0, lost: 0 });
  });
});
