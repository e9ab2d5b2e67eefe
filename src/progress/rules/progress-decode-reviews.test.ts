import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeProgress } from './progress-decode.ts';
import { FIRST_REVIEW_CARD } from '../../../tests/fixtures/review-card.ts';

const card = FIRST_REVIEW_CARD;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('decoding review cards', () => {
  it('keeps valid cards and drops, by name, each card the database would refuse', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const decoded = decodeProgress(
      JSON.stringify({
        version: 2,
        completedModules: [],
        reviews: {
          'module/what-is-money-really/q3': card,
          'quiz/finance/q1': { ...card, reps: 3, lapses: 1 },
          'exam/finance/f1': card,
          'module/what-is-money-really/q4': { ...card, lapses: 2 },
          'module/what-is-money-really/q5': { ...card, due: '2025-11-23T20:00:00.000Z' },
          'module/what-is-money-really/q6': { ...card, difficulty: 11 },
          'module/what-is-money-really/q7': { ...card, stability: 0 },
          'module/what-is-money-really/q8': { ...card, state: 1.5 },
          'module/what-is-money-really/q9': { ...card, extra: true },
          'module/what-is-money-really/q10': { ...card, reviewedAt: '2019-12-31T23:59:59.000Z', due: '2020-01-02T00:00:00.000Z' },
          'module/what-is-money-really/q11': { ...card, due: '2125-11-25T20:00:00.000Z' },
        },
      }),
    );
    expect(decoded?.reviews).toEqual({ 'module/what-is-money-really/q3': card, 'quiz/finance/q1': { ...card, reps: 3, lapses: 1 } });
    expect(warn.mock.calls.map(([message]) => String(message).replace('Ignored stored learning progress field ', '')).sort()).toEqual(
      [
        'reviews.exam/finance/f1',
        ...['q4', 'q5', 'q6', 'q7', 'q8', 'q9', 'q10', 'q11'].map((q) => `reviews.module/what-is-money-really/${q}`),
      ].sort(),
    );
  });

  it('reads a document without cards as having none', () => {
    expect(decodeProgress('{"version":2,"completedModules":[]}')?.reviews).toEqual({});
  });
});
