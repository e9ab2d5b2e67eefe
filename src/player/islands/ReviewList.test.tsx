import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../tests/axe-dom.ts';
import { realText } from '../../../tests/island-helpers.ts';
import ReviewList, { REVIEW_TEXT, type ReviewItem } from './ReviewList.tsx';

const text = realText(REVIEW_TEXT);
const items: ReviewItem[] = [
  {
    id: 'q1',
    question: 'When inflation is high, what happens to cash kept at home?',
    yours: 'It earns interest each month',
    correct: 'It buys less as time goes on',
    explanation: 'Inflation means prices rise, so each note buys a little less as time goes on.',
    teach: { label: 'What Is Money, Really?', href: '/learn/what-is-money-really' },
  },
  { id: 'q2', question: 'What is a commodity?', yours: 'Copper', correct: 'Copper' },
];

describe('ReviewList', () => {
  it('shows each answer, the right one and why it is right', async () => {
    const { container } = render(<ReviewList items={items} text={text} />);
    const [wrong, right] = within(screen.getByRole('region', { name: 'Review Your Answers' })).getAllByRole('listitem');
    expect(wrong!.dataset['state']).toBe('incorrect');
    expect(wrong!.textContent).toContain('Your answer: It earns interest each month');
    expect(wrong!.textContent).toContain('Correct answer: It buys less as time goes on');
    expect(wrong!.textContent).toContain('Why: Inflation means prices rise, so each note buys a little less as time goes on.');
    expect(within(wrong!).getByRole('link', { name: 'Learn it in What Is Money, Really?' }).getAttribute('href')).toBe(
      '/learn/what-is-money-really',
    );
    expect(right!.dataset['state']).toBe('correct');
    expect(within(right!).queryByText('Why:')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });
});
