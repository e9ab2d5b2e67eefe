import { useStore } from '@nanostores/react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { UIKey } from '../i18n';
import { BADGE, LEVEL_BADGE } from '../lib/badges';
import type { Level } from '../lib/curriculum';
import { askableQuestions, drawModuleQuiz, MODULE_QUIZ_DRAW, type RandomSource } from '../lib/draws';
import { fill } from '../lib/format';
import { defaultProgress, moduleStatus } from '../lib/progress-rules';
import { moduleQuizPassed } from '../lib/scoring';
import { toast } from '../lib/toast';
import type { ModuleQuestion, Slide } from '../schemas/module';
import { $autoAdvance, setAutoAdvance } from '../stores/preferences';
import { $progress, completeModule } from '../stores/progress';
import ModuleQuiz from './player/ModuleQuiz';
import SlideView from './player/SlideView';
import ReviewList, { REVIEW_TEXT } from './ReviewList';
import { useHydrated } from './use-hydrated';

export const LESSON_PLAYER_TEXT = [
  'player.back',
  'player.slideOf',
  'player.progress',
  'player.percent',
  'player.previous',
  'player.next',
  'player.startQuiz',
  'player.dots',
  'player.goToSlide',
  'player.seeAll',
  'player.noQuiz',
  'player.keys',
  'player.lockedTitle',
  'player.lockedText',
  'player.quizTitle',
  'player.quizIntro',
  'player.questionOf',
  'player.submit',
  'player.correct',
  'player.incorrect',
  'player.rightOption',
  'player.wrongOption',
  'player.continue',
  'player.seeResult',
  'player.autoAdvance',
  'player.passTitle',
  'player.passText',
  'player.failTitle',
  'player.failText',
  'player.retake',
  'player.reviewSlides',
  'player.nextModule',
  'player.toastPassTitle',
  'player.toastPassText',
  'player.toastFailTitle',
  'player.toastFailText',
  'review.slide',
  ...REVIEW_TEXT,
] as const satisfies readonly UIKey[];

type Text = Record<(typeof LESSON_PLAYER_TEXT)[number], string>;

/** What the player needs of a module. */
export interface PlayerModule {
  id: string;
  title: string;
  level: Level;
  category: string;
  categoryIndex: number;
  moduleIndex: number;
  slides: Slide[];
  quizPool: ModuleQuestion[];
}

interface Props {
  module: PlayerModule;
  /** The next module of the category, when its content exists. */
  next?: { title: string; href: string } | undefined;
  text: Text;
  /** Random source of the quiz draw; tests fix it. */
  random?: RandomSource;
}

type Phase = 'slides' | 'quiz' | 'result';

