import { useEffect, useEffectEvent, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { drawModuleQuiz, type RandomSource } from '../rules/draws.ts';
import { takeEarlyTaps } from '../../site/rules/early-taps.ts';
import { fill } from '../../shared/rules/format.ts';
import { initialPlayerState, reducePlayer, tapAction, type QuizDraw } from '../rules/lesson-player-state.ts';
import type { ModulePlace } from '../../progress/rules/progress-rules.ts';
import type { ModuleQuizData } from '../rules/module-quiz.ts';
import type { ModuleQuestion, Slide } from '../../content-build/schemas/module.ts';
import { completeModule, reachSlide } from '../../progress/stores/progress.ts';
import { prepareReviewCards, recordMissedQuestions } from '../../review/stores/review-cards.ts';
import { moduleCardId } from '../../review/rules/review-cards.ts';
import { moduleQuizPassed, moduleQuizScore } from '../rules/scoring.ts';
import { prefersReducedMotion } from '../../shared/rules/motion.ts';
import { useModuleQuiz } from './use-module-quiz.ts';

export type { Phase } from '../rules/lesson-player-state.ts';

const warnNotRecorded = (error: unknown) => console.warn('Could not record the missed question for review', error);

/** What the lesson's state needs of a module. */
export interface LessonModule extends ModulePlace {
  slides: Slide[];
  /** Whether its pool gives a quiz once every slide is seen (`hasModuleQuiz`, at build). */
  quizPossible: boolean;
}

/** The UI strings of the notices that the lesson's actions raise. */
export type LessonText = Record<'player.seeAll' | 'player.noQuiz' | 'player.quizLoading' | 'player.quizFailed', string>;

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/** The arrow keys' actions (the same as when replayed, see `tapAction`): one slide, never the quiz. */
const KEYS: Readonly<Record<string, 'next' | 'previous'>> = { ArrowRight: 'next', ArrowLeft: 'previous' };

/**
 * The lesson's state (`player/rules/lesson-player-state.ts`) and its actions: taps, the arrow keys and
 * the taps made before the player was interactive all dispatch the same actions; this hook
 * adds what they cause outside the state (the slide reached stored, the focus moved with the
 * slide, the module completed) and the module's quiz, loaded from `quizHref` (`useModuleQuiz`).
 */
export function useLessonPlayer(
  module: LessonModule,
  quizHref: string,
  text: LessonText,
  random: RandomSource,
  resumeAt: number | undefined,
) {
  const [state, dispatch] = useReducer(reducePlayer<ModuleQuestion>, module, initialPlayerState<ModuleQuestion>);
  /** The slide on which Start Quiz was pressed before the questions came: the quiz starts when they do, unless the learner moved. */
  const [waitingAt, setWaitingAt] = useState<number>();
  const waiting = waitingAt === state.index && state.phase === 'slides';
  const drawFrom =
    (quiz: ModuleQuizData): QuizDraw<ModuleQuestion> =>
    (seen) =>
      drawModuleQuiz(quiz.quizPool, seen, random);
  const { load, retry } = useModuleQuiz(quizHref, (arrived) => {
    if (!waiting) return;
    setWaitingAt(undefined);
    dispatch({ type: 'next', draw: drawFrom(arrived) });
  });
  const quiz = load.status === 'ready' ? load.quiz : undefined;
  // Without its questions yet, Next moves a slide but cannot start the quiz (see `tapAction`).
  const draw = quiz && drawFrom(quiz);
  const onLastSlide = state.phase === 'slides' && state.index === state.total - 1;
  const nextRef = useRef<HTMLButtonElement>(null);
  /** The player's root, where taps made before hydration wait (see `site/rules/early-taps.ts`). */
  const rootRef = useRef<HTMLDivElement>(null);

  // A missed answer becomes a review card even if the connection drops before the quiz.
  useEffect(() => {
    prepareReviewCards().catch(() => {});
  }, []);

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

  /** A question answered wrong becomes a review card at once, even if the learner leaves before the result. */
  const answered = (question: ModuleQuestion, choice: number) => {
    if (choice === question.correctAnswer) return;
    recordMissedQuestions([moduleCardId(module.id, question.id)]).catch(warnNotRecorded);
  };

  /** Next; on the last slide Start Quiz, which waits for the questions when they have not come (and asks again after a failure). */
  const pressNext = () => {
    if (!onLastSlide || draw) {
      dispatch(draw ? { type: 'next', draw } : { type: 'next' });
      return;
    }
    setWaitingAt(state.index);
    if (load.status === 'failed') retry();
  };

  /** Called by the quiz once every question is answered. */
  const finish = (given: number[]) => {
    const score = moduleQuizScore(state.questions, given);
    dispatch({ type: 'finish', answers: given });
    // The result takes the screen and the focus: no toast repeats it.
    if (moduleQuizPassed(score, state.questions.length)) completeModule(module);
  };

  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || isTyping(event.target)) return;
    const type = KEYS[event.key];
    // A key that moves nothing (the last slide, the quiz) is left to the page.
    if (!type || reducePlayer(state, { type }) === state) return;
    dispatch({ type });
    event.preventDefault();
  });
  const replay = useEffectEvent((taps: string[]) => {
    let replayed = state;
    for (const word of taps) {
      const action = tapAction(word, draw);
      if (!action) continue;
      if (word === 'next' && !draw && replayed.phase === 'slides' && replayed.index === replayed.total - 1) {
        // Start Quiz before the questions came: the quiz starts when they do, and the taps after it were on the quiz's place.
        setWaitingAt(replayed.index);
        return;
      }
      replayed = reducePlayer(replayed, action);
      dispatch(action);
    }
  });
  // A layout effect: taps made before hydration (see `site/rules/early-taps.ts`) are replayed before
  // paint, as the actions their controls dispatch, each on the state the previous one left; and
  // the keys are heard from the moment the early-tap recorder stops keeping them.
  useLayoutEffect(() => {
    if (rootRef.current) replay(takeEarlyTaps(rootRef.current));
    const listener = (event: KeyboardEvent) => onKey(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  const { notice } = state;
  const waitNotice = !waiting ? '' : load.status === 'failed' ? text['player.quizFailed'] : text['player.quizLoading'];
  return {
    ...state,
    animate: state.turns > 0,
    notice: !notice ? waitNotice : state.quizPossible ? fill(text['player.seeAll'], { count: notice.unseen }) : text['player.noQuiz'],
    /** The module's questions and sources, once loaded. */
    quiz,
    nextRef,
    rootRef,
    goTo: (slide: number) => dispatch({ type: 'goTo', slide }),
    /** A move of one slide that never starts the quiz (a swipe, Previous). */
    turn: (type: 'next' | 'previous') => dispatch({ type }),
    pressNext,
    retake: () => draw && dispatch({ type: 'retake', draw }),
    answered,
    finish,
  };
}
