import { describe, expect, it } from 'vitest';
import { askableQuestions, drawModuleQuiz, hasModuleQuiz, sample, shuffle, type RandomSource } from './draws.ts';

/** A repeatable random source (mulberry32), so draws are the same on every run. */
function seeded(seed: number): RandomSource {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pool = [
  { id: 'q1', requiresSlides: [0] },
  { id: 'q2', requiresSlides: [1] },
  { id: 'q3', requiresSlides: [1, 2] },
  { id: 'q4', requiresSlides: [3] },
  { id: 'q5', requiresSlides: [4] },
];

describe('module quiz draw', () => {
  it('draws 3 different questions from the pool', () => {
    const seen = new Set([0, 1, 2, 3, 4]);
    for (let seed = 1; seed <= 50; seed++) {
      const drawn = drawModuleQuiz(pool, seen, seeded(seed));
      expect(drawn).toHaveLength(3);
      expect(new Set(drawn.map(({ id }) => id)).size).toBe(3);
    }
  });

  it('only asks questions whose required slides were all seen', () => {
    const seen = new Set([0, 1, 3]);
    expect(askableQuestions(pool, seen).map(({ id }) => id)).toEqual(['q1', 'q2', 'q4']);
    for (let seed = 1; seed <= 20; seed++) {
      expect(
        drawModuleQuiz(pool, seen, seeded(seed))
          .map(({ id }) => id)
          .sort(),
      ).toEqual(['q1', 'q2', 'q4']);
    }
  });

  it('draws nothing when fewer than 3 questions can be asked', () => {
    expect(drawModuleQuiz(pool, new Set([0, 1]), seeded(1))).toEqual([]);
    expect(drawModuleQuiz(pool.slice(0, 2), new Set([0, 1, 2, 3, 4]), seeded(1))).toEqual([]);
  });

  it('knows at build whether a module has a quiz at all, once every slide is seen', () => {
    const slides = ['a', 'b', 'c', 'd', 'e'];
    expect(hasModuleQuiz({ slides, quizPool: pool })).toBe(true);
    expect(hasModuleQuiz({ slides, quizPool: pool.slice(0, 2) })).toBe(false);
    // Questions needing a slide the module does not have can never be asked.
    expect(hasModuleQuiz({ slides: slides.slice(0, 2), quizPool: pool })).toBe(false);
  });

  it('draws different sets on different runs', () => {
    const seen = new Set([0, 1, 2, 3, 4]);
    const sets = new Set(
      Array.from({ length: 30 }, (_, seed) =>
        drawModuleQuiz(pool, seen, seeded(seed + 1))
          .map(({ id }) => id)
          .sort()
          .join(),
      ),
    );
    expect(sets.size).toBeGreaterThan(1);
  });
});

describe('sample', () => {
  const bank = Array.from({ length: 50 }, (_, index) => ({ id: `x${index + 1}` }));

  it('draws 35 of 50 without repeats, all from the bank', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const drawn = sample(bank, 35, seeded(seed));
      expect(new Set(drawn.map(({ id }) => id)).size).toBe(35);
      for (const question of drawn) expect(bank).toContain(question);
    }
  });

  it('shuffles: the order is not the bank order', () => {
    expect(sample(bank, 35, seeded(7)).map(({ id }) => id)).not.toEqual(bank.slice(0, 35).map(({ id }) => id));
  });

  it('leaves the bank as it was', () => {
    const copy = [...bank];
    sample(bank, 35, seeded(3));
    expect(bank).toEqual(copy);
  });
});

describe('shuffle', () => {
  it('keeps every item exactly once', () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    expect(shuffle(items, seeded(5)).sort()).toEqual(items);
  });

  it('uses the random source it is given', () => {
    // Always 0: every step swaps with the first item.
    expect(shuffle([1, 2, 3, 4], () => 0)).toEqual([2, 3, 4, 1]);
  });
});
