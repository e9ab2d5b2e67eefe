import { act, render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { texts } from '../../i18n/index.ts';
import { TOAST_EVENT, type ToastMessage } from '../../site/rules/toast.ts';
import { $progress } from '../../progress/stores/progress.ts';
import { $autoAdvance } from '../../site/stores/preferences.ts';
import { axeViolations } from '../../../tests/axe-dom.ts';
import { moduleQuizFetch, smallModule, storeProgress } from '../../../tests/fixtures/learning.ts';
import LessonPlayer from './LessonPlayer.tsx';
import { LESSON_PLAYER_TEXT } from '../../shared/islands/text-keys.ts';
import { shownModule } from '../rules/slide-sources.ts';
import type { Slide } from '../../content-build/schemas/module.ts';

const text = texts(LESSON_PLAYER_TEXT);
const toasts: ToastMessage[] = [];
const onToast = (event: Event) => toasts.push((event as CustomEvent<ToastMessage>).detail);

beforeEach(() => {
  vi.stubGlobal('fetch', moduleQuizFetch());
  storeProgress([]);
  $autoAdvance.set(true);
  toasts.length = 0;
  window.addEventListener(TOAST_EVENT, onToast);
});

afterEach(() => {
  window.removeEventListener(TOAST_EVENT, onToast);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const renderPlayer = (module = smallModule) =>
  render(<LessonPlayer module={module} next={{ title: 'The Next One', href: '/learn/historical-evolution-money' }} text={text} />);

async function goToQuiz(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: /Next/ }));
  await user.click(screen.getByRole('button', { name: /Next/ }));
  await user.click(screen.getByRole('button', { name: /Start Quiz/ }));
  // The quiz's questions load once the player runs: wait for the first.
  await screen.findByRole('group');
}

/** Answers the question on screen, rightly or wrongly, from the fixture's answer key, and submits it. */
async function answer(user: UserEvent, right: boolean) {
  const group = screen.getByRole('group');
  const asked = smallModule.quizPool.find((question) => group.textContent?.includes(question.question))!;
  const pick = right ? asked.correctAnswer : (asked.correctAnswer + 1) % asked.options.length;
  await user.click(within(group).getByRole('radio', { name: asked.options[pick]! }));
  await user.click(screen.getByRole('button', { name: 'Submit Answer' }));
}

