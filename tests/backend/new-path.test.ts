import { afterAll, beforeAll, expect, it } from 'vitest';
import { contentSeedSql, readSeedContent } from '../../tools/content-seed.ts';
import { asRequest, type PGlite, openMigratedDatabase } from '@vault-club/local-supabase/database';
import { ADDED_PATH, siteWithFourthPath } from '../content/fixture-site.ts';
import { insertUser } from './sql-helpers.ts';

// An editor adds a path in content/ alone; the regenerated seed is all the database needs.
const site = siteWithFourthPath();
let db: PGlite;

beforeAll(async () => {
  db = await openMigratedDatabase('memory');
});

afterAll(async () => {
  await db.close();
  site.remove();
});

const document = {
  version: 2,
  completedModules: ['saving-first'],
  quizzes: { [ADDED_PATH]: { score: 14, total: 15, percent: 93 } },
};

async function save(learner: string): Promise<unknown> {
  const claims = { role: 'authenticated', sub: learner, aud: 'authenticated' };
  return asRequest(db, { claims, method: 'POST', path: '/rest/v1/rpc/merge_learning_progress', headers: {} }, async (tx) => {
    const { rows } = await tx.query<{ merged: unknown }>('select public.merge_learning_progress($1) as merged', [document]);
    return rows[0]!.merged;
  });
}

it('keeps the module and quiz of a path added in content/ once the regenerated seed ran, with no migration (stand-in)', async () => {
  const learner = await insertUser(db, true);
  // Before the seed lists them, they are ids the curriculum does not have: dropped, and the save is not refused.
  expect(await save(learner)).toMatchObject({ completedModules: [], quizzes: {} });

  const seed = readSeedContent(site.dir);
  expect(seed.paths.map(({ id }) => id)).toEqual(['finance', 'web3', 'education', ADDED_PATH]);
  await db.exec(contentSeedSql(seed));

  expect(await save(learner)).toMatchObject({ completedModules: ['saving-first'], quizzes: document.quizzes });
});
