import { describe, expect, it } from 'vitest';
import { scheduleReview } from './review-schedule.ts';

const DAY = 86_400_000;
const NOW = new Date('2025-11-24T20:00:00.000Z');
const days = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY;

describe('scheduling a review card (FSRS, on a fixed clock)', () => {
  it('a question missed for the first time becomes a card due the next day, not within the sitting', () => {
    const card = scheduleReview(undefined, false, NOW);
    expect(card).toMatchObject({ reps: 1, lapses: 0, reviewedAt: NOW.toISOString() });
    expect(days(card.reviewedAt, card.due)).toBe(1);
    expect(card.stability).toBeGreaterThan(0);
    expect(card.difficulty).toBeGreaterThanOrEqual(1);
    expect(card.difficulty).toBeLessThanOrEqual(10);
  });

  it('is the same card for the same answer at the same time', () => {
    const missed = scheduleReview(undefined, false, NOW);
    expect(scheduleReview(missed, true, new Date(missed.due))).toEqual(scheduleReview(missed, true, new Date(missed.due)));
  });

  it('a right answer pushes the card further out each time', () => {
    let card = scheduleReview(undefined, false, NOW);
    let interval = days(card.reviewedAt, card.due);
    for (let review = 0; review < 4; review++) {
      const next = scheduleReview(card, true, new Date(card.due));
      const nextInterval = days(next.reviewedAt, next.due);
      expect(nextInterval).toBeGreaterThan(interval);
      expect(next.reps).toBe(card.reps + 1);
      expect(next.lapses).toBe(card.lapses);
      card = next;
      interval = nextInterval;
    }
  });

  it('a wrong answer brings a learned card back within days, not weeks, and counts a lapse', () => {
    let card = scheduleReview(undefined, false, NOW);
    for (let review = 0; review < 3; review++) card = scheduleReview(card, true, new Date(card.due));
    expect(days(card.reviewedAt, card.due)).toBeGreaterThan(5);
    const forgotten = scheduleReview(card, false, new Date(card.due));
    expect(days(forgotten.reviewedAt, forgotten.due)).toBeLessThanOrEqual(2);
    expect(forgotten.lapses).toBe(card.lapses + 1);
    expect(forgotten.stability).toBeLessThan(card.stability);
  });

  it('a clock behind the last review answers as of that review, never into the past', () => {
    const card = scheduleReview(undefined, false, NOW);
    const next = scheduleReview(card, true, new Date(NOW.getTime() - DAY));
    expect(next.reviewedAt).toBe(card.reviewedAt);
    expect(Date.parse(next.due)).toBeGreaterThan(Date.parse(card.due));
    expect(next.reps).toBe(2);
  });

  it('keeps stability and difficulty to 4 decimals', () => {
    const card = scheduleReview(scheduleReview(undefined, false, NOW), true, new Date('2025-11-26T07:13:00.000Z'));
    expect(card.stability * 10_000).toBeCloseTo(Math.round(card.stability * 10_000), 6);
    expect(card.difficulty * 10_000).toBeCloseTo(Math.round(card.difficulty * 10_000), 6);
  });
});
