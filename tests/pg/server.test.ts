import { describe, expect, inject, it } from 'vitest';
import { listMigrations } from '@vault-club/local-supabase';
import { ANON, asRequest, learner, useDatabase } from './database.ts';

const database = useDatabase();

describe('the real PostgreSQL server', () => {
  it('is PostgreSQL 17, as Supabase runs, with every migration applied by the non-superuser owner postgres', async () => {
    const db = database();
    const { rows } = await db.owner.query<{ major: number; superuser: boolean; bypassrls: boolean }>(
      `select current_setting('server_version_num')::int / 10000 as major, rolsuper as superuser, rolbypassrls as bypassrls
       from pg_roles where rolname = current_user`,
    );
    expect(rows[0]).toEqual({ major: 17, superuser: false, bypassrls: true });
    expect(inject('pg').version).toMatch(/^PostgreSQL 17\./);
    const tables = await db.owner.query<{ owner: string }>(
      `select distinct tableowner as owner from pg_tables where schemaname in ('public', 'private')`,
    );
    expect(tables.rows).toEqual([{ owner: 'postgres' }]);
    expect((await listMigrations()).length).toBeGreaterThan(0);
  });

  it('auth.uid() reads request.jwt.claims set per transaction, is NULL without them, and nothing outlives the request', async () => {
    const db = database();
    const id = '00000000-0000-4000-8000-000000000001';
    const signedIn = await asRequest(
      db.api,
      learner(id),
      async (client) => (await client.query('select auth.uid() as uid, auth.role() as role, current_user as "user"')).rows[0],
    );
    expect(signedIn).toEqual({ uid: id, role: 'authenticated', user: 'authenticated' });
    const anon = await asRequest(
      db.api,
      ANON,
      async (client) => (await client.query('select auth.uid() as uid, current_user as "user"')).rows[0],
    );
    expect(anon).toEqual({ uid: null, user: 'anon' });
    const after = await db.api.query(`select current_user as "user", nullif(current_setting('request.jwt.claims', true), '') as claims`);
    expect(after.rows[0]).toEqual({ user: 'authenticator', claims: null });
  });

  it('changes case by Unicode whatever locale the machine has or lacks (initdb’s builtin C.UTF-8, not the LANG of the run)', async () => {
    const { rows } = await database().owner.query<{ upper: string; provider: string }>(
      `select upper('ação ñandú') as upper, datlocprovider as provider from pg_database where datname = current_database()`,
    );
    expect(rows[0]).toEqual({ upper: 'AÇÃO ÑANDÚ', provider: 'b' });
  });

  it('authenticator alone may not become a role it was not granted', async () => {
    await expect(asRequest(database().api, { role: 'postgres' }, async () => undefined)).rejects.toMatchObject({ code: '42501' });
  });
});
