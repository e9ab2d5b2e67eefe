import { render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { texts, useTranslations } from '../../i18n/index.ts';
import { TOAST_EVENT, type ToastMessage } from '../../site/rules/toast.ts';
import type { QuizId } from '../../progress/rules/progress-rules.ts';
import { $progress } from '../../progress/stores/progress.ts';
import { axeViolations } from '../../../tests/axe-dom.ts';
import { idsOf, quizKey, quizQuestions, storeProgress } from '../../../tests/fixtures/learning.ts';
import CategoryQuiz from './CategoryQuiz.tsx';
import { CATEGORY_QUIZ_TEXT } from '../../shared/islands/text-keys.ts';

const text = texts(CATEGORY_QUIZ_TEXT);
const toasts: ToastMessage[] = [];
const onToast = (event: Event) => toasts.push((event as CustomEvent<ToastMessage>).detail);
const categoryOf: Record<QuizId, number> = { finance: 0, web3: 1, education: 2 };
const quizNameOf: Record<QuizId, string> = { finance: 'Financial Basics', web3: 'Crypto & Web3', education: 'Education & Learning' };

beforeEach(() => {
  storeProgress([...idsOf(0), ...idsOf(1), ...idsOf(2)]);
  toasts.length = 0;
  window.addEventListener(TOAST_EVENT, onToast);
});
afterEach(() => window.removeEventListener(TOAST_EVENT, onToast));

const renderQuiz = (quiz: QuizId = 'finance') =>
  render(
    <CategoryQuiz
      quiz={quiz}
      categoryIndex={categoryOf[quiz] ?? 0}
      quizName={quizNameOf[quiz] ?? ''}
      questions={quizQuestions}
      answerKey={quizKey}
      text={text}
    />,
  );

/** Answers all 15 questions, `right` of them correctly, with Next between them, then submits. */
async function takeQuiz(user: UserEvent, right: number) {
  for (let index = 0; index < 15; index++) {
    const question = quizQuestions[index]!;
    const value = index < right ? quizKey[question.id]! : 'd';
    await user.click(screen.getByRole('radio', { name: `${value}. Option ${value} of ${index + 1}` }));
    await user.click(screen.getByRole('button', { name: index < 14 ? /Next/ : 'Submit Quiz' }));
  }
}

describe('CategoryQuiz', { timeout: 20_000 }, () => {
  it('shows the unlock text and the path link while the category is incomplete', () => {
    storeProgress(idsOf(1).slice(0, 2));
    renderQuiz('web3');
    expect(screen.getByRole('heading', { name: /Quiz Locked/ })).toBeTruthy();
    expect(screen.getByText('2 / 6 modules completed')).toBeTruthy();
    expect(screen.getByText('Complete all 6 Crypto & Web3 modules to unlock this quiz.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the Learning Path' }).getAttribute('href')).toBe('/learn-now');
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('names the locked quiz in the page’s language, as the page gives it', () => {
    storeProgress([]);
    render(
      <CategoryQuiz
        lang="es"
        quiz="web3"
        categoryIndex={1}
        quizName="Cripto y Web3"
        questions={quizQuestions}
        answerKey={quizKey}
        text={useTranslations('es').texts(CATEGORY_QUIZ_TEXT)}
      />,
    );
    expect(screen.getByText('Completa los 6 módulos de Cripto y Web3 para desbloquear este cuestionario.')).toBeTruthy();
  });

  it('asks one question at a time with a source line, the counter and dots', async () => {
    const user = userEvent.setup();
    renderQuiz();
    expect(screen.getByRole('heading', { name: 'Question 1 of 15' })).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('value')).toBe('7');
    expect(screen.getByRole('group', { name: 'Quiz question 1?' })).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    expect(screen.getByText('Source: What Is Money, Really?')).toBeTruthy();
    expect(screen.getByText('Answered 0/15')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Previous/ })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: /Next/ })).toHaveProperty('disabled', true);
    const dots = within(screen.getByRole('list', { name: 'Questions' })).getAllByRole('listitem');
    expect(dots).toHaveLength(15);
    expect(dots[0]!.textContent).toContain('Question 1: current');

    await user.click(screen.getByRole('radio', { name: 'b. Option b of 1' }));
    expect(screen.getByText('Answered 1/15')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(screen.getByRole('heading', { name: 'Question 2 of 15' })).toBe(document.activeElement);
    expect(dots[0]!.textContent).toContain('Question 1: answered');
    expect(dots[2]!.textContent).toContain('Question 3: not answered yet');
    await user.click(screen.getByRole('button', { name: /Previous/ }));
    expect((screen.getByRole('radio', { name: 'b. Option b of 1' }) as HTMLInputElement).checked).toBe(true);
  });

  it('enables Submit Quiz on the last question once all 15 are answered', async () => {
    const user = userEvent.setup();
    renderQuiz();
    for (let index = 0; index < 14; index++) {
      await user.click(screen.getAllByRole('radio')[0]!);
      await user.click(screen.getByRole('button', { name: /Next/ }));
    }
    const submit = screen.getByRole('button', { name: 'Submit Quiz' });
    expect(submit).toHaveProperty('disabled', true);
    await user.click(screen.getAllByRole('radio')[0]!);
    expect(submit).toHaveProperty('disabled', false);
  });

  it('passes at 11/15 (73%) with the finance heading, review and best score', async () => {
    const user = userEvent.setup();
    renderQuiz('finance');
    await takeQuiz(user, 11);
    expect(screen.getByRole('heading', { name: /Excellent Work/ })).toBe(document.activeElement);
    expect(screen.getByText('You scored 11/15 (73%). Great job!')).toBeTruthy();
    expect(toasts, 'no toast repeats the result on screen').toEqual([]);
    expect($progress.get().quizzes.finance).toEqual({ score: 11, total: 15, percent: 73 });
    const review = screen.getByRole('region', { name: 'Review Your Answers' });
    expect(within(review).getAllByText('Incorrect')).toHaveLength(4);
    expect(within(review).getAllByRole('link', { name: 'Learn it in What Is Money, Really?' })[0]!.getAttribute('href')).toBe(
      '/learn/what-is-money-really',
    );
    expect(within(review).getAllByText('Learn it in Types of Financial Markets')).toHaveLength(7);
    const first = within(review).getAllByRole('listitem')[0]!;
    expect(first.textContent).toContain('Why: Why the answer to question 1 is right.');
    expect(within(review).getAllByText('Why:')).toHaveLength(15);
  });

  it('fails at 10/15 (67%) with Keep Learning, and Retake resets everything', async () => {
    const user = userEvent.setup();
    renderQuiz('finance');
    await takeQuiz(user, 10);
    expect(screen.getByRole('heading', { name: 'Keep Learning' })).toBeTruthy();
    expect(toasts, 'no toast repeats the result on screen').toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Retake Quiz' }));
    expect(screen.getByRole('heading', { name: 'Question 1 of 15' })).toBeTruthy();
    expect(screen.getByText('Answered 0/15')).toBeTruthy();
  });

  it('uses the Web3 wording', async () => {
    const user = userEvent.setup();
    renderQuiz('web3');
    await takeQuiz(user, 15);
    expect(screen.getByRole('heading', { name: /Outstanding Web3 Knowledge/ })).toBeTruthy();
    expect(toasts, 'no toast repeats the result on screen').toEqual([]);
  });

  it('uses the Web3 wording below 70%', async () => {
    const user = userEvent.setup();
    renderQuiz('web3');
    await takeQuiz(user, 3);
    expect(screen.getByRole('heading', { name: 'Continue Your Web3 Journey' })).toBeTruthy();
    expect(toasts, 'no toast repeats the result on screen').toEqual([]);
  });

  it('uses the education wording and offers Return to Learning and Explore More Modules', async () => {
    const user = userEvent.setup();
    renderQuiz('education');
    await takeQuiz(user, 12);
    expect(toasts, 'no toast repeats the result on screen').toEqual([]);
    expect(screen.getByRole('link', { name: 'Return to Learning' }).getAttribute('href')).toBe('/learn-now');
    expect(screen.getByRole('link', { name: 'Explore More Modules' }).getAttribute('href')).toBe('/learn-now');
  });

  it('uses the education wording below 70%', async () => {
    const user = userEvent.setup();
    renderQuiz('education');
    await takeQuiz(user, 0);
    expect(screen.getByRole('heading', { name: 'Keep Learning' })).toBeTruthy();
    expect(toasts, 'no toast repeats the result on screen').toEqual([]);
  });

  it('has no axe violations when locked, answering and on the result', async () => {
    const user = userEvent.setup();
    storeProgress([]);
    const locked = renderQuiz();
    expect(await axeViolations(locked.container)).toEqual([]);
    locked.unmount();
    storeProgress(idsOf(0));
    const { container } = renderQuiz();
    expect(await axeViolations(container)).toEqual([]);
    await takeQuiz(user, 9);
    expect(await axeViolations(container)).toEqual([]);
  });
});
