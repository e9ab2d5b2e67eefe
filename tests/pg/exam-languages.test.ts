import { examLanguageTests } from '../exam-languages.ts';
import { ANON, asRequest, useDatabase } from './database.ts';
import { call, examinee } from './exam-helpers.ts';

// The exam and the certificate in the learner's language, on real PostgreSQL: the seed run as
// postgres, the calls made as PostgREST makes them.
const database = useDatabase();

examLanguageTests(() => {
  const db = database();
  return {
    seed: async (sql) => {
      await db.owner.query(`begin; ${sql} commit;`);
    },
    learner: async (metadata = {}) => {
      const id = await examinee(db);
      await db.auth.query('update auth.users set raw_user_meta_data = $2 where id = $1', [id, metadata]);
      return id;
    },
    call: (id, sql, params = []) =>
      id
        ? call(db, id, sql, params)
        : asRequest(
            db.api,
            ANON,
            async (client) => (await client.query<{ result: never }>(`select ${sql} as result`, params)).rows[0]!.result,
          ),
    owner: async <T>(sql: string, params: unknown[] = []) => (await db.owner.query(sql, params)).rows as T[],
  };
});
