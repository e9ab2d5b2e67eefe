import { describe, expect, it } from 'vitest';
import { hasModuleQuiz } from './draws.ts';
import { initialPlayerState, reducePlayer, tapAction, type PlayerAction, type PlayerState } from './lesson-player-state.ts';

/** A question needing the slides it names; its id says which. */
const question = (id: string, ...requiresSlides: number[]) => ({ id, requiresSlides });
type Q = ReturnType<typeof question>;

/** Four slides; three questions need slides 0–1, a fourth needs slide 3. */
const pool = { slides: ['a', 'b', 'c', 'd'], quizPool: [question('q1', 0), question('q2', 1), question('q3', 0, 1), question('q4', 3)] };
const module = { ...pool, quizPossible: hasModuleQuiz(pool) };
/** One slide and one question: never a quiz. */
const tooSmall = { slides: ['a'], quizPossible: hasModuleQuiz({ slides: ['a'], quizPool: [question('q1', 0)] }) };
/** The draw as the player makes it, without chance: the first three askable questions. */
const draw = (seen: ReadonlySet<number>) => {
  const askable = module.quizPool.filter((item) => item.requiresSlides.every((slide) => seen.has(slide)));
  return askable.length < 3 ? [] : askable.slice(0, 3);
};
const noDraw = () => [];

const start = () => initialPlayerState<Q>(module);
const after = (...actions: PlayerAction<Q>[]) => actions.reduce(reducePlayer<Q>, start());
/** To the last slide by way of the second: enough seen for a quiz. */
const toLast: PlayerAction<Q>[] = [
  { type: 'goTo', slide: 1 },
  { type: 'goTo', slide: 3 },
];
const at = (index: number, phase: PlayerState<Q>['phase'] = 'slides') => ({ index, phase });

