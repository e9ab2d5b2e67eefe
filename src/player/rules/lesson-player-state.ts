/**
 * The lesson player's state as a reducer over pure actions: which slide shows and which were
 * seen, the quiz drawn from them, the answers given. Every way of moving (a tap, an arrow key,
 * a swipe, a tap made before the island was interactive) is one of these actions, so each
 * navigation rule is written once, here. Side effects (storing the slide reached, moving the
 * focus, completing the module) belong to the hook that dispatches them.
 */

/** Where the lesson is: reading slides, answering the quiz, or looking at its result. */
export type Phase = 'slides' | 'quiz' | 'result';

/** Why the quiz did not start: `unseen` slides still unseen, or (`quizPossible` false) a pool too small for any quiz. */
export interface QuizNotice {
  unseen: number;
}

/** The quiz's questions drawn among those the seen slides allow (`drawModuleQuiz`), empty when too few. */
export type QuizDraw<Q> = (seen: ReadonlySet<number>) => Q[];

/** The player's whole state. */
export interface PlayerState<Q> {
  phase: Phase;
  /** The slide shown (from 0). */
  index: number;
  /** The slides seen, in the order first seen. */
  seen: number[];
  notice: QuizNotice | undefined;
  questions: Q[];
  /** The chosen option of each question of the last finished quiz. */
  answers: number[];
  /** How many quizzes were started (a new one is a new quiz view). */
  attempt: number;
  /** How many times the learner moved between slides on this page (0: not yet; then a stored place no longer applies). */
  turns: number;
  /** Whether the stored place was taken (once, when progress is known). */
  resumed: boolean;
  /** Number of slides. */
  total: number;
  /** Whether some quiz can be drawn once every slide is seen. */
  quizPossible: boolean;
}

/**
 * What can happen to the player. `next` is the Next button, which on the last slide is Start
 * Quiz and so carries the draw; without a draw (the right arrow key, a swipe) it never starts
 * the quiz. `previous` is the Previous button, the left arrow key or a swipe back; `goTo` a
 * slide's dot or a slide the result names (not during the quiz); `resume` the stored place of
 * a half-read module.
 */
export type PlayerAction<Q> =
  | { type: 'resume'; slide: number }
  | { type: 'goTo'; slide: number }
  | { type: 'next'; draw?: QuizDraw<Q> }
  | { type: 'previous' }
  | { type: 'retake'; draw: QuizDraw<Q> }
  | { type: 'finish'; answers: number[] };

/** The player on a module's first slide; `quizPossible` as `hasModuleQuiz` found it at build. */
export function initialPlayerState<Q>(module: { slides: readonly unknown[]; quizPossible: boolean }): PlayerState<Q> {
  const total = module.slides.length;
  return {
    phase: 'slides',
    index: 0,
    seen: [0],
    notice: undefined,
    questions: [],
    answers: [],
    attempt: 0,
    turns: 0,
    resumed: false,
    total,
    quizPossible: module.quizPossible,
  };
}

/** Shows `slide` (kept within the module) as a move of the learner's; the same state when it already shows. */
function show<Q>(state: PlayerState<Q>, slide: number): PlayerState<Q> {
  const index = Math.min(state.total - 1, Math.max(0, slide));
  if (index === state.index && state.phase === 'slides') return state;
  const seen = state.seen.includes(index) ? state.seen : [...state.seen, index];
  return { ...state, phase: 'slides', index, seen, notice: undefined, turns: state.turns + 1 };
}

function startQuiz<Q>(state: PlayerState<Q>, draw: QuizDraw<Q>): PlayerState<Q> {
  const questions = draw(new Set(state.seen));
  if (questions.length > 0) return { ...state, phase: 'quiz', questions, attempt: state.attempt + 1 };
  return { ...state, notice: { unseen: state.total - state.seen.length } };
}

function resume<Q>(state: PlayerState<Q>, slide: number): PlayerState<Q> {
  if (state.resumed) return state;
  const index = Math.min(state.total - 1, Math.max(0, slide));
  if (state.turns > 0 || index === 0) return { ...state, resumed: true };
  return { ...state, resumed: true, index, seen: Array.from({ length: index + 1 }, (_, seen) => seen) };
}

/** The player after `action`; the same object when the action has nothing to act on (a tap on a control not shown, or disabled). */
export function reducePlayer<Q>(state: PlayerState<Q>, action: PlayerAction<Q>): PlayerState<Q> {
  switch (action.type) {
    case 'resume':
      return resume(state, action.slide);
    case 'goTo':
      return state.phase === 'quiz' ? state : show(state, action.slide);
    case 'previous':
      return state.phase === 'slides' ? show(state, state.index - 1) : state;
    case 'next':
      if (state.phase !== 'slides') return state;
      if (state.index < state.total - 1) return show(state, state.index + 1);
      return action.draw ? startQuiz(state, action.draw) : state;
    case 'retake':
      return state.phase === 'result' ? startQuiz(state, action.draw) : state;
    case 'finish':
      return state.phase === 'quiz' ? { ...state, phase: 'result', answers: action.answers } : state;
  }
}

/**
 * The action of a tap made before the player was interactive (see `early-taps.ts`): the
 * `data-tap` names of Previous ("previous"), Next ("next") and the dots ("slide-3"), and the
 * arrow keys ("key-next", "key-previous"); undefined for any other word. Without `draw` (the
 * quiz's code has not come yet) Next moves a slide but cannot start the quiz.
 */
export function tapAction<Q>(word: string, draw: QuizDraw<Q> | undefined): PlayerAction<Q> | undefined {
  if (word === 'next') return draw ? { type: 'next', draw } : { type: 'next' };
  if (word === 'key-next') return { type: 'next' };
  if (word === 'previous' || word === 'key-previous') return { type: 'previous' };
  const dot = /^slide-([1-9]\d*)$/.exec(word);
  return dot ? { type: 'goTo', slide: Number(dot[1]) - 1 } : undefined;
}
