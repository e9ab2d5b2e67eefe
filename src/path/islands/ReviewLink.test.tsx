import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { texts } from '../../i18n/index.ts';
import type { ReviewCard } from '../../review/rules/review-cards.ts';
import { axeViolations } from '../../../tests/axe-dom.ts';
import ReviewLink from './ReviewLink.tsx';

const text = texts(['reviews.pathDue', 'reviews.pathNext']);
const NOW = new Date('2025-11-26T20:00:00.000Z');
const card = (due: string): ReviewCard => ({
  due,
  stability: 1,
  difficulty: 5,
  reps: 1,
  lapses: 0,
  state: 2,
  reviewedAt: '2025-11-24T20:00:00.000Z',
});
const live = new Set(['quiz/finance/q1', 'quiz/finance/q2']);

describe('ReviewLink (the learning path)', () => {
  it('links to the review with the number due, counting only live cards', async () => {
    const { container } = render(
      <ReviewLink
        cards={{ 'quiz/finance/q1': card('2025-11-25T20:00:00.000Z'), 'quiz/finance/q9': card('2025-11-25T20:00:00.000Z') }}
        live={live}
        now={NOW}
        text={text}
      />,
    );
    expect(screen.getByRole('link', { name: 'Review · 1 due' }).getAttribute('href')).toBe('/review');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says when the next card comes back when none is due, and nothing without cards', () => {
    const { rerender, container } = render(
      <ReviewLink cards={{ 'quiz/finance/q2': card('2025-12-01T09:30:00.000Z') }} live={live} now={NOW} text={text} />,
    );
    const date = new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short' }).format(new Date('2025-12-01T09:30:00.000Z'));
    expect(screen.getByText(`Nothing to review now. Your next review comes back on ${date}.`)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    rerender(<ReviewLink cards={{ 'quiz/finance/q9': card('2025-12-01T09:30:00.000Z') }} live={live} now={NOW} text={text} />);
    expect(container.textContent).toBe('');
  });
});