describe('LessonPlayer slides', () => {
  it('shows the header the page gives it first, then the slide counter, percent bar and the first slide', () => {
    render(
      <LessonPlayer module={smallModule} text={text}>
        <header>
          <h1>What Is Money, Really?</h1>
        </header>
      </LessonPlayer>,
    );
    const title = screen.getByRole('heading', { level: 1, name: 'What Is Money, Really?' });
    expect(title.closest('[data-player]')?.firstElementChild).toBe(title.parentElement);
    expect(screen.getByText('Slide 1 of 3')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('value')).toBe('33');
    expect(screen.getByRole('heading', { level: 2, name: 'Money Is a Promise' })).toBeTruthy();
    expect(screen.getByText('First paragraph about trust.').tagName).toBe('P');
    expect(screen.getByText('Second paragraph about promises.').tagName).toBe('P');
    expect(screen.getByRole('button', { name: /Previous/ })).toHaveProperty('disabled', true);
  });

  it('moves with Previous, Next, the dots and the arrow keys; the last Next reads Start Quiz', async () => {
    const user = userEvent.setup();
    renderPlayer();
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(screen.getByText('Slide 2 of 3')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Then and Now' })).toBeTruthy();
    expect(screen.getByText('Shells')).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('Slide 3 of 3')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Three coins labelled with the jobs of money' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Start Quiz/ })).toBeTruthy();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByText('Slide 1 of 3')).toBeTruthy();
    const third = screen.getByRole('button', { name: 'Slide 3: Three Jobs' });
    await user.click(third);
    expect(third.getAttribute('aria-current')).toBe('step');
    expect(screen.getByRole('button', { name: 'Slide 1: Money Is a Promise' }).getAttribute('aria-current')).toBeNull();
  });

  it('names the source under a slide whose figures cite it, linked, and no source line under a slide that cites none', async () => {
    const user = userEvent.setup();
    renderPlayer();
    const source = screen.getByRole('link', { name: 'Bank of England, 2014' });
    expect(source.getAttribute('href')).toBe('https://www.bankofengland.co.uk/');
    expect(source.closest('p')?.textContent).toBe('Source: Bank of England, 2014');
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(screen.queryByText(/^Source:/)).toBeNull();
  });

  it("names each paragraph's, card's and comparison side's own source under it, with the markers out of the words", async () => {
    const user = userEvent.setup();
    const sources = [
      { id: 'findex-2025', publisher: 'World Bank', title: 'Global Findex 2025', year: 2025, url: 'https://www.worldbank.org/' },
      { id: 'fed-2025', publisher: 'Federal Reserve', title: 'Distributional Financial Accounts', year: 2025 },
    ];
    const [first, second, third] = smallModule.slides as [Slide, Slide, Slide];
    const marked: Slide[] = [
      {
        ...first,
        content: 'In 2024, 79% of adults had an account.[^findex-2025]\nThe top 10% held 87% of stocks.[^fed-2025]',
        cites: undefined,
        visualElements: {
          icon: 'banknote',
          gradient: 'green',
          cards: [
            { icon: 'handshake', title: 'No account', description: 'About 1.3 billion adults had none.[^findex-2025]', color: 'green' },
            { icon: 'receipt', title: 'A promise', description: 'An IOU.', color: 'blue' },
          ],
        },
      } as Slide,
      {
        ...second,
        visualElements: {
          ...second.visualElements,
          after: { title: 'Now', icon: 'phone', items: ['Mobile money: 40% in 2024.[^findex-2025]'] },
        },
      } as Slide,
      third,
    ];
    const content = { ...smallModule, sources, slides: marked };
    const { container } = renderPlayer({ ...content, ...shownModule(content) });
    expect(container.textContent).not.toContain('[^');
    const lineAfter = (text: string) => screen.getByText(text).nextElementSibling?.textContent;
    expect(lineAfter('In 2024, 79% of adults had an account.')).toBe('Source: World Bank, 2025');
    expect(lineAfter('The top 10% held 87% of stocks.')).toBe('Source: Federal Reserve, 2025');
    expect(lineAfter('About 1.3 billion adults had none.')).toBe('Source: World Bank, 2025');
    expect(screen.getByText('An IOU.').nextElementSibling).toBeNull();
    expect(screen.getAllByText(/^Source:/)).toHaveLength(3);
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(screen.getByText('Mobile money: 40% in 2024.').closest('ul')?.nextElementSibling?.textContent).toBe('Source: World Bank, 2025');
  });

  it('reveals cards one by one every 200 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { container } = renderPlayer();
    await user.click(screen.getByRole('button', { name: 'Slide 3: Three Jobs' }));
    const states = () => [...container.querySelectorAll('.reveal')].map((card) => card.getAttribute('data-state'));
    expect(states()).toEqual(['hidden', 'hidden', 'hidden']);
    act(() => vi.advanceTimersByTime(200));
    expect(states()).toEqual(['shown', 'hidden', 'hidden']);
    act(() => vi.advanceTimersByTime(400));
    expect(states()).toEqual(['shown', 'shown', 'shown']);
  });

  it('shows all cards at once when the learner prefers reduced motion', async () => {
    const matchMedia = vi.fn().mockReturnValue({ matches: true });
    vi.stubGlobal('matchMedia', matchMedia);
    const user = userEvent.setup();
    const { container } = renderPlayer();
    await user.click(screen.getByRole('button', { name: 'Slide 3: Three Jobs' }));
    expect([...container.querySelectorAll('.reveal')].map((card) => card.getAttribute('data-state'))).toEqual(['shown', 'shown', 'shown']);
    expect(matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
    vi.unstubAllGlobals();
  });

  it('asks to see every slide before the quiz when too few questions can be asked', async () => {
    const user = userEvent.setup();
    renderPlayer();
    await user.click(screen.getByRole('button', { name: 'Slide 3: Three Jobs' }));
    await user.click(screen.getByRole('button', { name: /Start Quiz/ }));
    expect(screen.getByRole('status').textContent).toBe('See every slide before the quiz: 1 not seen yet.');
  });

  it('shows Module Locked when the previous module is not completed', async () => {
    renderPlayer({ ...smallModule, id: 'historical-evolution-money', moduleIndex: 1 });
    // What a locked module shows comes with the code loaded after the slides.
    expect(await screen.findByRole('heading', { level: 1, name: 'Module Locked' })).toBeTruthy();
    expect(screen.getByText('Complete the previous module with 100% accuracy to unlock this lesson.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Learning Path' }).getAttribute('href')).toBe('/learn-now');
  });

  it('opens a later module once the one before it is completed', () => {
    storeProgress(['what-is-money-really']);
    renderPlayer({ ...smallModule, id: 'historical-evolution-money', moduleIndex: 1 });
    expect(screen.getByText('Slide 1 of 3')).toBeTruthy();
  });
});

