import { useEffect, useEffectEvent, useLayoutEffect, useReducer, useRef } from 'react';
import { drawModuleQuiz, type RandomSource } from '../../lib/draws';
import { fill } from '../../lib/format';
import { initialPlayerState, reducePlayer, tapAction, type PlayerAction, type QuizDraw } from '../../lib/lesson-player-state';
import type { ModulePlace } from '../../lib/progress-rules';
import { moduleQuizPassed, moduleQuizScore } from '../../lib/scoring';
import { useEarlyTaps } from '../use-early-taps';
import type { ModuleQuestion, Slide } from '../../schemas/module';
import { completeModule, reachSlide } from '../../stores/progress';
import { prefersReducedMotion } from '../../lib/motion';

export type { Phase } from '../../lib/lesson-player-state';

/** What the lesson's state needs of a module. */
export interface LessonModule extends ModulePlace {
  slides: Slide[];
  quizPool: ModuleQuestion[];
}

/** The UI strings of the notices and toasts that the lesson's actions raise. */
export type LessonText = Record<'player.seeAll' | 'player.noQuiz', string>;

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

const KEYS: Readonly<Record<string, PlayerAction<ModuleQuestion>>> = {
  ArrowRight: { type: 'turn', to: 'next' },
  ArrowLeft: { type: 'turn', to: 'previous' },
};

/**
 * The lesson's state (`lib/lesson-player-state.ts`) and its actions: taps, the arrow keys and
 * the taps made before the player was interactive all dispatch the same actions; this hook
 * adds what they cause outside the state (the slide reached stored, the focus moved with the
 * slide, the module completed).
 */
export function useLessonPlayer(module: LessonModule, text: LessonText, random: RandomSource, resumeAt: number | undefined) {
  const [state, dispatch] = useReducer(reducePlayer<ModuleQuestion>, module, initialPlayerState);
  const draw: QuizDraw<ModuleQuestion> = (seen) => drawModuleQuiz(module.quizPool, seen, random);
  const nextRef = useRef<HTMLButtonElement>(null);
  /** The player's root, where taps made before hydration wait (see `lib/early-taps.ts`). */
  const rootRef = useRef<HTMLDivElement>(null);
  useEarlyTaps(rootRef, (taps) => {
    for (const word of taps) {
      const action = tapAction(word, draw);
      if (action) dispatch(action);
    }
  });

  // A half-read module reopens at the furthest slide reached (on any device), once progress is
  // known, unless the learner has already moved; the slides before it count as seen.
  useEffect(() => {
    if (resumeAt !== undefined) dispatch({ type: 'resume', slide: resumeAt });
  }, [resumeAt]);

  // Each move of the learner's: the slide counts as reached, and the view moves to its heading,
  // focus with it, as a new page would.
  useEffect(() => {
    if (state.turns === 0) return;
    reachSlide(module.id, Math.max(...state.seen));
    const heading = document.getElementById(`slide-title-${state.index}`);
    if (!heading) return;
    // After Next the page would stay scrolled where the button was, at the end of the new slide.
    heading.focus({ preventScroll: true });
    heading.scrollIntoView({ block: 'start', behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
    // Only a move (a new turn) is a reason to store or move the focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.turns]);

  const finish = (given: number[]) => {
    const score = moduleQuizScore(state.questions, given);
    dispatch({ type: 'finish', answers: given });
    // The result takes the screen and the focus: no toast repeats it.
    if (moduleQuizPassed(score, state.questions.length)) completeModule(module);
  };

  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || isTyping(event.target)) return;
    const action = KEYS[event.key];
    // A key that moves nothing (the last slide, the quiz) is left to the page.
    if (!action || reducePlayer(state, action) === state) return;
    dispatch(action);
    event.preventDefault();
  });
  // A layout effect: the keys are heard from the moment the early-tap recorder stops keeping them.
  useLayoutEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  const { notice } = state;
  return {
    phase: state.phase,
    index: state.index,
    seen: state.seen,
    animate: state.turns > 0,
    notice: !notice ? '' : notice.kind === 'see-all' ? fill(text['player.seeAll'], { count: notice.unseen }) : text['player.noQuiz'],
    questions: state.questions,
    answers: state.answers,
    attempt: state.attempt,
    nextRef,
    rootRef,
    goTo: (slide: number) => dispatch({ type: 'goTo', slide }),
    turn: (to: 'next' | 'previous') => dispatch({ type: 'turn', to }),
    pressNext: () => dispatch({ type: 'next', draw }),
    retake: () => dispatch({ type: 'retake', draw }),
    reviewSlide: (slide: number) => dispatch({ type: 'reviewSlide', slide }),
    finish,
  };
}
