/**
 * Generated review cards for the merge's property tests (tests/backend, tests/pg): a few card
 * ids and a few review times, so that generated documents share cards and tie on time.
 */
import fc from 'fast-check';

export type Cards = Record<string, Record<string, unknown>>;

export const CARD_IDS = [
  'module/what-is-money-really/q1',
  'module/what-is-money-really/q3',
  'module/tokens-tokenization/q2',
  'quiz/finance/q1',
  'quiz/web3/q15',
];

const DAY = 86_400_000;
const reviewedAt = fc.integer({ min: 0, max: 5 }).map((hour) => Date.UTC(2025, 10, 24, hour));

/** One valid card, as the browser stores it. */
export const cardArbitrary = fc
  .record({
    at: reviewedAt,
    days: fc.integer({ min: 0, max: 400 }),
    stability: fc.double({ min: 0.001, max: 36_500, noNaN: true }),
    difficulty: fc.double({ min: 1, max: 10, noNaN: true }),
    reps: fc.integer({ min: 1, max: 6 }),
    state: fc.integer({ min: 0, max: 3 }),
    lapsed: fc.nat(),
  })
  .map(({ at, days, stability, difficulty, reps, state, lapsed }) => ({
    due: new Date(at + days * DAY).toISOString(),
    stability: Math.round(stability * 10_000) / 10_000 || 0.001,
    difficulty: Math.round(difficulty * 10_000) / 10_000,
    reps,
    lapses: lapsed % (reps + 1),
    state,
    reviewedAt: new Date(at).toISOString(),
  }));

/** A `reviews` field over the shared ids. */
export const cardsArbitrary: fc.Arbitrary<Cards> = fc.dictionary(fc.constantFrom(...CARD_IDS), cardArbitrary, { maxKeys: CARD_IDS.length });

/** When a card was last reviewed, in milliseconds. */
export const reviewedAtOf = (card: Record<string, unknown> | undefined) => Date.parse(String(card?.['reviewedAt']));
