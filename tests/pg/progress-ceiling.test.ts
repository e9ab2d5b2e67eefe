/**
 * What one account may hold, on real PostgreSQL 17: saves of made-up ids leave nothing behind
 * (the curriculum's ids alone are kept, 20261127000100), so a real module or card saved after
 * them is stored and read back; the merged document stays within every limit; and the 64 KB
 * ceiling, which real ids can still reach through padded numbers, holds under two devices
 * saving at once.
 */
import { PROGRESS_LIMITS } from '../../src/progress/rules/progress-limits.ts';
import { CURRICULUM_IDS } from '../../src/path/rules/curriculum-ids.ts';
import { decodeFields } from '../../src/progress/rules/progress-decode.ts';
import { expect, it } from 'vitest';
import { atOnce } from './at-once.ts';
import { asRequest, learner, signUps, useDatabase, type TestDatabase } from './database.ts';

const database = useDatabase();
const CEILING = PROGRESS_LIMITS.storedBytes;

type Doc = Record<string, unknown>;
type Stored = { completedModules: string[]; lessons: Doc; slides: Doc; quizzes: Doc; reviews: Doc };

/**
 * Saves `document` (or its JSON text) as learner `id`; 'saved', or the refusal's reason. With
 * `rollback`, nothing is kept and the answer is the merged document's size.
 */
async function save(db: TestDatabase, id: string, document: Doc | string, rollback = false): Promise<string> {
  return asRequest(
    db.api,
    learner(id),
    async (client) => {
      try {
        const { rows } = await client.query<{ bytes: number }>('select octet_length(public.merge_learning_progress($1)::text) as bytes', [
          document,
        ]);
        return rollback ? String(rows[0]!.bytes) : 'saved';
      } catch (error) {
        const { code, detail } = error as { code?: string; detail?: string };
        if (code === '22023') return detail ?? 'refused';
        throw error;
      }
    },
    { rollback },
  );
}

const stored = async (db: TestDatabase, id: string) =>
  (
    await db.owner.query<{ bytes: number; progress: Stored }>(
      'select octet_length(progress::text) as bytes, progress from public.learning_progress where user_id = $1',
      [id],
    )
  ).rows[0]!;

/** `count` made-up ids, distinct per `batch`, each as long as a real one. */
const madeUp = (batch: number, count = 200) => Array.from({ length: count }, (_, i) => `made-up-${batch}-${i}-${'x'.repeat(30)}`);
const card = {
  due: '2025-11-25T20:00:00.000Z',
  stability: 1,
  difficulty: 5,
  reps: 1,
  lapses: 0,
  state: 2,
  reviewedAt: '2025-11-24T20:00:00.000Z',
};

it('60 saves of 200 made-up ids each, then a real module: the account holds the real module alone, within every limit', async () => {
  const db = database();
  const [id] = await signUps(db, 1, true);
  for (let batch = 0; batch < 60; batch++) {
    const ids = madeUp(batch);
    const document = {
      version: 2,
      completedModules: ids,
      completedAt: { [ids[0]!]: '2025-01-01T00:00:00.000Z' },
      lessons: Object.fromEntries(ids.slice(0, 50).map((slug) => [slug, { completed: true, readPercent: 100 }])),
      quizzes: { [ids[0]!]: { score: 1, total: 1, percent: 100 } },
      slides: Object.fromEntries(ids.slice(0, 50).map((module) => [module, 3])),
    };
    expect(await save(db, id!, document)).toBe('saved');
  }
  expect(await save(db, id!, { version: 2, completedModules: ['what-is-money-really'] })).toBe('saved');

  const { bytes, progress } = await stored(db, id!);
  expect(progress).toMatchObject({ completedModules: ['what-is-money-really'], lessons: {}, quizzes: {}, slides: {} });
  expect(bytes).toBeLessThan(1024);
  // The browser reads it back whole: the real module shows as done.
  const dropped: string[] = [];
  expect(decodeFields(progress, (field) => dropped.push(field), CURRICULUM_IDS).completedModules).toEqual(['what-is-money-really']);
  expect(dropped).toEqual([]);
});

