import { describe, expect, it } from 'vitest';
import { commonestPositionShare, longestCorrectShare } from '../../src/lib/question-bias';

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
