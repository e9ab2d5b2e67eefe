import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalBackend } from '@vault-club/local-supabase';
import { logDatabaseWarnings, type PGlite, loadPool, openMigratedDatabase } from '@vault-club/local-supabase/database';
import { confirmedUser, uniqueEmail } from './helpers.ts';
import { insertUser, walletOf } from './sql-helpers.ts';

let db: PGlite;
const warnings: string[] = [];

beforeAll(async () => {
  db = await openMigratedDatabase('memory');
  logDatabaseWarnings(db, (line) => warnings.push(line));
});

afterAll(async () => {
  await db.close();
});

const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;

describe('the wallet pool never blocks a confirmation', () => {
  it('retires an address another wallet already uses and assigns the next one; an empty pool still confirms', async () => {
    await db.query('delete from public.wallet_address_pool where assigned_at is null');
    // An operator gave someone the pool's first address by hand.
    const manual = await insertUser(db, false);
    await db.query('insert into public.user_wallets (user_id, wallet_address) values ($1, $2)', [manual, address(0xa1)]);
    const sameInOtherCase = address(0xa1).toUpperCase().replace('0X', '0x');
    await loadPool(db, [
      { index: 9001, address: sameInOtherCase },
      { index: 9002, address: address(0xa2) },
    ]);

    const first = await insertUser(db, true);
    expect(await walletOf(db, first)).toBe(address(0xa2));
    const { rows: retired } = await db.query<{ retired: boolean }>(
      'select retired_at is not null as retired from public.wallet_address_pool where lower(address) = $1',
      [address(0xa1)],
    );
    expect(retired).toEqual([{ retired: true }]);

    const waiting = await insertUser(db, true);
    expect(await walletOf(db, waiting)).toBeUndefined();
    await loadPool(db, [{ index: 9003, address: address(0xa3) }]);
    expect(await walletOf(db, waiting)).toBe(address(0xa3));

    // The operator reads one line for each event, saying what happened and what to do.
    expect(warnings).toEqual([
      `Database warning: wallet pool: address ${sameInOtherCase} is already used by another wallet; retired it`,
      `Database warning: wallet pool is empty: user ${waiting} waits for an address; load more with npm run wallets:pool`,
    ]);
  });
});

describe('the stand-in tells its operator', () => {
  it('in one log line when a confirmation finds the wallet pool empty', async () => {
    const log: string[] = [];
    const backend = await startLocalBackend({ dataDir: 'memory', port: 0, passwordHashCost: 4, log: (line) => log.push(line) });
    try {
      await fetch(`${backend.url}/_dev/pool`, { method: 'DELETE' });
      const learner = await confirmedUser(backend.url, uniqueEmail('empty-pool'));
      const lines = log.filter((line) => line.includes('wallet pool'));
      expect(lines).toEqual([
        `Database warning: wallet pool is empty: user ${learner} waits for an address; load more with npm run wallets:pool`,
      ]);
    } finally {
      await backend.close();
    }
  });
});
