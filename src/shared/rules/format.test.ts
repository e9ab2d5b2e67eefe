import { describe, expect, it } from 'vitest';
import { texts } from '../../i18n/index.ts';
import { fill } from './format.ts';

describe('fill', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(fill('You scored {n}/3.', { n: 2 })).toBe('You scored 2/3.');
    expect(fill('{a} and {b}', { a: 'x' })).toBe('x and {b}');
  });
});

describe('texts', () => {
  it('gives an island only the raw strings it asks for', () => {
    expect(texts(['player.failText', 'quiz.submit'])).toEqual({
      'player.failText': 'You scored {n}/3. You need a perfect score to unlock the next module.',
      'quiz.submit': 'Submit Quiz',
    });
  });
});
