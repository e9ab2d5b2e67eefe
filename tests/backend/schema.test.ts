import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PGlite, migrate, openMigratedDatabase, loadPool } from '@vault-club/local-supabase/database';
import { insertUser, walletOf } from './sql-helpers.ts';

let db: PGlite;

beforeAll(async () => {
  db = await openMigratedDatabase('memory');
});

afterAll(async () => {
  await db.close();
});

describe('migrations', () => {
  it('are recorded once each, after the local bootstrap, and a second run applies nothing', async () => {
    const { rows } = await db.query<{ version: string; name: string }>(
      'select version, name from supabase_migrations.schema_migrations order by version',
    );
    // Every file of supabase/migrations, in the order of its name, as the Supabase CLI records them.
    const files = readdirSync('supabase/migrations')
      .filter((file) => file.endsWith('.sql'))
      .sort()
      .map((file) => ({ version: file.slice(0, 14), name: file.slice(15, -'.sql'.length) }));
    expect(files.slice(0, 3)).toEqual([
      { version: '20250101000000', name: 'user_wallets' },
      { version: '20250101000100', name: 'wallet_pool' },
      { version: '20250101000200', name: 'early_access' },
    ]);
    expect(rows).toEqual([{ version: '00000000000000', name: 'local_bootstrap' }, ...files]);
    expect(await migrate(db)).toEqual([]);
  });
});

describe('auth helpers', () => {
  it('auth.uid() is NULL with no claims and with the empty string current_setting can return', async () => {
    const result = await db.transaction(async (tx) => {
      const unset = (await tx.query<{ uid: string | null }>('select auth.uid() as uid')).rows[0]!.uid;
      await tx.query(`select set_config('request.jwt.claims', '', true)`);
      const empty = (
        await tx.query<{ uid: string | null; role: string | null; jwt: unknown }>(
          'select auth.uid() as uid, auth.role() as role, auth.jwt() as jwt',
        )
      ).rows[0]!;
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ sub: '00000000-0000-4000-8000-000000000001', role: 'authenticated' }),
      ]);
      const set = (await tx.query<{ uid: string; role: string }>('select auth.uid() as uid, auth.role() as role')).rows[0]!;
      return { unset, empty, set };
    });
    expect(result.unset).toBeNull();
    expect(result.empty).toEqual({ uid: null, role: null, jwt: null });
    expect(result.set).toEqual({ uid: '00000000-0000-4000-8000-000000000001', role: 'authenticated' });
  });
});

describe('wallet triggers', () => {
  it('assign on insert of an already-confirmed user and on confirmation, never to an unconfirmed one', async () => {
    await loadPool(db, [
      { index: 0, address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' },
      { index: 1, address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
    ]);
    const confirmed = await insertUser(db, true);
    expect(await walletOf(db, confirmed)).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
    const pending = await insertUser(db, false);
    expect(await walletOf(db, pending)).toBeUndefined();
    await db.query('update auth.users set email_confirmed_at = now() where id = $1', [pending]);
    expect(await walletOf(db, pending)).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
  });

  it('never hands out the address of a deleted user again', async () => {
    const id = await insertUser(db, false);
    await loadPool(db, [{ index: 2, address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' }]);
    await db.query('update auth.users set email_confirmed_at = now() where id = $1', [id]);
    await db.query('delete from auth.users where id = $1', [id]);
    const next = await insertUser(db, true);
    expect(await walletOf(db, next)).toBeUndefined();
    const { rows } = await db.query<{ assigned_user_id: string }>(
      `select assigned_user_id from public.wallet_address_pool where derivation_index = 2`,
    );
    expect(rows[0]!.assigned_user_id).toBe(id);
  });

  it('rejects a malformed address and the same address in another case', async () => {
    await expect(db.query(`insert into public.wallet_address_pool (address, derivation_index) values ('0x123', 9)`)).rejects.toMatchObject({
      code: '23514',
    });
    await expect(
      db.query(
        `insert into public.wallet_address_pool (address, derivation_index) values ('0xF39FD6E51AAD88F6F4CE6AB8827279CFFFB92266', 9)`,
      ),
    ).rejects.toMatchObject({ code: '23505' });
  });
});