describe('LessonPlayer quiz', () => {
  it('says the quiz is on its way when Start Quiz comes before its questions, and starts it when they come', async () => {
    let arrive: (response: Response) => void = () => {};
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (arrive = resolve)));
    const user = userEvent.setup();
    renderPlayer();
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await user.click(screen.getByRole('button', { name: /Start Quiz/ }));
    expect(screen.getByRole('status').textContent).toBe('Loading the quiz…');
    expect(screen.queryByRole('group')).toBeNull();
    await act(async () => arrive(Response.json({ quizPool: smallModule.quizPool, sources: smallModule.sources })));
    expect(await screen.findByRole('group')).toBeTruthy();
    expect(screen.getByText('Question 1 of 3')).toBeTruthy();
  });

  it('says when the quiz could not load (offline, or a page in its place), and Start Quiz asks for it again', async () => {
    const answers = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve(new Response('<html>Sign in to the Wi-Fi</html>')),
    ];
    const quizFetch = moduleQuizFetch();
    const fetchStub = vi.fn<typeof fetch>((input) => answers.shift()?.() ?? quizFetch(input));
    vi.stubGlobal('fetch', fetchStub);
    const user = userEvent.setup();
    renderPlayer();
    await user.click(screen.getByRole('button', { name: 'Slide 3: Three Jobs' }));
    await user.click(screen.getByRole('button', { name: 'Slide 2: Then and Now' }));
    await user.click(screen.getByRole('button', { name: 'Slide 3: Three Jobs' }));
    await user.click(screen.getByRole('button', { name: /Start Quiz/ }));
    expect(await screen.findByText('The quiz could not load. Check your connection, then press Start Quiz again.')).toBeTruthy();
    expect(screen.queryByRole('group')).toBeNull();
    await user.click(screen.getByRole('button', { name: /Start Quiz/ }));
    expect(await screen.findByRole('group')).toBeTruthy();
    expect(fetchStub.mock.calls.map(([input]) => String(input))).toEqual(Array(3).fill('/learn/what-is-money-really/quiz.json'));
  });

  it('enables Submit Answer only after a choice, then locks the options and explains', async () => {
    $autoAdvance.set(false);
    const user = userEvent.setup();
    renderPlayer();
    await goToQuiz(user);
    expect(screen.getByText('Question 1 of 3')).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Submit Answer' });
    expect(submit).toHaveProperty('disabled', true);
    await answer(user, false);
    for (const radio of screen.getAllByRole('radio')) expect(radio.matches(':disabled')).toBe(true);
    expect(screen.getByText('Correct answer')).toBeTruthy();
    expect(screen.getByText('Your answer: incorrect')).toBeTruthy();
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Not quite.');
    expect(screen.getByRole('button', { name: 'Continue' })).toBe(document.activeElement);
  });

  it('names the source under the explanation of a question that cites one, and none under the others', async () => {
    $autoAdvance.set(false);
    const user = userEvent.setup();
    renderPlayer();
    await goToQuiz(user);
    // Two of the four questions cite a source: any three drawn hold at least one of each kind.
    const seen = { cited: 0, uncited: 0 };
    for (let asked = 1; asked <= 3; asked += 1) {
      const group = screen.getByRole('group');
      const question = smallModule.quizPool.find((candidate) => group.textContent?.includes(candidate.question))!;
      await answer(user, true);
      const status = screen.getByRole('status');
      if (question.cites) expect(within(status).getByRole('link', { name: 'Bank of England, 2014' })).toBeTruthy();
      else expect(status.textContent).not.toContain('Source:');
      seen[question.cites ? 'cited' : 'uncited'] += 1;
      await user.click(screen.getByRole('button', { name: asked < 3 ? 'Continue' : 'See Result' }));
    }
    expect(seen.cited).toBeGreaterThan(0);
    expect(seen.uncited).toBeGreaterThan(0);
  });

  it('moves on by itself after 2 seconds, or only with Continue when auto-advance is off', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPlayer();
    await goToQuiz(user);
    await answer(user, true);
    act(() => vi.advanceTimersByTime(1900));
    expect(screen.getByText('Question 1 of 3')).toBeTruthy();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByText('Question 2 of 3')).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: 'Move on by itself 2 seconds after a right answer' }));
    expect(localStorage.getItem('vault-club:quiz-auto-advance')).toBe('off');
    await answer(user, true);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText('Question 2 of 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Question 3 of 3')).toBeTruthy();
  });

  it('completes the module at 3/3, without a toast, and links the next module', async () => {
    $autoAdvance.set(false);
    const user = userEvent.setup();
    renderPlayer();
    await goToQuiz(user);
    for (let question = 0; question < 3; question++) {
      await answer(user, true);
      await user.click(screen.getByRole('button', { name: question < 2 ? 'Continue' : 'See Result' }));
    }
    expect(screen.getByRole('heading', { name: /Module Completed!/ })).toBe(document.activeElement);
    expect(screen.getByText('You scored 3/3. Perfect score: the next module is unlocked.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Next Module: The Next One' }).getAttribute('href')).toBe('/learn/historical-evolution-money');
    expect($progress.get()).toMatchObject({
      completedModules: ['what-is-money-really'],
      completedAt: { 'what-is-money-really': expect.any(String) },
    });
    expect(toasts, 'no toast repeats the result on screen').toEqual([]);
    expect(screen.getAllByRole('listitem').filter((item) => item.getAttribute('data-state') === 'correct')).toHaveLength(3);
  });

  it('asks to try again below 3/3, keeps the module incomplete, and retakes with a new draw', async () => {
    $autoAdvance.set(false);
    const user = userEvent.setup();
    renderPlayer();
    await goToQuiz(user);
    await answer(user, false);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await answer(user, true);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await answer(user, true);
    await user.click(screen.getByRole('button', { name: 'See Result' }));
    expect(screen.getByRole('heading', { name: /Try Again!/ })).toBeTruthy();
    expect(screen.getByText('You scored 2/3. You need a perfect score to unlock the next module.')).toBeTruthy();
    expect(toasts, 'no toast repeats the result on screen').toEqual([]);
    expect($progress.get().completedModules).toEqual([]);
    const review = screen.getByRole('region', { name: 'Review Your Answers' });
    expect(within(review).getAllByText('Incorrect')).toHaveLength(1);
    expect(within(review).getAllByText(/^Correct answer: /)).toHaveLength(3);
    expect(within(review).getAllByText('Why:')).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Retake Quiz' }));
    expect(screen.getByText('Question 1 of 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit Answer' })).toHaveProperty('disabled', true);
  });

  it('takes the learner back to the slide that teaches a question', async () => {
    $autoAdvance.set(false);
    const user = userEvent.setup();
    renderPlayer();
    await goToQuiz(user);
    for (let question = 0; question < 3; question++) {
      await answer(user, false);
      await user.click(screen.getByRole('button', { name: question < 2 ? 'Continue' : 'See Result' }));
    }
    const back = screen.getAllByRole('button', { name: /^Go back to slide \d: / })[0]!;
    const slideNumber = Number(/slide (\d)/.exec(back.textContent ?? '')![1]);
    await user.click(back);
    expect(screen.getByText(`Slide ${slideNumber} of 3`)).toBeTruthy();
    expect(document.activeElement?.tagName).toBe('H2');
  });
});

describe('LessonPlayer accessibility', () => {
  it('has no axe violations on a slide, a question, checked feedback, a result and the locked state', async () => {
    $autoAdvance.set(false);
    const user = userEvent.setup();
    const { container, unmount } = renderPlayer();
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await user.click(screen.getByRole('button', { name: /Start Quiz/ }));
    await screen.findByRole('group');
    expect(await axeViolations(container)).toEqual([]);
    await answer(user, false);
    expect(await axeViolations(container)).toEqual([]);
    for (const name of ['Continue', 'Continue']) {
      await user.click(screen.getByRole('button', { name }));
      await answer(user, true);
    }
    await user.click(screen.getByRole('button', { name: 'See Result' }));
    expect(await axeViolations(container)).toEqual([]);
    unmount();
    const locked = renderPlayer({ ...smallModule, id: 'historical-evolution-money', moduleIndex: 1 });
    await screen.findByRole('heading', { name: 'Module Locked' });
    expect(await axeViolations(locked.container)).toEqual([]);
  });
});
