import { render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { texts } from '../../i18n/index.ts';
import { SESSION_CHANGED_EVENT } from '../../account/rules/auth-storage.ts';
import type { ExamGrade } from '../rules/exam.ts';
import { TOAST_EVENT, type ToastMessage } from '../../site/rules/toast.ts';
import { $progress } from '../../progress/stores/progress.ts';
import { $progressSync } from '../../progress/stores/keep-in-account.ts';
import { axeViolations } from '../../../tests/axe-dom.ts';
import { storeSession } from '../../../tests/fake-supabase.ts';
import { fakeProgressSync } from '../../../tests/fake-progress-sync.ts';
import { examAttempt, examModules, facts, idsOf, pathModules, storeProgress } from '../../../tests/fixtures/learning.ts';
import FinalExam from './FinalExam.tsx';
import { FINAL_EXAM_TEXT } from '../../shared/islands/text-keys.ts';

const backend = vi.hoisted(() => ({ startExam: vi.fn(), submitExam: vi.fn(), issueCertificate: vi.fn() }));
vi.mock('../stores/exam-calls.ts', () => backend);
vi.mock('../../progress/stores/progress-sync.ts', async () => (await import('../../../tests/fake-progress-sync.ts')).fakeProgressSync);

const modules = examModules;

const text = texts(FINAL_EXAM_TEXT, facts);
const toasts: ToastMessage[] = [];
const onToast = (event: Event) => toasts.push((event as CustomEvent<ToastMessage>).detail);

const attempt = examAttempt;

/** The server's grade of `answers` (the fixture's key is always "b"): the review only with a pass. */
function grade(answers: Record<string, string>): ExamGrade {
  const results = attempt.questions.map(({ id }) => ({
    id,
    chosen: answers[id] ?? null,
    correct: 'b',
    right: answers[id] === 'b',
    explanation: `Because b is right for ${id}.`,
  }));
  const score = results.filter(({ right }) => right).length;
  const percent = Math.round((score / 35) * 100);
  const categories = ['Finance', 'Web3', 'Education'].map((category) => {
    const mine = results.filter(({ id }) => attempt.questions.find((q) => q.id === id)!.category === category);
    const right = mine.filter((result) => result.right).length;
    return { category, score: right, total: mine.length, percent: Math.round((right / Math.max(mine.length, 1)) * 100) };
  });
  const lowest = Math.min(...categories.map((category) => category.percent));
  return {
    attempt_id: 'attempt-1',
    score,
    total: 35,
    percent,
    passed: percent >= 70,
    categories,
    revisit: categories.filter((category) => category.percent === lowest).map(({ category }) => category),
    ...(percent >= 70 ? { results } : {}),
    certificate: null,
    account_name: 'Ada Lovelace',
  };
}

beforeEach(() => {
  storeSession({ id: 'user-ada', email: 'ada@example.com' });
  window.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
  storeProgress([...idsOf(0), ...idsOf(1), ...idsOf(2)]);
  toasts.length = 0;
  window.addEventListener(TOAST_EVENT, onToast);
  backend.startExam.mockResolvedValue({ ok: true, value: attempt });
  backend.submitExam.mockImplementation(async (_id: string, answers: Record<string, string>) => ({ ok: true, value: grade(answers) }));
});
afterEach(() => {
  window.removeEventListener(TOAST_EVENT, onToast);
  vi.clearAllMocks();
  // As the account answers for the next test (the engine starts once per page, as the store stays mounted between tests).
  $progressSync.set('saved');
});

const current = () =>
  attempt.questions.find((question) => screen.getByRole('group').querySelector('legend')?.textContent === question.question)!;

/** Starts, answers all 35 questions, `right` of them correctly, and submits. */
async function takeExam(user: UserEvent, right: number) {
  await user.click(await screen.findByRole('button', { name: 'Start the Exam' }));
  for (let index = 0; index < 35; index++) {
    await screen.findByRole('heading', { name: `Question ${index + 1} of 35` });
    const question = current();
    const value = index < right ? 'b' : 'a';
    await user.click(screen.getByRole('radio', { name: `${value}. Answer ${value} to ${question.id}` }));
    await user.click(screen.getByRole('button', { name: index < 34 ? /Next/ : 'Submit Exam' }));
  }
}

describe('FinalExam', { timeout: 30_000 }, () => {
  it('is locked with its unlock text until every category is complete', async () => {
    storeProgress([...idsOf(0), ...idsOf(1)]);
    render(<FinalExam modules={modules} text={text} />);
    expect(await screen.findByRole('heading', { name: /Final Exam Locked/ })).toBeTruthy();
    expect(backend.startExam).not.toHaveBeenCalled();
  });

  it('says it is checking, never locked, until the account has answered; then opens', async () => {
    window.localStorage.clear();
    storeSession({ id: 'user-ada', email: 'ada@example.com' });
    window.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
    $progressSync.set('checking');
    render(<FinalExam modules={modules} text={text} />);
    expect((await screen.findByRole('status')).textContent).toBe('Checking your progress…');
    expect(screen.queryByText(/Locked/)).toBeNull();
    // The account's answer: every module, though this device had none.
    $progress.set({ ...$progress.get(), completedModules: [...idsOf(0), ...idsOf(1), ...idsOf(2)] });
    $progressSync.set('saved');
    expect(await screen.findByRole('button', { name: 'Start the Exam' })).toBeTruthy();
    expect(screen.queryByText(/Locked/)).toBeNull();
  });

  it('names and links the modules the account still lacks when the server refuses to start', async () => {
    const missing = idsOf(2).slice(-2);
    // The account's last answer lacks two modules this device has: they could not be saved.
    const account = { ...$progress.get(), completedModules: $progress.get().completedModules.filter((id) => !missing.includes(id)) };
    fakeProgressSync.accountCopy.mockReturnValueOnce(account);
    backend.startExam.mockResolvedValue({ ok: false, refusal: { reason: 'modules' } });
    const user = userEvent.setup();
    render(<FinalExam modules={modules} text={text} />);
    await user.click(await screen.findByRole('button', { name: 'Start the Exam' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/^Your account does not show these modules completed yet/);
    const links = within(alert).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(missing.map((id) => `/learn/${id}`));
    expect(links.map((link) => link.textContent)).toEqual(missing.map((id) => pathModules.find((module) => module.id === id)!.title));
    expect(alert.textContent).toMatch(/could not be saved to your account yet/);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('says the save is what is missing when the account has never answered', async () => {
    backend.startExam.mockResolvedValue({ ok: false, refusal: { reason: 'modules' } });
    const user = userEvent.setup();
    render(<FinalExam modules={modules} text={text} />);
    await user.click(await screen.findByRole('button', { name: 'Start the Exam' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/could not be saved to your account yet/);
    expect(within(alert).queryAllByRole('link')).toHaveLength(0);
  });

  it('asks a signed-out visitor to sign in, and comes back here after', async () => {
    window.localStorage.clear();
    window.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
    render(<FinalExam modules={modules} text={text} />);
    expect((await screen.findByRole('link', { name: 'Sign In' })).getAttribute('href')).toBe('/auth?next=%2Fcomprehensive-exam');
  });

  it('asks the backend for the exam in the page’s language', async () => {
    const user = userEvent.setup();
    render(<FinalExam lang="es" modules={modules} text={text} />);
    await user.click(await screen.findByRole('button', { name: 'Start the Exam' }));
    expect(backend.startExam).toHaveBeenCalledWith('es');
  });

  it('names each category by its path in the exam’s language, and marks a question shown in English on another language’s page', async () => {
    const user = userEvent.setup();
    const name = (category: string) => `Path of ${category} (es)`;
    backend.startExam.mockResolvedValue({
      ok: true,
      value: {
        ...attempt,
        lang: 'es',
        questions: attempt.questions.map((question, index) => ({
          ...question,
          lang: index === 0 ? 'en' : 'es',
          path_name: name(question.category),
        })),
      },
    });
    backend.submitExam.mockImplementation(async (_id: string, answers: Record<string, string>) => {
      const graded = grade(answers);
      return {
        ok: true,
        value: { ...graded, categories: graded.categories.map((score) => ({ ...score, path_name: name(score.category) })) },
      };
    });
    render(<FinalExam lang="es" modules={modules} text={text} />);
    await user.click(await screen.findByRole('button', { name: 'Start the Exam' }));
    await screen.findByRole('heading', { name: 'Question 1 of 35' });
    expect(screen.getByText(`Category: ${name(attempt.questions[0]!.category)}`)).toBeTruthy();
    expect(screen.getByRole('group').getAttribute('lang')).toBe('en');
    await user.click(screen.getAllByRole('radio')[0]!);
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await screen.findByRole('heading', { name: 'Question 2 of 35' });
    expect(screen.getByRole('group').hasAttribute('lang')).toBe(false);
    for (let index = 1; index < 35; index++) {
      await screen.findByRole('heading', { name: `Question ${index + 1} of 35` });
      await user.click(screen.getAllByRole('radio')[0]!);
      await user.click(screen.getByRole('button', { name: index < 34 ? /Next/ : 'Submit Exam' }));
    }
    expect(await screen.findByRole('heading', { name: 'Keep Learning!' })).toBeTruthy();
    const { categories, revisit } = grade(backend.submitExam.mock.calls[0]![1] as Record<string, string>);
    for (const { category, score, total, percent } of categories) {
      expect(screen.getByText(`${name(category)}: ${score}/${total} (${percent}%)`)).toBeTruthy();
    }
    for (const category of revisit)
      expect(screen.getByText(`Revisit the modules of ${name(category)} before your next attempt:`)).toBeTruthy();
  });

  it('starts only on request, shows the server’s questions, and grades through the server', async () => {
    const user = userEvent.setup();
    render(<FinalExam modules={modules} text={text} />);
    expect(screen.getByText(/90 minutes/)).toBeTruthy();
    expect(backend.startExam).not.toHaveBeenCalled();
    await takeExam(user, 28);
    // In the page's language: English here (no `lang` given).
    expect(backend.startExam).toHaveBeenCalledWith('en');
    expect(backend.submitExam).toHaveBeenCalledWith('attempt-1', expect.objectContaining({ [attempt.questions[0]!.id]: 'b' }), 'en');
    expect(await screen.findByRole('heading', { name: /Exceptional Mastery/ })).toBe(document.activeElement);
    expect(toasts, 'no toast repeats the result on screen').toEqual([]);
    expect($progress.get().exam).toEqual({ score: 28, total: 35, percent: 80 });
    const review = screen.getByRole('region', { name: 'Review Your Answers' });
    expect(within(review).getAllByText('Incorrect')).toHaveLength(7);
    expect(within(review).getByText(`Because b is right for ${attempt.questions[0]!.id}.`)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Name on the certificate' }) as HTMLInputElement).value).toBe('Ada Lovelace');
  });

  it('below 70 % before any pass: the score per category, the weakest category’s modules, no right answers and no certificate', async () => {
    const user = userEvent.setup();
    const { container } = render(<FinalExam modules={modules} text={text} />);
    await takeExam(user, 24);
    expect(await screen.findByRole('heading', { name: 'Keep Learning!' })).toBe(document.activeElement);
    const { categories, revisit } = grade(backend.submitExam.mock.calls[0]![1] as Record<string, string>);
    for (const { category, score, total, percent } of categories) {
      expect(screen.getByText(`${category}: ${score}/${total} (${percent}%)`)).toBeTruthy();
    }
    for (const category of revisit) expect(screen.getByText(`Revisit the modules of ${category} before your next attempt:`)).toBeTruthy();
    if (revisit.includes('Finance')) {
      expect(screen.getByRole('link', { name: 'What Is Money, Really?' }).getAttribute('href')).toBe('/learn/what-is-money-really');
    }
    expect(screen.queryByRole('region', { name: 'Review Your Answers' })).toBeNull();
    expect(container.textContent).not.toMatch(/Because b is right|Correct answer|Incorrect/);
    expect(screen.queryByRole('textbox', { name: 'Name on the certificate' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Your certificate' })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says when the next attempt is allowed after 3 in 24 hours', async () => {
    backend.startExam.mockResolvedValue({ ok: false, refusal: { reason: 'limit', nextAllowedAt: '2026-11-24T09:15:00Z' } });
    const user = userEvent.setup();
    render(<FinalExam modules={modules} text={text} />);
    await user.click(screen.getByRole('button', { name: 'Start the Exam' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^You have started 3 exams in the last 24 hours\. Your next attempt is possible from 24 November 2026/,
    );
  });

  it('keeps the answers when the server cannot be reached, and sends them again', async () => {
    backend.submitExam.mockResolvedValueOnce({ ok: false, refusal: { reason: 'offline' } });
    const user = userEvent.setup();
    render(<FinalExam modules={modules} text={text} />);
    await takeExam(user, 30);
    expect((await screen.findByRole('alert')).textContent).toContain('We could not reach the server');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: /Exceptional Mastery/ })).toBeTruthy();
    expect(backend.submitExam.mock.calls[1]).toEqual(backend.submitExam.mock.calls[0]);
  });

  it('a reload resumes the open attempt with the answers given so far', async () => {
    const user = userEvent.setup();
    const first = render(<FinalExam modules={modules} text={text} />);
    await user.click(screen.getByRole('button', { name: 'Start the Exam' }));
    await screen.findByRole('heading', { name: 'Question 1 of 35' });
    await user.click(screen.getByRole('radio', { name: `b. Answer b to ${attempt.questions[0]!.id}` }));
    first.unmount();
    backend.startExam.mockResolvedValue({ ok: true, value: { ...attempt, resumed: true } });
    render(<FinalExam modules={modules} text={text} />);
    await user.click(screen.getByRole('button', { name: 'Start the Exam' }));
    await screen.findByRole('heading', { name: 'Question 1 of 35' });
    expect(screen.getByText('Answered 1/35')).toBeTruthy();
    expect((screen.getByRole('radio', { name: `b. Answer b to ${attempt.questions[0]!.id}` }) as HTMLInputElement).checked).toBe(true);
  });

  it('has no axe violations when ready, answering and on the result', async () => {
    const user = userEvent.setup();
    const { container } = render(<FinalExam modules={modules} text={text} />);
    await screen.findByRole('button', { name: 'Start the Exam' });
    expect(await axeViolations(container)).toEqual([]);
    await takeExam(user, 30);
    await screen.findByRole('heading', { name: /Exceptional Mastery/ });
    expect(await axeViolations(container)).toEqual([]);
  });
});
