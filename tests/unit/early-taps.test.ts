import { describe, expect, it } from 'vitest';
import { parseTaps, replayTaps } from '../../src/lib/early-taps';

describe('taps made before the lesson player is ready', () => {
  it('reads the recorded words and ignores anything else', () => {
    expect(parseTaps(' next  next slide-3 previous bogus slide-x key-next key-previous key-up ')).toEqual([
      'next',
      'next',
      'slide-3',
      'previous',
      'key-next',
      'key-previous',
    ]);
    expect(parseTaps(undefined)).toEqual([]);
  });

  it('four taps on Next from the first of five slides end on the fifth, having passed each', () => {
    expect(replayTaps(['next', 'next', 'next', 'next'], 0, 5)).toEqual({ index: 4, visited: [1, 2, 3, 4], startQuiz: false });
  });

  it('Next on the last slide starts the quiz, and later taps wait for it', () => {
    expect(replayTaps(['next', 'next', 'next', 'previous'], 0, 3)).toEqual({ index: 2, visited: [1, 2], startQuiz: true });
  });

  it('Previous stops at the first slide; a dot goes straight to its slide, within range', () => {
    expect(replayTaps(['previous', 'slide-4', 'previous'], 0, 5)).toEqual({ index: 2, visited: [0, 3, 2], startQuiz: false });
    expect(replayTaps(['slide-9'], 0, 5).index).toBe(4);
  });

  it('the arrow keys move as Next and Previous do, but stop at the last slide instead of starting the quiz', () => {
    expect(replayTaps(['key-next', 'key-next', 'key-next', 'key-next'], 0, 3)).toEqual({ index: 2, visited: [1, 2], startQuiz: false });
    expect(replayTaps(['key-next', 'key-previous', 'key-previous'], 0, 5)).toEqual({ index: 0, visited: [1, 0], startQuiz: false });
  });

  it('no taps change nothing', () => {
    expect(replayTaps([], 2, 5)).toEqual({ index: 2, visited: [], startQuiz: false });
  });
});