it('saves of 500 made-up and retired cards each, then a real card: the account holds the real card alone', async () => {
  const db = database();
  const [id] = await signUps(db, 1, true);
  for (let batch = 0; batch < 6; batch++) {
    // Questions no module or quiz has (a quiz holds 15), and cards of modules the curriculum does not have.
    const ids = Array.from({ length: 500 }, (_, i) =>
      i % 2 ? `quiz/finance/q${16 + batch * 500 + i}` : `module/made-up-${batch}-${i}/q1`,
    );
    expect(
      await save(db, id!, { version: 2, completedModules: [], reviews: Object.fromEntries(ids.map((cardId) => [cardId, card])) }),
    ).toBe('saved');
  }
  expect(await save(db, id!, { version: 2, completedModules: [], reviews: { 'module/what-is-money-really/q1': card } })).toBe('saved');
  expect(Object.keys((await stored(db, id!)).progress.reviews)).toEqual(['module/what-is-money-really/q1']);
});

/**
 * A document of real `lessons`, each read to 0 written with 10,000 zeros after the point: jsonb
 * keeps a number's digits as written, so each lesson weighs about 10 KB. As JSON text, which
 * carries the digits to the database (a JavaScript number would not).
 */
const paddedLessons = (lessons: string[]) =>
  `{"version": 2, "completedModules": [], "lessons": {${lessons
    .map((slug) => `"${slug}": {"completed": false, "readPercent": 0.${'0'.repeat(10_000)}}`)
    .join(', ')}}}`;
const LESSONS = [...CURRICULUM_IDS.lessons!];

it('real lessons padded to 10 KB each: the save that would pass 64 KB is refused and the account keeps what it had', async () => {
  const db = database();
  const [id] = await signUps(db, 1, true);
  expect(await save(db, id!, paddedLessons(LESSONS.slice(0, 3)))).toBe('saved');
  expect(await save(db, id!, paddedLessons(LESSONS.slice(3, 6)))).toBe('saved');
  const before = await stored(db, id!);
  expect(await save(db, id!, paddedLessons(LESSONS.slice(6, 7)))).toBe('stored_progress_full');
  expect(await stored(db, id!)).toEqual(before);
  expect(before.bytes).toBeLessThanOrEqual(CEILING);
  // A learner's ordinary save still merges.
  expect(await save(db, id!, { version: 2, completedModules: ['what-is-money-really'] })).toBe('saved');
});

it('two devices saving at the same moment near the ceiling: one is merged, the other refused, the document stays under it', async () => {
  const db = database();
  const [id] = await signUps(db, 1, true);
  expect(await save(db, id!, paddedLessons(LESSONS.slice(0, 3)))).toBe('saved');
  expect(await save(db, id!, paddedLessons(LESSONS.slice(3, 5)))).toBe('saved');
  const before = (await stored(db, id!)).bytes;
  const devices = [LESSONS.slice(5, 6), LESSONS.slice(6, 7)].map(paddedLessons);
  // Each device's save alone fits; both together would not.
  const alone = await Promise.all(devices.map(async (document) => Number(await save(db, id!, document, true))));
  for (const bytes of alone) expect(bytes).toBeLessThanOrEqual(CEILING);
  expect(alone[0]! + alone[1]! - before).toBeGreaterThan(CEILING);

  const answers = await atOnce(
    db,
    { tables: ['public.learning_progress'], gathered: 2 },
    devices.map((document) => () => save(db, id!, document)),
  );
  expect(answers.sort()).toEqual(['saved', 'stored_progress_full']);
  const after = await stored(db, id!);
  expect(after.bytes).toBeGreaterThan(before);
  expect(after.bytes).toBeLessThanOrEqual(CEILING);
});
