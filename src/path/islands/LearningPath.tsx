import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { LIVE_CARD_IDS } from '../../review/rules/live-cards.ts';
import { fill } from '../../shared/rules/format.ts';
import { defaultProgress, moduleStatus } from '../../progress/rules/progress-rules.ts';
import { completedInCategory, isExamAvailable, nextModule } from '../rules/path-standing.ts';
import { $certificate } from '../../exam/stores/certificate.ts';
import { $progress } from '../../progress/stores/progress.ts';
import OfflineStatus from '../../offline/islands/OfflineStatus.tsx';
import ExamPanel from './ExamPanel.tsx';
import ExamPanelFrame from './ExamPanelFrame.tsx';
import ModuleCard from './ModuleCard.tsx';
import PathPicker from './PathPicker.tsx';
import QuizPanel from './QuizPanel.tsx';
import ReviewLink from './ReviewLink.tsx';
import ProgressStatus from '../../progress/islands/ProgressStatus.tsx';
import type { PathCategory, PathModule } from './types.ts';
import ProgressChecking from '../../progress/islands/ProgressChecking.tsx';
import { useEarlyTaps } from '../../site/islands/use-early-taps.ts';
import { useProgressKnown } from '../../progress/islands/use-progress-known.ts';
import { useLocalize, withLang } from '../../shared/islands/lang-context.tsx';
import { fetchPlayerCodeAhead } from '../../player/page-scripts/player-code-ahead.ts';
import type { LEARNING_PATH_TEXT } from '../../shared/islands/text-keys.ts';

type Text = Record<(typeof LEARNING_PATH_TEXT)[number], string>;

interface Props {
  modules: PathModule[];
  categories: PathCategory[];
  text: Text;
}

/** Learn Now's "Pick Your Path": path toggles, the chosen path's module cards and quiz, and the final exam panel. */
function LearningPath({ modules, categories, text }: Props) {
  const localize = useLocalize();
  const progress = useStore($progress, { ssr: defaultProgress });
  const known = useProgressKnown();
  // The certificate is read at once, beside the progress, not once the exam panel shows: its
  // line then comes with the panel rather than moving it a moment later.
  useEffect(() => $certificate.listen(() => {}), []);
  /** The path the learner opened or closed themselves; undefined until they do. */
  const [chosen, setChosen] = useState<number | null | undefined>(undefined);
  const next = known ? nextModule(progress, modules) : undefined;
  // Continue is what a learner most likely taps next: the player's code is fetched while they look at the path.
  useEffect(() => {
    if (known) fetchPlayerCodeAhead();
  }, [known]);
  // Until the learner chooses, the path of their next module is open, from the very render in
  // which their progress is known (an effect would paint the page without it for one frame,
  // and the exam panel below would jump).
  const open = chosen === undefined ? (next?.categoryIndex ?? null) : chosen;
  const category = categories.find(({ index }) => index === open);
  const examOpen = isExamAvailable(progress, modules);
  const counts = known
    ? categories.map(({ index }) => ({
        completed: completedInCategory(progress, index, modules),
        total: modules.filter((module) => module.categoryIndex === index).length,
      }))
    : undefined;
  /** Where a path tapped before the island was interactive waits (see `site/rules/early-taps.ts`). */
  const rootRef = useRef<HTMLDivElement>(null);
  useEarlyTaps(rootRef);

  return (
    <div ref={rootRef} data-early-taps className="space-y-12">
      <section aria-labelledby="path-title">
        <h2 id="path-title" className="text-2xl font-bold text-slate-900">
          {text['path.title']}
        </h2>
        <p className="mt-2 text-slate-700">{text['path.intro']}</p>
        <div className="mt-3">
          <ProgressStatus text={text} />
        </div>
        {/* The place is kept while progress is read, so nothing below moves when Continue appears. */}
        <div data-continue-slot className="mt-4 flex min-h-12 flex-wrap items-center gap-3">
          {next && (
            <a href={localize(`/learn/${next.slug}`)} className="btn-primary">
              {fill(text['path.continue'], { title: next.title })}
            </a>
          )}
          {known && <ReviewLink cards={progress.reviews} live={LIVE_CARD_IDS} now={new Date()} text={text} />}
        </div>
        <PathPicker categories={categories} chosen={open} onChoose={setChosen} counts={counts} text={text} />
        {/* While progress is read the page keeps about the room of the path it will open, so the sections below do not jump. */}
        {!known && (
          <ProgressChecking
            text={text['progress.checking']}
            className="mt-8 min-h-[120rem] text-slate-700 sm:min-h-[64rem] lg:min-h-[46rem]"
          />
        )}
        {category && known && (
          <div className="mt-8 space-y-8" data-path={category.index}>
            <section aria-labelledby="path-modules-title">
              <h3 id="path-modules-title" className="text-xl font-bold text-slate-900">
                {fill(text['path.modulesOf'], { name: category.name })}
              </h3>
              <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {modules
                  .filter((module) => module.categoryIndex === category.index)
                  .sort((a, b) => a.moduleIndex - b.moduleIndex)
                  .map((module) => (
                    <ModuleCard key={module.id} module={module} status={moduleStatus(progress, module, modules)} text={text} />
                  ))}
              </ul>
            </section>
            <QuizPanel category={category} progress={progress} modules={modules} text={text} />
          </div>
        )}
      </section>
      <div className="space-y-8">
        <ExamPanelFrame state={!known ? 'checking' : examOpen ? 'open' : 'locked'} title={text['path.examTitle']}>
          {known ? (
            <ExamPanel categories={categories} progress={progress} modules={modules} open={examOpen} text={text} />
          ) : (
            <ProgressChecking text={text['progress.checking']} className="mt-3 text-slate-700" />
          )}
        </ExamPanelFrame>
        {known && <OfflineStatus text={text} />}
      </div>
    </div>
  );
}

export default withLang(LearningPath);
