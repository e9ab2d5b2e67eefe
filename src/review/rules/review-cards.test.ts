import { describe, expect, it } from 'vitest';
import {
  contentCardIds,
  dueCardIds,
  liveCards,
  MAX_CARDS,
  moduleCardId,
  nextDueAt,
  quizCardId,
  withCard,
  type ReviewCard,
} from './review-cards.ts';

const card = (due: string): ReviewCard => ({
  due,
  stability: 1,
  difficulty: 5,
  reps: 1,
  lapses: 0,
  state: 2,
  reviewedAt: '2025-11-01T00:00:00.000Z',
});
const A = moduleCardId('what-is-money-really', 'q3');
const B = quizCardId('finance', 'q1');
const RETIRED = moduleCardId('what-is-money-really', 'q99');
const cards = {
  [A]: card('2025-11-25T00:00:00.000Z'),
  [B]: card('2025-11-20T00:00:00.000Z'),
  [RETIRED]: card('2025-11-19T00:00:00.000Z'),
};
const live = new Set([A, B]);

describe('review cards', () => {
  it('names cards by where their question lives', () => {
    expect(A).toBe('module/what-is-money-really/q3');
    expect(B).toBe('quiz/finance/q1');
    expect(
      contentCardIds(
        [{ id: 'what-is-money-really', quizPool: [{ id: 'q1' }, { id: 'q3' }] }],
        [{ id: 'finance', questions: [{ id: 'q1' }] }],
      ),
    ).toEqual(['module/what-is-money-really/q1', 'module/what-is-money-really/q3', 'quiz/finance/q1']);
  });

  it('retires a card whose question is gone: never listed, due or next', () => {
    expect(liveCards(cards, live).map(([id]) => id)).toEqual([B, A]);
    expect(dueCardIds(cards, live, new Date('2025-12-01T00:00:00Z'))).toEqual([B, A]);
    expect(nextDueAt(cards, live, new Date('2025-11-01T00:00:00Z'))).toBe('2025-11-20T00:00:00.000Z');
  });

  it('counts as due what is due now, the longest overdue first, and says when the next comes back', () => {
    const now = new Date('2025-11-22T00:00:00Z');
    expect(dueCardIds(cards, live, now)).toEqual([B]);
    expect(nextDueAt(cards, live, now)).toBe('2025-11-25T00:00:00.000Z');
    expect(nextDueAt(cards, live, new Date('2025-12-01T00:00:00Z'))).toBeUndefined();
  });

  it('stores a card only under a card id, and no new card past the limit', () => {
    expect(withCard({}, 'not a card', card('2025-11-25T00:00:00.000Z'))).toEqual({});
    const full = Object.fromEntries(
      Array.from({ length: MAX_CARDS }, (_, i) => [quizCardId('finance', `q${i + 1}`), card('2025-11-25T00:00:00.000Z')]),
    );
    expect(withCard(full, A, card('2025-11-25T00:00:00.000Z'))).toBe(full);
    const updated = withCard(full, quizCardId('finance', 'q1'), card('2025-12-25T00:00:00.000Z'));
    expect(updated[quizCardId('finance', 'q1')]!.due).toBe('2025-12-25T00:00:00.000Z');
  });
});
