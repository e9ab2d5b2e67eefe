import { afterAll, expect, it } from 'vitest';
import { contentSeedSql, readSeedContent } from '../../tools/content-seed.ts';
import { ADDED_PATH, siteWithFourthPath } from '../content/fixture-site.ts';
import { asRequest, learner, signUps, useDatabase } from './database.ts';

// An editor adds a path in content/ alone; the regenerated seed is all the database needs.
const database = useDatabase();
const site = siteWithFourthPath();
afterAll(() => site.remove());

const document = {
  version: 2,
  completedModules: ['saving-first'],
  quizzes: { [ADDED_PATH]: { score: 14, total: 15, percent: 93 } },
};

it('keeps the module and quiz of a path added in content/ once the regenerated seed ran, with no migration (PostgreSQL)', async () => {
  const db = database();
  const [id] = await signUps(db, 1, true);
  const save = () =>
    asRequest(db.api, learner(id!), async (client) => {
      const { rows } = await client.query<{ merged: unknown }>('select public.merge_learning_progress($1) as merged', [document]);
      return rows[0]!.merged;
    });
  // Before the seed lists them, they are ids the curriculum does not have: dropped, and the save is not refused.
  expect(await save()).toMatchObject({ completedModules: [], quizzes: {} });

  // As an operator runs the seed after a content change: one transaction, as postgres.
  await db.owner.query(`begin; ${contentSeedSql(readSeedContent(site.dir))} commit;`);

  expect(await save()).toMatchObject({ completedModules: ['saving-first'], quizzes: document.quizzes });
});
