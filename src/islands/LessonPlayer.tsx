import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import type { Level } from '../lib/curriculum';
import type { RandomSource } from '../lib/draws';
import type { IconSet } from '../lib/icons';
import { defaultProgress, moduleStatus, resumeSlide } from '../lib/progress-rules';
import type { ModuleQuestion, Slide } from '../schemas/module';
import { $autoAdvance, setAutoAdvance } from '../stores/preferences';
import { $progress } from '../stores/progress';
import LockedLesson from './player/LockedLesson';
import { citedSources } from '../lib/citations';
import { slideCites } from '../lib/slide-cards';
import type { Source } from '../schemas/source';
import PlayerHeader from './player/PlayerHeader';
import ProgressStatus from './ProgressStatus';
import SlideNav from './player/SlideNav';
import SlideView from './player/SlideView';
import { useHeldHeight } from './player/use-held-height';
import { useLessonPlayer } from './player/use-lesson-player';
import { useSwipe } from './player/use-swipe';
import { later, useLater } from './use-later';
import { useProgressKnown } from './use-progress-known';
import { withLang } from './lang-context';
import type { LESSON_PLAYER_TEXT } from './text-keys';

type Text = Record<(typeof LESSON_PLAYER_TEXT)[number], string>;

const afterSlides = later(() => import('./player/after-slides'));

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
  /** Its sources, named under the slides and explanations that cite them. */
  sources: Source[];
}

interface Props {
  module: PlayerModule;
  /** The next module of the category, when its content exists. */
  next?: { title: string; href: string } | undefined;
  text: Text;
  /** Drawings and text alternatives of the icons the slides name (`iconSet`); only those ship with the page. */
  icons?: IconSet;
  /** Random source of the quiz draw; tests fix it. */
  random?: RandomSource;
}

/** The interactive lesson: slides, then a quiz of 3 drawn questions, then the result. */
function LessonPlayer({ module, next, text, icons = {}, random = Math.random }: Props) {
  const progress = useStore($progress, { ssr: defaultProgress });
  const autoAdvance = useStore($autoAdvance, { ssr: () => true });
  const known = useProgressKnown();
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
    nextRef,
    rootRef,
    goTo,
    turn,
    pressNext,
    retake,
    answered,
    finish,
  } = useLessonPlayer(module, text, random, resumeAt);

  const cardRef = useRef<HTMLDivElement>(null);
  useSwipe(cardRef, turn);

  const lockedHeight = useHeldHeight(rootRef, () => moduleStatus($progress.get(), module) === 'locked');
  // The quiz and the result, loaded once the player is interactive: ready long before the last slide.
  const after = useLater(afterSlides, phase);

  if (known && moduleStatus(progress, module) === 'locked') return <LockedLesson text={text} minHeight={lockedHeight} />;

  const slide = module.slides[index]!;
  return (
    <div ref={rootRef} data-player data-early-taps data-arrow-keys data-state={phase} className="mx-auto max-w-4xl px-4 py-8">
      <PlayerHeader
        title={module.title}
        level={module.level}
        category={module.category}
        slide={phase === 'slides' ? { index, total: module.slides.length } : undefined}
        text={text}
      />
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
            citations={citedSources(slideCites(slide), module.sources)}
            text={text}
          />
        )}
        {phase === 'quiz' && after && (
          <after.ModuleQuiz
            key={attempt}
            questions={questions}
            sources={module.sources}
            autoAdvance={autoAdvance}
            onAutoAdvanceChange={setAutoAdvance}
            onAnswer={answered}
            onFinish={finish}
            text={text}
          />
        )}
        {phase === 'result' && after && (
          <after.PlayerResult
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
