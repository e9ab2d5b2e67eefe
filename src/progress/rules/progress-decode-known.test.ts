import { afterEach, describe, expect, it, vi } from 'vitest';
import { CURRICULUM_IDS } from '../../path/rules/curriculum-ids.ts';
import { decodeProgress } from './progress-decode.ts';
import { FIRST_REVIEW_CARD } from '../../../tests/fixtures/review-card.ts';

const card = FIRST_REVIEW_CARD;
const read = { completed: true, readPercent: 100 };
const result = { score: 15, total: 15, percent: 100 };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('decoding keeps only the curriculum’s ids, as the account does', () => {
  it('shows a module completed after 300 made-up ids as done', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const madeUp = Array.from({ length: 300 }, (_, i) => `made-up-${i}`);
    const decoded = decodeProgress(JSON.stringify({ version: 2, completedModules: [...madeUp, 'money-as-control'] }), 'received');
    expect(decoded?.completedModules).toEqual(['money-as-control']);
    expect(warn).toHaveBeenCalledWith('Ignored received learning progress field completedModules.0');
    expect(warn).toHaveBeenCalledTimes(300);
  });

  it('on every page: drops slide positions and quiz results of what the curriculum does not have', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const decoded = decodeProgress(
      JSON.stringify({
        version: 2,
        completedModules: ['what-is-money-really', 'a-removed-module'],
        completedAt: { 'what-is-money-really': '2025-01-01T00:00:00.000Z', 'a-removed-module': '2025-01-01T00:00:00.000Z' },
        quizzes: { finance: result, 'a-removed-path': result },
        slides: { 'what-is-money-really': 3, 'a-removed-module': 2 },
      }),
    );
    expect(decoded).toMatchObject({
      completedModules: ['what-is-money-really'],
      completedAt: { 'what-is-money-really': '2025-01-01T00:00:00.000Z' },
      quizzes: { finance: result },
      slides: { 'what-is-money-really': 3 },
    });
  });

  it('keeps lessons and cards the page has no list of, and with the whole curriculum (the account’s answers) only its own', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const text = JSON.stringify({
      version: 2,
      completedModules: [],
      lessons: { 'financial-basics': read, 'a-removed-lesson': read },
      reviews: { 'module/what-is-money-really/q1': card, 'module/what-is-money-really/q99': card, 'module/a-removed-module/q1': card },
    });
    const onPage = decodeProgress(text);
    expect(Object.keys(onPage!.lessons)).toEqual(['financial-basics', 'a-removed-lesson']);
    expect(Object.keys(onPage!.reviews)).toHaveLength(3);
    const answer = decodeProgress(text, 'received', CURRICULUM_IDS);
    expect(answer?.lessons).toEqual({ 'financial-basics': read });
    expect(answer?.reviews).toEqual({ 'module/what-is-money-really/q1': card });
  });
});
