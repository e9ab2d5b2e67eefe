import { describe, expect, it } from 'vitest';
import { examTier, moduleQuizPassed, percentOf, quizPassed, scoreAnswers } from './scoring.ts';

describe('percent', () => {
  it('rounds to a whole percent', () => {
    expect(percentOf(10, 15)).toBe(67); // 66.67
    expect(percentOf(11, 15)).toBe(73); // 73.33
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(139, 200)).toBe(70); // 69.5 rounds up
    expect(percentOf(0, 0)).toBe(0);
  });
});

describe('category quiz pass mark', () => {
  it('fails at 69 % and passes at 70 %', () => {
    expect(quizPassed(69)).toBe(false);
    expect(quizPassed(70)).toBe(true);
  });

  it('judges the rounded percent', () => {
    expect(quizPassed(percentOf(139, 200))).toBe(true);
    expect(quizPassed(percentOf(10, 15))).toBe(false);
    expect(quizPassed(percentOf(11, 15))).toBe(true);
  });
});

describe('exam tiers', () => {
  it('splits at 70 and 80 percent', () => {
    expect(examTier(69)).toBe('keep-learning');
    expect(examTier(70)).toBe('strong');
    expect(examTier(79)).toBe('strong');
    expect(examTier(80)).toBe('mastery');
    expect(examTier(100)).toBe('mastery');
  });

  it('uses the rounded percent of 35 questions', () => {
    expect(examTier(percentOf(24, 35))).toBe('keep-learning'); // 68.6 → 69
    expect(examTier(percentOf(25, 35))).toBe('strong'); // 71.4 → 71
    expect(examTier(percentOf(27, 35))).toBe('strong'); // 77.1 → 77
    expect(examTier(percentOf(28, 35))).toBe('mastery'); // 80
  });
});

describe('scoring answers', () => {
  const questions = [{ id: 'q1' }, { id: 'q2' }, { id: 'q3' }];
  const key: Record<string, string> = { q1: 'a', q2: 'b', q3: 'c' };

  it('counts answers that match the key, unanswered as wrong', () => {
    expect(scoreAnswers(questions, { q1: 'a', q2: 'c' }, (question) => key[question.id]!)).toEqual({ score: 1, total: 3, percent: 33 });
    expect(scoreAnswers(questions, { q1: 'a', q2: 'b', q3: 'c' }, (question) => key[question.id]!)).toEqual({
      score: 3,
      total: 3,
      percent: 100,
    });
  });

  it('works with option indexes too', () => {
    expect(scoreAnswers([{ id: 'q1', correct: 0 }], { q1: 0 }, (question) => question.correct).score).toBe(1);
  });
});

describe('module quiz', () => {
  it('passes only at 3/3', () => {
    expect(moduleQuizPassed(3)).toBe(true);
    expect(moduleQuizPassed(2)).toBe(false);
    expect(moduleQuizPassed(0)).toBe(false);
  });
});