describe('the lesson player’s state', () => {
  it('starts on the first slide, seen, with no quiz and no move yet', () => {
    expect(start()).toMatchObject({ phase: 'slides', index: 0, seen: [0], notice: undefined, questions: [], attempt: 0, turns: 0 });
    expect(start()).toMatchObject({ total: 4, quizPossible: true });
    expect(initialPlayerState<Q>(tooSmall).quizPossible).toBe(false);
  });

  it('next shows the following slide, marks it seen and counts a move', () => {
    expect(after({ type: 'next', draw })).toMatchObject({ ...at(1), seen: [0, 1], turns: 1 });
  });

  it('next on the last slide starts the quiz drawn from the slides seen', () => {
    const state = after(...toLast, { type: 'next', draw });
    expect(state).toMatchObject({ phase: 'quiz', attempt: 1 });
    expect(state.questions.map(({ id }) => id)).toEqual(['q1', 'q2', 'q3']);
  });

  it('next on the last slide with too few questions askable says how many slides are unseen', () => {
    const state = after({ type: 'goTo', slide: 3 }, { type: 'next', draw: noDraw });
    expect(state).toMatchObject({ ...at(3), notice: { unseen: 2 }, attempt: 0 });
    // The notice goes with the next move.
    expect(reducePlayer(state, { type: 'previous' }).notice).toBeUndefined();
  });

  it('knows when no quiz can be drawn even with every slide seen (the notice then says so)', () => {
    const state = reducePlayer(initialPlayerState<Q>(tooSmall), { type: 'next', draw: noDraw });
    expect(state).toMatchObject({ notice: { unseen: 0 }, quizPossible: false });
  });

  it('previous, and next without a draw (keys, swipes), move one slide within the module and never start the quiz', () => {
    const first = start();
    expect(reducePlayer(first, { type: 'previous' })).toBe(first);
    const last = after({ type: 'goTo', slide: 3 });
    expect(reducePlayer(last, { type: 'next' })).toBe(last);
    expect(reducePlayer(last, { type: 'previous' })).toMatchObject(at(2));
  });

  it('goTo shows a slide’s dot, adding it to the seen slides once; the current slide changes nothing', () => {
    const state = after({ type: 'goTo', slide: 2 }, { type: 'goTo', slide: 0 }, { type: 'goTo', slide: 2 });
    expect(state).toMatchObject({ ...at(2), seen: [0, 2], turns: 3 });
    expect(reducePlayer(state, { type: 'goTo', slide: 2 })).toBe(state);
    expect(reducePlayer(state, { type: 'goTo', slide: 9 })).toMatchObject(at(3));
  });

  it('finish keeps the answers and shows the result; retake draws a new quiz', () => {
    const quiz = after(...toLast, { type: 'next', draw });
    const result = reducePlayer(quiz, { type: 'finish', answers: [1, 0, 2] });
    expect(result).toMatchObject({ phase: 'result', answers: [1, 0, 2] });
    expect(reducePlayer(result, { type: 'retake', draw })).toMatchObject({ phase: 'quiz', attempt: 2 });
  });

  it('goTo leaves the result for a slide it names, counted as a move', () => {
    const result = after(...toLast, { type: 'next', draw }, { type: 'finish', answers: [0, 0, 0] });
    expect(reducePlayer(result, { type: 'goTo', slide: 1 })).toMatchObject({ ...at(1), turns: 3 });
    // The slide already shown, from the result, is still a move back to the slides.
    expect(reducePlayer(result, { type: 'goTo', slide: 3 })).toMatchObject({ ...at(3), turns: 3 });
  });

  it('acts only where its control is shown: no slide moves during the quiz, finish in the quiz, retake on the result', () => {
    const slides = start();
    const elsewhere: PlayerAction<Q>[] = [
      { type: 'finish', answers: [] },
      { type: 'retake', draw },
    ];
    for (const action of elsewhere) expect(reducePlayer(slides, action)).toBe(slides);
    const quiz = after(...toLast, { type: 'next', draw });
    for (const action of [{ type: 'next', draw }, { type: 'previous' }, { type: 'goTo', slide: 0 }, { type: 'retake', draw }] as const)
      expect(reducePlayer(quiz, action)).toBe(quiz);
    const result = reducePlayer(quiz, { type: 'finish', answers: [0, 0, 0] });
    for (const action of [{ type: 'next', draw }, { type: 'next' }, { type: 'finish', answers: [] }] as const)
      expect(reducePlayer(result, action as PlayerAction<Q>)).toBe(result);
  });

  it('resume opens a half-read module at its stored slide, the slides before it seen, once', () => {
    const resumed = after({ type: 'resume', slide: 2 });
    expect(resumed).toMatchObject({ ...at(2), seen: [0, 1, 2], turns: 0, resumed: true });
    expect(reducePlayer(resumed, { type: 'resume', slide: 3 })).toBe(resumed);
    expect(after({ type: 'resume', slide: 9 })).toMatchObject(at(3));
  });

  it('resume leaves a learner who has already moved where they are', () => {
    expect(after({ type: 'next', draw }, { type: 'resume', slide: 3 })).toMatchObject({ ...at(1), resumed: true });
    expect(after({ type: 'resume', slide: 0 }, { type: 'resume', slide: 2 })).toMatchObject(at(0));
  });
});

describe('taps made before the player was interactive', () => {
  it('are the actions of the controls and keys they name; other words are none', () => {
    expect(tapAction('next', draw)).toEqual({ type: 'next', draw });
    // Before the quiz's code has come, Next moves a slide but cannot start the quiz.
    expect(tapAction('next', undefined)).toEqual({ type: 'next' });
    expect(tapAction('previous', draw)).toEqual({ type: 'previous' });
    expect(tapAction('key-previous', draw)).toEqual({ type: 'previous' });
    expect(tapAction('key-next', draw)).toEqual({ type: 'next' });
    expect(tapAction('slide-3', draw)).toEqual({ type: 'goTo', slide: 2 });
    for (const word of ['slide-0', 'path-2', 'slide-x', 'nexts']) expect(tapAction(word, draw)).toBeUndefined();
  });

  it('replay as the learner saw them: Next past the last slide starts the quiz, and taps after it land on nothing', () => {
    const taps = ['next', 'next', 'next', 'next', 'next', 'slide-1', 'key-previous'];
    const state = taps.map((word) => tapAction(word, draw)!).reduce(reducePlayer<Q>, start());
    expect(state).toMatchObject({ phase: 'quiz', index: 3, seen: [0, 1, 2, 3], turns: 3, attempt: 1 });
  });

  it('arrow keys past the last slide stay on it and never start the quiz', () => {
    const state = ['key-next', 'key-next', 'key-next', 'key-next', 'key-next', 'key-previous']
      .map((word) => tapAction(word, draw)!)
      .reduce(reducePlayer<Q>, start());
    expect(state).toMatchObject({ ...at(2), attempt: 0 });
  });
});
