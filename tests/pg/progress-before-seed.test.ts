/**
 * A database migrated but not yet seeded (its paths list no modules, no lesson, no question):
 * progress keeps every id as before, and the merged document is held to the limits all the same.
 */
import { beforeAll, expect, it } from 'vitest';
import { asRequest, learner, signUps, useDatabase, type TestDatabase } from './database.ts';

const database = useDatabase();

beforeAll(async () => {
  // As after the migrations alone: 20251202000100 inserts the three paths without their modules.
  await database().owner.query(
    `begin;
     update public.learning_paths set modules = '{}';
     delete from public.learning_lessons;
     delete from public.learning_questions;
     commit;`,
  );
});

async function save(db: TestDatabase, id: string, document: Record<string, unknown>): Promise<string> {
  return asRequest(db.api, learner(id), async (client) => {
    try {
      await client.query('select public.merge_learning_progress($1)', [document]);
      return 'saved';
    } catch (error) {
      const { code, detail } = error as { code?: string; detail?: string };
      if (code === '22023') return detail ?? 'refused';
      throw error;
    }
  });
}

const card = {
  due: '2025-11-25T20:00:00.000Z',
  stability: 1,
  difficulty: 5,
  reps: 1,
  lapses: 0,
  state: 2,
  reviewedAt: '2025-11-24T20:00:00.000Z',
};

it('keeps module ids, lessons, slide positions and cards it has no list of, and quiz results of its paths', async () => {
  const db = database();
  const [id] = await signUps(db, 1, true);
  const document = {
    version: 2,
    completedModules: ['a-module-from-later-content'],
    lessons: { 'a-later-lesson': { completed: true, readPercent: 100 } },
    quizzes: { finance: { score: 1, total: 1, percent: 100 }, later: { score: 1, total: 1, percent: 100 } },
    slides: { 'a-module-from-later-content': 2 },
    reviews: { 'quiz/finance/q99': card },
  };
  expect(await save(db, id!, document)).toBe('saved');
  const { rows } = await db.owner.query<{ progress: Record<string, unknown> }>(
    'select progress from public.learning_progress where user_id = $1',
    [id],
  );
  expect(rows[0]!.progress).toMatchObject({
    completedModules: document.completedModules,
    lessons: document.lessons,
    quizzes: { finance: document.quizzes.finance },
    slides: document.slides,
    reviews: { 'quiz/finance/q99': card },
  });
  // The paths were always known: a quiz of no path is dropped, as after the seed.
  expect(rows[0]!.progress['quizzes']).not.toHaveProperty('later');
});

it('holds the merged document to 200 module ids: the save that would pass them is refused and the account keeps what it had', async () => {
  const db = database();
  const [id] = await signUps(db, 1, true);
  const batch = (from: number) => Array.from({ length: 150 }, (_, i) => `made-up-${from + i}`);
  expect(await save(db, id!, { version: 2, completedModules: batch(0) })).toBe('saved');
  expect(await save(db, id!, { version: 2, completedModules: batch(150) })).toBe('stored_progress_full');
  const { rows } = await db.owner.query<{ held: number }>(
    `select jsonb_array_length(progress -> 'completedModules') as held from public.learning_progress where user_id = $1`,
    [id],
  );
  expect(rows).toEqual([{ held: 150 }]);
  // Ids already held still merge.
  expect(await save(db, id!, { version: 2, completedModules: batch(0).slice(0, 10) })).toBe('saved');
});
