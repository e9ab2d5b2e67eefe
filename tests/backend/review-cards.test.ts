/**
 * Review cards in `merge_learning_progress` on the stand-in: the per-card merge (latest review
 * wins, ties broken the same way whatever the order) as properties, every refusal, that made-up
 * and retired cards are dropped (so they neither count toward the 500 nor crowd out a real one),
 * and that the browser's decoder keeps exactly the cards the database keeps.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type PGlite, openMigratedDatabase } from '@vault-club/local-supabase/database';
import { CURRICULUM_IDS } from '../../src/path/rules/curriculum-ids.ts';
import { decodeProgress } from '../../src/progress/rules/progress-decode.ts';
import { cardArbitrary, cardsArbitrary, reviewedAtOf, type Cards } from '../review-card-arbitrary.ts';
import { confirmedUser, signedIn, startTestBackend, uniqueEmail, type TestBackend } from './helpers.ts';
import { FIRST_REVIEW_CARD } from '../fixtures/review-card.ts';

describe('the card merge (private.merge_learning_reviews, on the migrated database)', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await openMigratedDatabase('memory');
  });
  afterAll(async () => {
    await db.close();
  });
  const merge = async (a: Cards | null, b: Cards | null): Promise<Cards> =>
    (
      await db.query<{ merged: Cards }>('select private.merge_learning_reviews($1::jsonb, $2::jsonb) as merged', [
        a && JSON.stringify(a),
        b && JSON.stringify(b),
      ])
    ).rows[0]!.merged;
  const mergeAll = async (all: Cards[]) => {
    let merged: Cards | null = null;
    for (const cards of all) merged = await merge(merged, cards);
    return merged ?? {};
  };

  it('is commutative and idempotent: any order gives the same cards, and sending one again changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .array(cardsArbitrary, { minLength: 1, maxLength: 5 })
          .chain((all) => fc.tuple(fc.constant(all), fc.shuffledSubarray(all, { minLength: all.length }))),
        async ([all, shuffled]) => {
          const inOrder = await mergeAll(all);
          expect(JSON.stringify(await mergeAll(shuffled))).toBe(JSON.stringify(inOrder));
          for (const cards of all) expect(await merge(inOrder, cards)).toEqual(inOrder);
          expect(await merge(inOrder, inOrder)).toEqual(inOrder);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('is monotonic: every card stays, and none goes back to an earlier review', async () => {
    await fc.assert(
      fc.asyncProperty(cardsArbitrary, cardsArbitrary, async (a, b) => {
        const merged = await merge(a, b);
        for (const cards of [a, b])
          for (const [id, card] of Object.entries(cards)) expect(reviewedAtOf(merged[id])).toBeGreaterThanOrEqual(reviewedAtOf(card));
        expect(Object.keys(merged).sort()).toEqual([...new Set([...Object.keys(a), ...Object.keys(b)])].sort());
      }),
      { numRuns: 80 },
    );
  });

  it('the latest review wins; on the same time the card answered more often, then the larger text', async () => {
    const id = 'module/what-is-money-really/q3';
    const base = {
      due: '2025-11-26T20:00:00.000Z',
      stability: 2,
      difficulty: 5,
      reps: 2,
      lapses: 0,
      state: 2,
      reviewedAt: '2025-11-24T20:00:00.000Z',
    };
    const later = { ...base, reps: 1, reviewedAt: '2025-11-24T20:00:00.001Z', due: '2025-11-25T20:00:00.001Z' };
    expect((await merge({ [id]: base }, { [id]: later }))[id]).toEqual(later);
    const moreReps = { ...base, reps: 3 };
    expect((await merge({ [id]: moreReps }, { [id]: base }))[id]).toEqual(moreReps);
    const harder = { ...base, difficulty: 6 };
    expect((await merge({ [id]: base }, { [id]: harder }))[id]).toEqual((await merge({ [id]: harder }, { [id]: base }))[id]);
    // The same instant written another way is the same review.
    const offset = { ...base, reviewedAt: '2025-11-24T22:00:00+02:00', stability: 2.0 };
    expect((await merge({ [id]: offset }, null))[id]).toEqual(base);
  });
});

describe('review cards through merge_learning_progress', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend();
  });
  afterAll(async () => {
    await backend.close();
  });
  async function learner(label: string): Promise<SupabaseClient> {
    const email = uniqueEmail(label);
    await confirmedUser(backend.url, email);
    return signedIn(backend.url, email);
  }
  const card = FIRST_REVIEW_CARD;
  const doc = (reviews: unknown) => ({ version: 2, completedModules: [], reviews });

  it('two devices merging their cards in opposite orders end with the same document', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(cardsArbitrary, { minLength: 2, maxLength: 3 }), async (all) => {
        const one = await learner('cards-a');
        const two = await learner('cards-b');
        let a: unknown;
        let b: unknown;
        for (const cards of all) a = (await one.rpc('merge_learning_progress', { progress: doc(cards) })).data;
        for (const cards of [...all].reverse()) b = (await two.rpc('merge_learning_progress', { progress: doc(cards) })).data;
        expect(a).toEqual(b);
        expect(Object.keys((a as { reviews: Cards }).reviews).length).toBe(new Set(all.flatMap((cards) => Object.keys(cards))).size);
      }),
      { numRuns: 4 },
    );
  });

  it.each<[string, unknown, string]>([
    ['a card id of another shape', { 'exam/finance/f1': card }, 'invalid_id'],
    ['a card that is not an object', { 'quiz/finance/q1': 3 }, 'bad_shape'],
    ['a card with an unknown field', { 'quiz/finance/q1': { ...card, admin: true } }, 'unknown_key'],
    ['a card without a field', { 'quiz/finance/q1': { ...card, reps: undefined } }, 'bad_shape'],
    ['a fractional rep count', { 'quiz/finance/q1': { ...card, reps: 1.5 } }, 'bad_shape'],
    ['more lapses than reps', { 'quiz/finance/q1': { ...card, lapses: 2 } }, 'out_of_range'],
    ['a difficulty above 10', { 'quiz/finance/q1': { ...card, difficulty: 10.5 } }, 'out_of_range'],
    ['a stability of 0', { 'quiz/finance/q1': { ...card, stability: 0 } }, 'out_of_range'],
    ['a due time before the review', { 'quiz/finance/q1': { ...card, due: '2025-11-23T20:00:00.000Z' } }, 'out_of_range'],
    ['a due time past FSRS cap', { 'quiz/finance/q1': { ...card, due: '2125-11-25T20:00:00.000Z' } }, 'out_of_range'],
    ['a time that is not a time', { 'quiz/finance/q1': { ...card, reviewedAt: 'yesterday' } }, 'invalid_time'],
    ['501 cards', Object.fromEntries(Array.from({ length: 501 }, (_, i) => [`quiz/finance/q${i + 1}`, card])), 'too_many_items'],
    ['not an object', ['quiz/finance/q1'], 'bad_shape'],
  ])('refuses %s (400, 22023) and stores nothing', async (_case, reviews, reason) => {
    const fresh = await learner('cards-refused');
    const answer = await fresh.rpc('merge_learning_progress', { progress: doc(reviews) });
    expect(answer.status).toBe(400);
    expect(answer.error).toMatchObject({ code: '22023', details: reason });
    expect((await fresh.from('learning_progress').select('progress')).data).toEqual([]);
  });

  it('keeps only the content’s cards: saves of 500 made-up and retired cards each, then a real card, leave the real card alone', async () => {
    const fresh = await learner('cards-made-up');
    for (let batch = 0; batch < 6; batch++) {
      // Questions no quiz has (a path quiz holds 15), and cards of modules the curriculum does not have.
      const ids = Array.from({ length: 500 }, (_, i) =>
        i % 2 ? `quiz/finance/q${16 + batch * 500 + i}` : `module/made-up-${batch}-${i}/q1`,
      );
      const answer = await fresh.rpc('merge_learning_progress', { progress: doc(Object.fromEntries(ids.map((id) => [id, card]))) });
      expect(answer.status).toBe(200);
      expect(answer.data).toMatchObject({ reviews: {} });
    }
    const real = await fresh.rpc('merge_learning_progress', { progress: doc({ 'module/what-is-money-really/q1': card }) });
    expect(Object.keys((real.data as { reviews: Cards }).reviews)).toEqual(['module/what-is-money-really/q1']);
    const stored = (await fresh.from('learning_progress').select('progress').single<{ progress: { reviews: Cards } }>()).data!;
    expect(stored.progress.reviews).toEqual((real.data as { reviews: Cards }).reviews);
  });

  it('the browser keeps a card exactly when the database keeps it', async () => {
    const fresh = await learner('cards-decoder');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const nearlyValid = fc.oneof(
      cardArbitrary,
      fc
        .tuple(
          cardArbitrary,
          fc.constantFrom('stability', 'difficulty', 'reps', 'lapses', 'state', 'due', 'reviewedAt'),
          fc.oneof(
            fc.double({ min: -2, max: 40_000 }),
            fc.integer({ min: -2, max: 12 }),
            fc.constantFrom('2019-06-01T00:00:00.000Z', '2025-11-24T19:00:00Z', '2126-01-01T00:00:00.000Z', 'soon', null),
          ),
        )
        .map(([valid, field, value]) => ({ ...valid, [field]: value })),
    );
    await fc.assert(
      fc.asyncProperty(
        // A live card, a card of a module the curriculum does not have, a malformed id, a retired question.
        fc.constantFrom('quiz/finance/q1', 'module/x/q2', 'quiz/Finance/q1', 'module/what-is-money-really/q12345'),
        nearlyValid,
        async (id, value) => {
          const reviews = { [id]: value };
          const kept = Object.keys(decodeProgress(JSON.stringify(doc(reviews)), 'stored', CURRICULUM_IDS)?.reviews ?? {}).length === 1;
          const answer = await fresh.rpc('merge_learning_progress', { progress: doc(reviews) });
          const stored = answer.status === 200 && id in (answer.data as { reviews: Cards }).reviews;
          expect(stored, `${JSON.stringify(reviews)}: ${answer.error?.message}`).toBe(kept);
        },
      ),
      { numRuns: 120 },
    );
    warn.mockRestore();
  });
});
