/**
 * Review cards on real PostgreSQL 17: the per-card merge as properties (commutative,
 * idempotent, monotonic), and 20 devices merging
 * their cards into one account at the same moment ending as any one-at-a-time order would.
 */
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { cardsArbitrary, reviewedAtOf, type Cards } from '../review-card-arbitrary.ts';
import { atOnce } from './at-once.ts';
import { asRequest, learner, POOL_SIZE, signUps, useDatabase } from './database.ts';

const database = useDatabase();

const merge = async (a: Cards | null, b: Cards | null): Promise<Cards> =>
  (
    await database().owner.query<{ merged: Cards }>('select private.merge_learning_reviews($1::jsonb, $2::jsonb) as merged', [
      a && JSON.stringify(a),
      b && JSON.stringify(b),
    ])
  ).rows[0]!.merged;

async function mergeAll(all: Cards[]): Promise<Cards> {
  let merged: Cards | null = null;
  for (const cards of all) merged = await merge(merged, cards);
  return merged ?? {};
}

it('merges cards in any order to the same bytes, and merging one again changes nothing', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc
        .array(cardsArbitrary, { minLength: 1, maxLength: 5 })
        .chain((all) => fc.tuple(fc.constant(all), fc.shuffledSubarray(all, { minLength: all.length }))),
      async ([all, shuffled]) => {
        const inOrder = await mergeAll(all);
        expect(JSON.stringify(await mergeAll(shuffled))).toBe(JSON.stringify(inOrder));
        for (const cards of all) expect(await merge(inOrder, cards)).toEqual(inOrder);
      },
    ),
    { numRuns: 100 },
  );
});

it('never loses a card nor goes back to an earlier review', async () => {
  await fc.assert(
    fc.asyncProperty(cardsArbitrary, cardsArbitrary, async (a, b) => {
      const merged = await merge(a, b);
      for (const cards of [a, b])
        for (const [id, card] of Object.entries(cards)) expect(reviewedAtOf(merged[id])).toBeGreaterThanOrEqual(reviewedAtOf(card));
    }),
    { numRuns: 100 },
  );
});

it('20 devices merging their cards into one account at once end with what one device after another gives', async () => {
  const db = database();
  const [id] = await signUps(db, 1, true);
  const devices = fc.sample(cardsArbitrary, { numRuns: POOL_SIZE, seed: 27 });
  const answers = await atOnce(
    db,
    { tables: ['public.learning_progress'], gathered: POOL_SIZE },
    devices.map(
      (reviews) => () =>
        asRequest(db.api, learner(id!), async (client) => {
          await client.query('select public.merge_learning_progress($1)', [{ version: 2, completedModules: [], reviews }]);
        }),
    ),
  );
  expect(answers).toHaveLength(POOL_SIZE);
  const { rows } = await db.owner.query<{ reviews: Cards }>("select progress -> 'reviews' as reviews from public.learning_progress");
  expect(rows).toEqual([{ reviews: await mergeAll(devices) }]);
});
