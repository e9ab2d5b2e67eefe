import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { texts } from '../../i18n/index.ts';
import type { ReviewCard, ReviewQuestion } from '../rules/review-cards.ts';
import { $progress } from '../../progress/stores/progress.ts';
import { axeViolations } from '../../../tests/axe-dom.ts';
import ReviewSession from './ReviewSession.tsx';
import { REVIEW_SESSION_TEXT } from '../../shared/islands/text-keys.ts';
import { reviewCardDue } from '../../../tests/fixtures/review-card.ts';

const text = texts(REVIEW_SESSION_TEXT);
const NOW = new Date('2025-11-26T20:00:00.000Z');
const questions: ReviewQuestion[] = [1, 2, 3].map((n) => ({
  id: `module/what-is-money-really/q${n}`,
  question: `Review question ${n}?`,
  options: [`Option a of ${n}`, `Option b of ${n}`, `Option c of ${n}`],
  answer: 1,
  explanation: `Why ${n}: b is right.`,
  source: 'What Is Money, Really?',
}));
const card = reviewCardDue;

function storeCards(reviews: Record<string, ReviewCard>): void {
  const key = 'vault-club:learning-progress';
  const value = JSON.stringify({ version: 2, completedModules: [], reviews });
  localStorage.setItem(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ReviewSession', { timeout: 20_000 }, () => {
  it('asks the due questions one at a time, with right and wrong in words and the explanation; axe-clean in each state', async () => {
    vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
    storeCards({
      'module/what-is-money-really/q1': card('2025-11-25T20:00:00.000Z'),
      'module/what-is-money-really/q2': card('2025-11-26T19:00:00.000Z'),
      'module/what-is-money-really/q3': card('2025-12-20T20:00:00.000Z'),
      'module/removed-module/q1': card('2025-11-25T00:00:00.000Z'),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { container } = render(<ReviewSession questions={questions} text={text} />);

    const first = await screen.findByRole('group', { name: 'Review question 1?' });
    expect(container.querySelector('[data-review]')?.getAttribute('data-state')).toBe('answering');
    expect(screen.getByRole('heading', { name: 'Question 1 of 2' })).toBe(document.activeElement);
    expect(screen.getByText('From: What Is Money, Really?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Check Answer' })).toHaveProperty('disabled', true);
    expect(await axeViolations(container)).toEqual([]);

    await user.click(screen.getByRole('radio', { name: 'Option a of 1' }));
    await user.click(screen.getByRole('button', { name: 'Check Answer' }));
    expect(container.querySelector('[data-review]')?.getAttribute('data-state')).toBe('wrong');
    expect(first).toHaveProperty('disabled', true);
    const status = screen.getAllByRole('status').find((region) => region.textContent?.includes('Not quite'));
    expect(status?.textContent).toContain('Why 1: b is right.');
    expect(screen.getByText('Your answer: incorrect')).toBeTruthy();
    expect(screen.getByText('Correct answer')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next Question' })).toBe(document.activeElement);
    expect(await axeViolations(container)).toEqual([]);
    await waitFor(() => expect($progress.get().reviews['module/what-is-money-really/q1']!.reps).toBe(2));
    expect($progress.get().reviews['module/what-is-money-really/q1']!.lapses).toBe(1);

    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Question 2 of 2' })).toBe(document.activeElement);
    await user.click(screen.getByRole('radio', { name: 'Option b of 2' }));
    await user.click(screen.getByRole('button', { name: 'Check Answer' }));
    expect(container.querySelector('[data-review]')?.getAttribute('data-state')).toBe('right');
    expect(screen.getAllByRole('status').some((region) => region.textContent?.includes('Correct! This question comes back later.'))).toBe(
      true,
    );
    expect(await axeViolations(container)).toEqual([]);
    await waitFor(() =>
      expect(Date.parse($progress.get().reviews['module/what-is-money-really/q2']!.due)).toBeGreaterThan(NOW.getTime() + 86_400_000),
    );

    await user.click(screen.getByRole('button', { name: 'Finish Review' }));
    expect(screen.getByRole('heading', { name: 'Review done' })).toBe(document.activeElement);
    expect(screen.getByText('You got 1 of 2 right.')).toBeTruthy();
    expect(container.querySelector('[data-review]')?.getAttribute('data-state')).toBe('finished');
    expect(screen.getByText(/^Your next review comes back on /)).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('with nothing due, says when the next card comes back; without cards, what this page is for', async () => {
    vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
    storeCards({ 'module/what-is-money-really/q3': card('2025-12-20T20:00:00.000Z') });
    const { container, unmount } = render(<ReviewSession questions={questions} text={text} />);
    expect(await screen.findByRole('heading', { name: 'Nothing to review now' })).toBeTruthy();
    expect(container.querySelector('[data-review]')?.getAttribute('data-state')).toBe('empty');
    const expected = new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short' }).format(
      new Date('2025-12-20T20:00:00.000Z'),
    );
    expect(screen.getByText(`Your next review comes back on ${expected}.`)).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
    unmount();

    storeCards({ 'module/removed-module/q1': card('2025-11-25T00:00:00.000Z') });
    render(<ReviewSession questions={questions} text={text} />);
    expect(await screen.findByText(/^Questions you answer wrong in a module quiz/)).toBeTruthy();
  });
});
