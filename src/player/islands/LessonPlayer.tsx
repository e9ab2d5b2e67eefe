import { useStore } from '@nanostores/react';
import { useRef, type ReactNode } from 'react';
import type { RandomSource } from '../rules/draws.ts';
import type { IconSet } from '../../shared/rules/icons.ts';
import { defaultProgress, moduleStatus, resumeSlide } from '../../progress/rules/progress-rules.ts';
import type { Slide } from '../../content-build/schemas/module.ts';
import { $progress } from '../../progress/stores/progress.ts';
import type { SlideSources, SourceLink } from '../rules/slide-sources.ts';
import LockedLesson from './LockedLesson.tsx';
import ModuleQuiz from './ModuleQuiz.tsx';
import PlayerResult from './PlayerResult.tsx';
import SlideProgress from './SlideProgress.tsx';
import ProgressStatus from '../../progress/islands/ProgressStatus.tsx';
import SlideNav from './SlideNav.tsx';
import SlideView from './SlideView.tsx';
import { useHeldHeight } from './use-held-height.ts';
import { useLessonPlayer } from './use-lesson-player.ts';
import { useSwipe } from './use-swipe.ts';
import { useProgressKnown } from '../../progress/islands/use-progress-known.ts';
import { useLang, withLang } from '../../shared/islands/lang-context.tsx';
import { moduleQuizHref } from '../rules/module-quiz.ts';
import type { LESSON_PLAYER_TEXT } from '../../shared/islands/text-keys.ts';

type Text = Record<(typeof LESSON_PLAYER_TEXT)[number], string>;

/** The player's box. */
const PLAYER_BOX = 'mx-auto max-w-4xl px-4 py-8';

/** What the player needs of a module. */
export interface PlayerModule {
  id: string;
  categoryIndex: number;
  moduleIndex: number;
  /** Its slides as a reader sees them, `[^id]` markers taken out (`shownSlide`, at build). */
  slides: Slide[];
  /** For each slide, the sources to name under its paragraphs, cards and comparison sides, and at its end. */
  slideSources: SlideSources<SourceLink>[];
  /** Whether its pool gives a quiz once every slide is seen (`hasModuleQuiz`, at build); the questions come after first paint (`moduleQuizHref`). */
  quizPossible: boolean;
}

interface Props {
  module: PlayerModule;
  /** The next module of the category, when its content exists. */
  next?: { title: string; href: string } | undefined;
  text: Text;
  /** The icons the slides name (`iconSet`): each one's symbol in the icon sprite and its text alternative. */
  icons?: IconSet;
  /** Random source of the quiz draw; tests fix it. */
  random?: RandomSource;
  /** The module's header (back link, level, path, title), drawn by the page: `ModuleHeader.astro`. */
  children?: ReactNode;
}

/** The interactive lesson: slides, then a quiz of 3 drawn questions, then the result. */
function LessonPlayer({ module, next, text, icons = {}, random = Math.random, children }: Props) {
  const progress = useStore($progress, { ssr: defaultProgress });
  const known = useProgressKnown();
  const lang = useLang();
  const resumeAt = known ? resumeSlide(progress, module.id, module.slides.length) : undefined;
  const {
    phase,
    index,
    seen,
    animate,
    notice,
    questions,
    answers,
    attempt,
    quiz,
    nextRef,
    rootRef,
    goTo,
    turn,
    pressNext,
    retake,
    answered,
    finish,
  } = useLessonPlayer(module, moduleQuizHref(module.id, lang), text, random, resumeAt);

  const cardRef = useRef<HTMLDivElement>(null);
  useSwipe(cardRef, turn);

  const lockedHeight = useHeldHeight(rootRef, () => moduleStatus($progress.get(), module) === 'locked');

  // A locked module (opened by its address) says so instead.
  if (known && moduleStatus(progress, module) === 'locked') return <LockedLesson text={text} minHeight={lockedHeight} />;

  const slide = module.slides[index]!;
  return (
    <div ref={rootRef} data-player data-early-taps data-arrow-keys data-state={phase} className={PLAYER_BOX}>
      {children}
      {phase === 'slides' && <SlideProgress index={index} total={module.slides.length} text={text} />}
      <div className="mt-3">
        <ProgressStatus text={text} />
      </div>
      <div ref={cardRef} className="mt-5 touch-pan-y rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        {phase === 'slides' && (
          <SlideView
            key={slide.id}
            slide={slide}
            headingId={`slide-title-${index}`}
            animate={animate}
            icons={icons}
            citations={module.slideSources[index]!}
            text={text}
          />
        )}
        {phase === 'quiz' && quiz && (
          <ModuleQuiz key={attempt} questions={questions} sources={quiz.sources} onAnswer={answered} onFinish={finish} text={text} />
        )}
        {phase === 'result' && (
          <PlayerResult
            questions={questions}
            answers={answers}
            slides={module.slides}
            next={next}
            onRetake={retake}
            onReviewSlide={goTo}
            text={text}
          />
        )}
      </div>
      {phase === 'slides' && (
        <SlideNav
          slides={module.slides}
          index={index}
          seen={seen}
          notice={notice}
          nextRef={nextRef}
          onGoTo={goTo}
          onPrevious={() => turn('previous')}
          onNext={pressNext}
          text={text}
        />
      )}
    </div>
  );
}

export default withLang(LessonPlayer);
