import { render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { texts } from '../i18n';
import { TOAST_EVENT, type ToastMessage } from '../lib/toast';
import { $progress } from '../stores/progress';
import { axeViolations } from '../../tests/axe-dom';
import { examBank, idsOf, storeProgress } from '../../tests/fixtures/learning';
import FinalExam, { FINAL_EXAM_TEXT } from './FinalExam';

const text = texts(FINAL_EXAM_TEXT);
const toasts: ToastMessage[] = [];
const onToast = (event: Event) => toasts.push((event as CustomEvent<ToastMessage>).detail);

beforeEach(() => {
  storeProgress([...idsOf(0), ...idsOf(1), ...idsOf(2)]);
  toasts.length = 0;
  window.addEventListener(TOAST_EVENT, onToast);
});
afterEach(() => window.removeEventListener(TOAST_EVENT, onToast));

/** The exam question on screen, found in the bank by its text. */
const current = () => examBank.find((question) => screen.getByRole('group').querySelector('legend')?.textContent === question.question)!;

/** Answers all 35 questions, `right` of them correctly, and submits. Returns the ids asked. */
async function takeExam(user: UserEvent, right: number): Promise<string[]> {
  const asked: string[] = [];
  for (let index = 0; index < 35; index++) {
    const question = current();
    asked.push(question.id);
    const value = index < right ? 'b' : 'a';
    await user.click(screen.getByRole('radio', { name: `${value}. Answer ${value} to ${question.id}` }));
    await user.click(screen.getByRole('button', { name: index < 34 ? /Next/ : 'Submit Exam' }));
  }
  return asked;
}

describe('FinalExam', { timeout: 30_000 }, () => {
  it('is locked with its unlock text until every category is complete', () => {
    storeProgress([...idsOf(0), ...idsOf(1)]);
    render(<FinalExam bank={examBank} text={text} />);
    expect(screen.getByRole('heading', { name: /Final Exam Locked/ })).toBeTruthy();
    expect(screen.getByText('Complete all modules in all 3 categories to unlock the comprehensive final exam.')).toBeTruthy();
  });

  it('prepares, then asks 35 different questions with their category badge', async () => {
    const user = userEvent.setup();
    render(<FinalExam bank={examBank} text={text} />);
    expect(screen.getByText('Preparing your personalized exam...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Question 1 of 35' })).toBeTruthy();
    const first = current();
    expect(screen.getByText(`Category: ${first.category}`)).toBeTruthy();
    const asked = await takeExam(user, 35);
    expect(new Set(asked).size).toBe(35);
  });

  it('scores 28/35 (80%) as Exceptional Mastery', async () => {
    const user = userEvent.setup();
    render(<FinalExam bank={examBank} text={text} />);
    await screen.findByRole('heading', { name: 'Question 1 of 35' });
    await takeExam(user, 28);
    expect(screen.getByRole('heading', { name: /Exceptional Mastery/ })).toBe(document.activeElement);
    expect(toasts).toEqual([
      { title: 'Comprehensive Exam Completed!', description: 'You scored 28/35 (80%). Outstanding mastery across all subjects!' },
    ]);
    expect($progress.get().exam).toEqual({ score: 28, total: 35, percent: 80 });
  });

  it('scores 27/35 (77%) as Strong Understanding', async () => {
    const user = userEvent.setup();
    render(<FinalExam bank={examBank} text={text} />);
    await screen.findByRole('heading', { name: 'Question 1 of 35' });
    await takeExam(user, 27);
    expect(screen.getByRole('heading', { name: /Strong Understanding/ })).toBeTruthy();
    expect(toasts[0]?.description).toBe('You scored 27/35 (77%). Great knowledge, keep building!');
  });

  it('scores 24/35 (69%) as Keep Learning!, and New Random Exam draws again', async () => {
    const user = userEvent.setup();
    render(<FinalExam bank={examBank} text={text} />);
    await screen.findByRole('heading', { name: 'Question 1 of 35' });
    await takeExam(user, 24);
    expect(screen.getByRole('heading', { name: 'Keep Learning!' })).toBeTruthy();
    expect(toasts[0]?.description).toBe('You scored 24/35 (69%). Review the modules to strengthen your understanding!');
    const review = screen.getByRole('region', { name: 'Review Your Answers' });
    expect(within(review).getAllByText('Incorrect')).toHaveLength(11);
    expect(within(review).getAllByText('Why:')).toHaveLength(35);
    expect(within(review).getAllByText(/^Why the answer to [fwe]\d+ is right\.$/)).toHaveLength(35);
    expect(screen.getAllByRole('link', { name: 'Return to Learning' })[0]!.getAttribute('href')).toBe('/learn-now');
    expect(screen.getByRole('link', { name: 'Explore More Modules' }).getAttribute('href')).toBe('/learn-now');
    await user.click(screen.getByRole('button', { name: 'New Random Exam' }));
    expect(await screen.findByRole('heading', { name: 'Question 1 of 35' })).toBeTruthy();
    expect(screen.getByText('Answered 0/35')).toBeTruthy();
  });

  it('has no axe violations when locked, answering and on the result', async () => {
    const user = userEvent.setup();
    storeProgress([]);
    const locked = render(<FinalExam bank={examBank} text={text} />);
    expect(await axeViolations(locked.container)).toEqual([]);
    locked.unmount();
    storeProgress([...idsOf(0), ...idsOf(1), ...idsOf(2)]);
    const { container } = render(<FinalExam bank={examBank} text={text} />);
    await screen.findByRole('heading', { name: 'Question 1 of 35' });
    expect(await axeViolations(container)).toEqual([]);
    await takeExam(user, 30);
    expect(await axeViolations(container)).toEqual([]);
  });
});
