import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PGlite } from '../../supabase/local/db.ts';
import { loadPool } from '../../supabase/local/pool.ts';
import { openMigratedDatabase } from '../../supabase/local/snapshot.ts';

let db: PGlite;

beforeAll(async () => {
  db = await openMigratedDatabase('memory');
});

afterAll(async () => {
  await db.close();
});

const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;

async function insertUser(confirmed: boolean): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into auth.users (id, aud, role, email, email_confirmed_at, created_at, updated_at)
     values (gen_random_uuid(), 'authenticated', 'authenticated', gen_random_uuid() || '@example.com', case when $1 then now() end, now(), now())
     returning id`,
    [confirmed],
  );
  return rows[0]!.id;
}

async function walletOf(id: string): Promise<string | undefined> {
  const { rows } = await db.query<{ wallet_address: string }>('select wallet_address from public.user_wallets where user_id = $1', [id]);
  return rows[0]?.wallet_address;
}

describe('the wallet pool never blocks a confirmation', () => {
  it('retires an address another wallet already uses and assigns the next one; an empty pool still confirms', async () => {
    await db.query('delete from public.wallet_address_pool where assigned_at is null');
    // An operator gave someone the pool's first address by hand.
    const manual = await insertUser(false);
    await db.query('insert into public.user_wallets (user_id, wallet_address) values ($1, $2)', [manual, address(0xa1)]);
    await loadPool(db, [
      { index: 9001, address: address(0xa1).toUpperCase().replace('0X', '0x') },
      { index: 9002, address: address(0xa2) },
    ]);

    const first = await insertUser(true);
    expect(await walletOf(first)).toBe(address(0xa2));
    const { rows: retired } = await db.query<{ retired: boolean }>(
      'select retired_at is not null as retired from public.wallet_address_pool where lower(address) = $1',
      [address(0xa1)],
    );
    expect(retired).toEqual([{ retired: true }]);

    const waiting = await insertUser(true);
    expect(await walletOf(waiting)).toBeUndefined();
    await loadPool(db, [{ index: 9003, address: address(0xa3) }]);
    expect(await walletOf(waiting)).toBe(address(0xa3));
  });
});
