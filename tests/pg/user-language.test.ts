import { describe, expect, it } from 'vitest';
import { useDatabase } from './database.ts';

// The learner's language in their user metadata (20251203000200), written as GoTrue writes it:
// by supabase_auth_admin, on sign-up (insert) and on updateUser({ data }) (update of the column).
const database = useDatabase();

const CASES: [label: string, sent: unknown, stored: string][] = [
  ['a known code', 'es', 'es'],
  ['the BCP 47 tag', 'pt-BR', 'pt-br'],
  ['upper case', 'EN', 'en'],
  ['an unknown code', 'fr', 'en'],
  ['a number', 42, 'en'],
  ['a list', ['es'], 'en'],
  ['null', null, 'en'],
  ['an empty text', '', 'en'],
  ['markup', '<b>es</b>', 'en'],
];

describe('the language in user metadata', () => {
  it.each(CASES)('on sign-up, %s is stored as %j', async (_label, sent, stored) => {
    const db = database();
    const { rows } = await db.auth.query<{ meta: Record<string, unknown> }>(
      `insert into auth.users (id, aud, role, email, raw_user_meta_data, created_at, updated_at)
       values (gen_random_uuid(), 'authenticated', 'authenticated', gen_random_uuid() || '@example.com', $1, now(), now())
       returning raw_user_meta_data as meta`,
      [{ name: 'Ada Lovelace', lang: sent }],
    );
    expect(rows[0]!.meta).toEqual({ name: 'Ada Lovelace', lang: stored });
  });

  it.each(CASES)('on an update of the metadata, %s is stored as %j', async (_label, sent, stored) => {
    const db = database();
    const { rows } = await db.auth.query<{ id: string }>(
      `insert into auth.users (id, aud, role, email, raw_user_meta_data, created_at, updated_at)
       values (gen_random_uuid(), 'authenticated', 'authenticated', gen_random_uuid() || '@example.com', '{"name": "Ada"}', now(), now())
       returning id`,
    );
    const updated = await db.auth.query<{ meta: Record<string, unknown> }>(
      'update auth.users set raw_user_meta_data = raw_user_meta_data || $2 where id = $1 returning raw_user_meta_data as meta',
      [rows[0]!.id, { lang: sent }],
    );
    expect(updated.rows[0]!.meta).toEqual({ name: 'Ada', lang: stored });
  });

  it('leaves metadata without a language as it is, and still refuses an invalid name', async () => {
    const db = database();
    const insert = (meta: unknown) =>
      db.auth.query<{ meta: unknown }>(
        `insert into auth.users (id, aud, role, email, raw_user_meta_data, created_at, updated_at)
         values (gen_random_uuid(), 'authenticated', 'authenticated', gen_random_uuid() || '@example.com', $1, now(), now())
         returning raw_user_meta_data as meta`,
        [meta],
      );
    expect((await insert({ name: 'Grace' })).rows[0]!.meta).toEqual({ name: 'Grace' });
    expect((await insert({})).rows[0]!.meta).toEqual({});
    await expect(insert({ name: '', lang: 'es' })).rejects.toMatchObject({ code: '23514' });
  });
});