const scoreOf = (questions: ModuleQuestion[], given: number[]) =>
  questions.filter((question, index) => given[index] === question.correctAnswer).length;

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/** The interactive lesson: slides, then a quiz of 3 drawn questions, then the result. */
export default function LessonPlayer({ module, next, text, random = Math.random }: Props) {
  const progress = useStore($progress, { ssr: defaultProgress });
  const autoAdvance = useStore($autoAdvance, { ssr: () => true });
  const hydrated = useHydrated();
  const [phase, setPhase] = useState<Phase>('slides');
  const [index, setIndex] = useState(0);
  const [seen, setSeen] = useState<number[]>([0]);
  const [animate, setAnimate] = useState(false);
  const [notice, setNotice] = useState('');
  const [questions, setQuestions] = useState<ModuleQuestion[]>([]);
  const [answers, setAnswers] = useState<number[]>([]);
  const [attempt, setAttempt] = useState(0);
  const nextRef = useRef<HTMLButtonElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const slideHeadingRef = useRef<string | null>(null);

  const total = module.slides.length;
  const slide = module.slides[index]!;
  const status = moduleStatus(progress, module);

  const goTo = (target: number, focusHeading = false) => {
    const clamped = Math.min(total - 1, Math.max(0, target));
    if (clamped === index && phase === 'slides') return;
    setIndex(clamped);
    setSeen((list) => (list.includes(clamped) ? list : [...list, clamped]));
    setAnimate(true);
    setNotice('');
    setPhase('slides');
    slideHeadingRef.current = focusHeading ? `slide-title-${clamped}` : null;
    if (clamped === 0 && document.activeElement?.getAttribute('data-action') === 'previous') nextRef.current?.focus();
  };

  useEffect(() => {
    const id = slideHeadingRef.current;
    slideHeadingRef.current = null;
    if (id) document.getElementById(id)?.focus();
  }, [index, phase]);

  useEffect(() => {
    if (phase === 'result') resultRef.current?.focus();
  }, [phase]);

  const startQuiz = () => {
    const drawn = drawModuleQuiz(module.quizPool, new Set(seen), random);
    if (drawn.length === 0) {
      const everySlide = new Set(module.slides.map((_, slideIndex) => slideIndex));
      const possible = askableQuestions(module.quizPool, everySlide).length >= MODULE_QUIZ_DRAW;
      setNotice(possible ? fill(text['player.seeAll'], { count: total - seen.length }) : text['player.noQuiz']);
      return;
    }
    setQuestions(drawn);
    setAttempt((count) => count + 1);
    setPhase('quiz');
  };

  const finish = (given: number[]) => {
    const score = scoreOf(questions, given);
    setAnswers(given);
    setPhase('result');
    if (moduleQuizPassed(score, questions.length)) {
      completeModule(module);
      toast({ title: text['player.toastPassTitle'], description: text['player.toastPassText'] });
    } else {
      toast({
        title: text['player.toastFailTitle'],
        description: fill(text['player.toastFailText'], { n: score }),
        variant: 'destructive',
      });
    }
  };

  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (phase !== 'slides' || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || isTyping(event.target)) return;
    if (event.key === 'ArrowRight' && index < total - 1) goTo(index + 1);
    else if (event.key === 'ArrowLeft' && index > 0) goTo(index - 1);
    else return;
    event.preventDefault();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  if (hydrated && status === 'locked') {
    return (
      <div data-state="locked" className="mx-auto max-w-3xl px-4 py-16 text-center">
        <p aria-hidden="true" className="text-5xl">
          🔒
        </p>
        <h1 className="mt-4 text-3xl font-bold text-slate-900">{text['player.lockedTitle']}</h1>
        <p className="mt-3 text-lg text-slate-700">{text['player.lockedText']}</p>
        <p className="mt-8">
          <a href="/learn-now" className="btn-primary">
            {text['player.back']}
          </a>
        </p>
      </div>
    );
  }

  const percent = Math.round(((index + 1) / total) * 100);
  const score = scoreOf(questions, answers);
  const passed = moduleQuizPassed(score, questions.length);

  return (
    <div data-state={phase} className="mx-auto max-w-4xl px-4 py-8">
      <header className="space-y-3">
        <a href="/learn-now" className="inline-flex min-h-11 items-center gap-1 font-medium text-brand-700 underline">
          <span aria-hidden="true">←</span>
          {text['player.back']}
        </a>
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <span className={`${BADGE} ${LEVEL_BADGE[module.level]}`}>{module.level}</span>
          <span>{module.category}</span>
        </p>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{module.title}</h1>
        {phase === 'slides' && (
          <div className="space-y-1">
            <p aria-live="polite" className="text-sm font-semibold text-slate-700">
              {fill(text['player.slideOf'], { n: index + 1, total })}
            </p>
            <label className="block text-sm text-slate-700">
              <span className="sr-only">{text['player.progress']}: </span>
              {fill(text['player.percent'], { percent })}
              <progress max={100} value={percent} className="progress-bar mt-1 block w-full">
                {percent}%
              </progress>
            </label>
          </div>
        )}
      </header>

      <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        {phase === 'slides' && <SlideView key={slide.id} slide={slide} headingId={`slide-title-${index}`} animate={animate} />}
        {phase === 'quiz' && (
          <ModuleQuiz
            key={attempt}
            questions={questions}
            autoAdvance={autoAdvance}
            onAutoAdvanceChange={setAutoAdvance}
            onFinish={finish}
            text={text}
          />
        )}
        {phase === 'result' && (
          <section aria-labelledby="result-title" data-result={passed ? 'passed' : 'failed'} className="space-y-4">
            <h2
              id="result-title"
              ref={resultRef}
              tabIndex={-1}
              className={`text-2xl font-bold focus:outline-none ${passed ? 'text-green-800' : 'text-red-800'}`}
            >
              <span aria-hidden="true">{passed ? '✓ ' : '↻ '}</span>
              {passed ? text['player.passTitle'] : text['player.failTitle']}
            </h2>
            <p className="text-lg text-slate-800">{fill(passed ? text['player.passText'] : text['player.failText'], { n: score })}</p>
            <div className="flex flex-wrap gap-3">
              {passed && next && (
                <a href={next.href} className="btn-primary">
                  {fill(text['player.nextModule'], { title: next.title })}
                </a>
              )}
              <button type="button" onClick={startQuiz} className={passed ? 'btn-outline' : 'btn-primary'}>
                {text['player.retake']}
              </button>
              <button type="button" onClick={() => goTo(0, true)} className="btn-outline">
                {text['player.reviewSlides']}
              </button>
              {passed && (
                <a href="/learn-now" className="btn-outline">
                  {text['player.back']}
                </a>
              )}
            </div>
            <ReviewList
              headingLevel={3}
              text={text}
              items={questions.map((question, questionIndex) => {
                const slideIndex = question.requiresSlides[0] ?? 0;
                const given = answers[questionIndex];
                return {
                  id: question.id,
                  question: question.question,
                  yours: given === undefined ? undefined : question.options[given],
                  correct: question.options[question.correctAnswer] ?? '',
                  teach: {
                    label: fill(text['review.slide'], { n: slideIndex + 1, title: module.slides[slideIndex]?.title ?? '' }),
                    onSelect: () => goTo(slideIndex, true),
                  },
                };
              })}
            />
          </section>
        )}
      </div>

      {phase === 'slides' && (
        <nav aria-label={text['player.dots']} className="mt-6 space-y-4">
          <div className="flex items-center justify-between gap-3">
            <button type="button" data-action="previous" onClick={() => goTo(index - 1)} disabled={index === 0} className="btn-outline">
              <span aria-hidden="true">←</span>
              {text['player.previous']}
            </button>
            <button
              type="button"
              ref={nextRef}
              onClick={() => (index === total - 1 ? startQuiz() : goTo(index + 1))}
              className="btn-primary"
            >
              {index === total - 1 ? text['player.startQuiz'] : text['player.next']}
              <span aria-hidden="true">→</span>
            </button>
          </div>
          <ol className="flex flex-wrap justify-center gap-1">
            {module.slides.map((item, dot) => (
              <li key={item.id}>
                <button
                  type="button"
                  onClick={() => goTo(dot)}
                  aria-label={fill(text['player.goToSlide'], { n: dot + 1, title: item.title })}
                  aria-current={dot === index ? 'step' : undefined}
                  data-state={dot === index ? 'current' : seen.includes(dot) ? 'seen' : 'unseen'}
                  className="group flex size-11 items-center justify-center rounded-full"
                >
                  <span
                    aria-hidden="true"
                    className="block h-3 w-3 rounded-full border-2 border-brand-700 group-data-[state=current]:w-8 group-data-[state=current]:bg-brand-700 group-data-[state=seen]:bg-brand-100"
                  />
                </button>
              </li>
            ))}
          </ol>
          <p role="status" className="min-h-6 text-center font-medium text-slate-800">
            {notice}
          </p>
          <p className="text-center text-sm text-slate-600">{text['player.keys']}</p>
        </nav>
      )}
    </div>
  );
}
