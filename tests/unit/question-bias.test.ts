import { describe, expect, it } from 'vitest';
import {
  commonestPositionShare,
  hasHedgeCue,
  hedgeCueCount,
  isLongestCorrect,
  longestCorrectShare,
  longestCueLimit,
} from '../question-bias.ts';

describe('answer bias measures', () => {
  const questions = [
    { options: ['short', 'the longest one', 'mid size'], correct: 1 },
    { options: ['aaaa', 'bb', 'cc'], correct: 0 },
    { options: ['same', 'same', 'x'], correct: 0 },
    { options: ['a', 'b', 'c', 'dddd'], correct: 2 },
  ];

  it('counts a right answer as longest only when it is strictly longest', () => {
    expect(longestCorrectShare(questions)).toBe(0.5);
  });

  it('finds the share of the commonest right position', () => {
    expect(commonestPositionShare(questions)).toBe(0.5);
  });

  it('is 0 for no questions', () => {
    expect(longestCorrectShare([])).toBe(0);
    expect(commonestPositionShare([])).toBe(0);
  });
});

describe('the longest-option cue', () => {
  const four = (count: number) => Array.from({ length: count }, () => ({ options: ['a', 'b', 'c', 'd'], correct: 0 }));

  it('finds a right option strictly longer than every other, counting characters as String.length does', () => {
    expect(isLongestCorrect({ options: ['Sí, más', 'No', 'Nunca'], correct: 0 })).toBe(true);
    expect(isLongestCorrect({ options: ['Sí, más', 'Ni modo', 'No'], correct: 0 })).toBe(false);
    expect(isLongestCorrect({ options: ['No', 'Sí, más'], correct: 0 })).toBe(false);
  });

  it('allows chance, one question in four, rounded up to a whole question', () => {
    expect(longestCueLimit(four(15))).toBe(4);
    expect(longestCueLimit(four(50))).toBe(13);
    expect(longestCueLimit(four(5))).toBe(2);
    expect(longestCueLimit(four(8))).toBe(2);
    expect(longestCueLimit(four(10))).toBe(3);
    expect(longestCueLimit(four(12))).toBe(3);
    expect(longestCueLimit([])).toBe(0);
  });

  it('counts a three-option question at one in three', () => {
    const three = { options: ['a', 'b', 'c'], correct: 0 };
    expect(longestCueLimit([three, three, three])).toBe(1);
    expect(longestCueLimit([three, three, three, ...four(4)])).toBe(2);
  });
});

describe('the hedge cue', () => {
  it('flags a right answer that is the only one to hedge', () => {
    expect(
      hasHedgeCue({ options: ['They always rise', 'They can fall by half', 'Banks fix them', 'Supply keeps them steady'], correct: 1 }),
    ).toBe(true);
  });

  it('flags wrong answers that are all absolutes when the right one is not', () => {
    expect(hasHedgeCue({ options: ['Only on Sundays', 'Never at night', 'When both agree', 'Always by law'], correct: 2 })).toBe(true);
  });

  it('does not flag a question whose distractors hedge too', () => {
    expect(hasHedgeCue({ options: ['They always rise', 'They can fall by half', 'Supply usually keeps them steady'], correct: 1 })).toBe(
      false,
    );
  });

  it("reads can't and cannot as absolutes, not hedges", () => {
    expect(hasHedgeCue({ options: ["It can't be undone", 'The bank refunds it', 'It is fined'], correct: 0 })).toBe(false);
    expect(hedgeCueCount([{ options: ['It cannot be reversed', 'It may be refunded', 'Banks fix it'], correct: 0 }])).toBe(0);
  });

  it('counts the flagged questions', () => {
    expect(hedgeCueCount([])).toBe(0);
    expect(
      hedgeCueCount([
        { options: ['a flat claim', 'it may help', 'another flat claim'], correct: 1 },
        { options: ['a flat claim', 'it may help', 'it can hurt'], correct: 1 },
      ]),
    ).toBe(1);
  });
});
