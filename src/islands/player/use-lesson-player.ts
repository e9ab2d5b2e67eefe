import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { askableQuestions, drawModuleQuiz, MODULE_QUIZ_DRAW, type RandomSource } from '../../lib/draws';
import { fill } from '../../lib/format';
import type { ModulePlace } from '../../lib/progress-rules';
import { moduleQuizPassed, moduleQuizScore } from '../../lib/scoring';
import { useEarlyTaps } from '../use-early-taps';
import type { ModuleQuestion, Slide } from '../../schemas/module';
import { completeModule, reachSlide } from '../../stores/progress';
import { prefersReducedMotion } from '../../lib/motion';

/** Where the lesson is: reading slides, answering the quiz, or looking at its result. */
export type Phase = 'slides' | 'quiz' | 'result';

/** What the lesson's state needs of a module. */
export interface LessonModule extends ModulePlace {
  slides: Slide[];
  quizPool: ModuleQuestion[];
}

/** The UI strings of the notices and toasts that the lesson's actions raise. */
export type LessonText = Record<'player.seeAll' | 'player.noQuiz', string>;

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * The lesson's state and actions: the current slide and the slides seen, the quiz drawn from
 * them, the answers given, and the arrow keys that move between slides.
 */
export function useLessonPlayer(module: LessonModule, text: LessonText, random: RandomSource, resumeAt: number | undefined) {
  const [phase, setPhase] = useState<Phase>('slides');
  const [index, setIndex] = useState(0);
  const [seen, setSeen] = useState<number[]>([0]);
  const [animate, setAnimate] = useState(false);
  const [notice, setNotice] = useState('');
  const [questions, setQuestions] = useState<ModuleQuestion[]>([]);
  const [answers, setAnswers] = useState<number[]>([]);
  const [attempt, setAttempt] = useState(0);
  const nextRef = useRef<HTMLButtonElement>(null);
  /** The player's root, where taps made before hydration wait (see `lib/early-taps.ts`). */
  const rootRef = useRef<HTMLDivElement>(null);
  useEarlyTaps(rootRef);
  const slideHeadingRef = useRef<string | null>(null);
  /** Whether the learner has moved between slides on this page (then a stored place no longer applies). */
  const movedRef = useRef(false);
  const resumedRef = useRef(false);
  const total = module.slides.length;

  // A half-read module reopens at the furthest slide reached (on any device), once progress is
  // known, unless the learner has already moved; the slides before it count as seen.
  useEffect(() => {
    if (resumeAt === undefined || resumedRef.current) return;
    resumedRef.current = true;
    if (movedRef.current || resumeAt === 0) return;
    setIndex(resumeAt);
    setSeen(Array.from({ length: resumeAt + 1 }, (_, slide) => slide));
  }, [resumeAt]);

  /** Shows slide `target`: the view moves to its heading, and focus with it, as a new page would. */
  const goTo = (target: number) => {
    const clamped = Math.min(total - 1, Math.max(0, target));
    if (clamped === index && phase === 'slides') return;
    setIndex(clamped);
    setSeen((list) => (list.includes(clamped) ? list : [...list, clamped]));
    setAnimate(true);
    setNotice('');
    setPhase('slides');
    slideHeadingRef.current = `slide-title-${clamped}`;
    movedRef.current = true;
    reachSlide(module.id, clamped);
  };

  useEffect(() => {
    const id = slideHeadingRef.current;
    slideHeadingRef.current = null;
    const heading = id ? document.getElementById(id) : null;
    if (!heading) return;
    // After Next the page would stay scrolled where the button was, at the end of the new slide.
    heading.focus({ preventScroll: true });
    heading.scrollIntoView({ block: 'start', behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
  }, [index, phase]);

  const startQuiz = (seenSlides: number[] = seen) => {
    const drawn = drawModuleQuiz(module.quizPool, new Set(seenSlides), random);
    if (drawn.length === 0) {
      const everySlide = new Set(module.slides.map((_, slideIndex) => slideIndex));
      const possible = askableQuestions(module.quizPool, everySlide).length >= MODULE_QUIZ_DRAW;
      setNotice(possible ? fill(text['player.seeAll'], { count: total - seenSlides.length }) : text['player.noQuiz']);
      return;
    }
    setQuestions(drawn);
    setAttempt((count) => count + 1);
    setPhase('quiz');
  };

  const finish = (given: number[]) => {
    const score = moduleQuizScore(questions, given);
    setAnswers(given);
    setPhase('result');
    // The result takes the screen and the focus: no toast repeats it.
    if (moduleQuizPassed(score, questions.length)) completeModule(module);
  };

  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (phase !== 'slides' || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || isTyping(event.target)) return;
    if (event.key === 'ArrowRight' && index < total - 1) goTo(index + 1);
    else if (event.key === 'ArrowLeft' && index > 0) goTo(index - 1);
    else return;
    event.preventDefault();
  });
  // A layout effect: the keys are heard from the moment the early-tap recorder stops keeping them.
  useLayoutEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  return { phase, index, seen, animate, notice, questions, answers, attempt, nextRef, rootRef, goTo, startQuiz, finish };
}
