import { afterAll, beforeAll } from 'vitest';
import { asRequest, type PGlite, openMigratedDatabase } from '@vault-club/local-supabase/database';
import { examLanguageTests } from '../exam-languages.ts';
import { insertUser } from './sql-helpers.ts';

// The exam and the certificate in the learner's language, on the stand-in's database (PGlite).
let db: PGlite | undefined;

beforeAll(async () => {
  db = await openMigratedDatabase('memory');
});

afterAll(async () => {
  await db?.close();
});

examLanguageTests(() => {
  if (!db) throw new Error('The database opens in beforeAll: use it inside a test.');
  const open = db;
  return {
    seed: async (sql) => {
      await open.exec(sql);
    },
    learner: async (metadata = {}) => {
      const id = await insertUser(open, true);
      await open.query('update auth.users set raw_user_meta_data = $2 where id = $1', [id, metadata]);
      await open.query(
        `insert into public.learning_progress (user_id, progress)
         select $1, jsonb_build_object('version', 2, 'completedModules', jsonb_agg(module_id)) from public.exam_required_modules`,
        [id],
      );
      return id;
    },
    call: (id, sql, params = []) => {
      const claims = id ? { role: 'authenticated', sub: id, aud: 'authenticated' } : { role: 'anon' };
      return asRequest(open, { claims, method: 'POST', path: '/rest/v1/rpc', headers: {} }, async (tx) => {
        const { rows } = await tx.query<{ result: never }>(`select ${sql} as result`, params);
        return rows[0]!.result;
      });
    },
    owner: async <T>(sql: string, params: unknown[] = []) => (await open.query<T>(sql, params)).rows,
  };
});
