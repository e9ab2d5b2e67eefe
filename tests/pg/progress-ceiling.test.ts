import { PROGRESS_LIMITS } from '../../src/lib/progress-limits.ts';
import { expect, it } from 'vitest';
import { atOnce } from './at-once.ts';
import { asRequest, learner, signUps, useDatabase, type TestDatabase } from './database.ts';

const database = useDatabase();
const CEILING = PROGRESS_LIMITS.storedBytes;

/** 200 made-up module ids, distinct per `batch`: the most one save may hold. */
const madeUp = (batch: string) => Array.from({ length: 200 }, (_, i) => `made-up-${batch}-${String(i).padStart(3, '0')}-${'x'.repeat(40)}`);

async function save(db: TestDatabase, id: string, modules: string[]): Promise<'saved' | string> {
  return asRequest(db.api, learner(id), async (client) => {
    try {
      await client.query('select public.merge_learning_progress($1)', [{ version: 2, completedModules: modules }]);
      return 'saved';
    } catch (error) {
      const { code, detail } = error as { code?: string; detail?: string };
      if (code === '22023') return detail ?? 'refused';
      throw error;
    }
  });
}

const stored = async (db: TestDatabase, id: string) =>
  (
    await db.owner.query<{ bytes: number; text: string }>(
      'select octet_length(progress::text) as bytes, progress::text as text from public.learning_progress where user_id = $1',
      [id],
    )
  ).rows[0] ?? { bytes: 0, text: '' };

it('saves of made-up ids stop at the 64 KB ceiling: the save that would pass it is refused and nothing changes', async () => {
  const db = database();
  const [id] = await signUps(db, 1, true);
  const answers: string[] = [];
  for (let batch = 0; batch < 60; batch++) answers.push(await save(db, id!, madeUp(String(batch))));
  const firstRefused = answers.indexOf('stored_progress_full');
  expect(firstRefused).toBeGreaterThan(0);
  expect(answers.slice(firstRefused).every((answer) => answer === 'stored_progress_full')).toBe(true);
  expect((await stored(db, id!)).bytes).toBeLessThanOrEqual(CEILING);
  const before = await stored(db, id!);
  // A real learner's save still merges ids already stored.
  expect(await save(db, id!, madeUp('0').slice(0, 5))).toBe('saved');
  expect(await stored(db, id!)).toEqual(before);
});

it('two devices saving at the same moment near the ceiling: one is merged, the other refused, the document stays under it', async () => {
  const db = database();
  const [id] = await signUps(db, 1, true);
  // Every batch name has the same length, so every save of new ids grows the document alike.
  expect(await save(db, id!, madeUp('f000'))).toBe('saved');
  const growth = (await stored(db, id!)).bytes;
  // Fill until one more save fits and two do not.
  for (let batch = 1; (await stored(db, id!)).bytes + 2 * growth < CEILING; batch++) {
    expect(await save(db, id!, madeUp(`f${String(batch).padStart(3, '0')}`))).toBe('saved');
  }
  const before = (await stored(db, id!)).bytes;
  expect(before + growth).toBeLessThanOrEqual(CEILING);
  const answers = await atOnce(
    db,
    { tables: ['public.learning_progress'], gathered: 2 },
    ['dvea', 'dveb'].map((device) => () => save(db, id!, madeUp(device))),
  );
  expect(answers.sort()).toEqual(['saved', 'stored_progress_full']);
  const after = await stored(db, id!);
  expect(after.bytes).toBeGreaterThan(before);
  expect(after.bytes).toBeLessThanOrEqual(CEILING);
});
