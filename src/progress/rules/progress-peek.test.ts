// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isLessonCompleteInStorage, PROGRESS_KEY } from './progress-peek.ts';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('peeking at lesson completion', () => {
  it('is true only for a lesson stored as completed', () => {
    localStorage.setItem(
      PROGRESS_KEY,
      JSON.stringify({ version: 1, lessons: { 'financial-basics': { completed: true, readPercent: 100 } } }),
    );
    expect(isLessonCompleteInStorage('financial-basics')).toBe(true);
    expect(isLessonCompleteInStorage('understanding-markets')).toBe(false);
  });

  it.each([
    '{broken',
    'null',
    '"text"',
    JSON.stringify({ lessons: null }),
    JSON.stringify({ lessons: { 'financial-basics': { completed: 'yes' } } }),
  ])('is false for unexpected data: %s', (raw) => {
    localStorage.setItem(PROGRESS_KEY, raw);
    expect(isLessonCompleteInStorage('financial-basics')).toBe(false);
  });

  it('is false when storage cannot be read', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(isLessonCompleteInStorage('financial-basics')).toBe(false);
  });
});
