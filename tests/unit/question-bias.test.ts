import { describe, expect, it } from 'vitest';
import { commonestPositionShare, hasHedgeCue, hedgeCueCount, longestCorrectShare } from '../question-bias';

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
