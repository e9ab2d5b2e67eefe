import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { UIKey } from '../i18n';
import { BADGE, LEVEL_BADGE } from '../lib/badges';
import { MODULES_PER_CATEGORY, TOTAL_MODULES, type Level } from '../lib/curriculum';
import { fill } from '../lib/format';
import {
  completedInCategory,
  defaultProgress,
  type LearningProgress,
  isExamAvailable,
  isQuizAvailable,
  moduleStatus,
  percentComplete,
  quizIdOfCategory,
} from '../lib/progress-rules';
import { $progress } from '../stores/progress';
import { useHydrated } from './use-hydrated';

/** A module card on the path: what the content says about it, and whether its content exists yet. */
export interface PathModule {
  id: string;
  /** `/learn/{slug}` shows it. */
  slug: string;
  title: string;
  description: string;
  level: Level;
  categoryIndex: number;
  moduleIndex: number;
  /** False while the module's content file does not exist: the card says "Coming soon". */
  ready: boolean;
}

export interface PathCategory {
  index: number;
  name: string;
  quizPath: string;
}

export const LEARNING_PATH_TEXT = [
  'path.title',
  'path.intro',
  'path.selected',
  'path.modulesOf',
  'path.status.completed',
  'path.status.unlocked',
  'path.status.locked',
  'path.status.soon',
  'path.review',
  'path.start',
  'path.lockedHint',
  'path.soonHint',
  'path.moduleNumber',
  'path.level',
  'path.quiz.0',
  'path.quiz.1',
  'path.quiz.2',
  'path.quizUnlock.0',
  'path.quizUnlock.1',
  'path.quizUnlock.2',
  'path.quizReady',
  'path.quizStart',
  'path.quizLocked',
  'path.progress',
  'path.best',
  'path.examTitle',
  'path.examReady',
  'path.examTake',
  'path.examLocked',
  'path.examUnlock',
  'path.examCategory',
  'path.examOverall',
  'path.examPercent',
  'quiz.loading',
] as const satisfies readonly UIKey[];

type Text = Record<(typeof LEARNING_PATH_TEXT)[number], string>;

interface Props {
  modules: PathModule[];
  categories: PathCategory[];
  text: Text;
}

/** Learn Now's "Pick Your Path": path toggles, the chosen path's module cards and quiz, and the final exam panel. */
export default function LearningPath({ modules, categories, text }: Props) {
  const progress = useStore($progress, { ssr: defaultProgress });
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<number | null>(null);
  const category = categories.find(({ index }) => index === chosen);

  return (
    <div className="space-y-12">
      <section aria-labelledby="path-title">
        <h2 id="path-title" className="text-2xl font-bold text-slate-900">
          {text['path.title']}
        </h2>
        <p className="mt-2 text-slate-700">{text['path.intro']}</p>
        <div className="mt-5 grid gap-3 sm:grid-cols-3">
          {categories.map(({ index, name }) => {
            const pressed = chosen === index;
            return (
              <button
                key={index}
                type="button"
                aria-pressed={pressed}
                data-state={pressed ? 'on' : 'off'}
                onClick={() => setChosen(pressed ? null : index)}
                className="flex min-h-16 items-center justify-between gap-3 rounded-xl border-2 border-slate-300 bg-white px-4 py-3 text-left font-semibold text-slate-900 hover:border-brand-600 aria-pressed:border-brand-700 aria-pressed:bg-brand-50"
              >
                <span>{name}</span>
                {pressed && (
                  <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-brand-700 px-2 py-0.5 text-sm text-white">
                    <span aria-hidden="true">✓</span>
                    {text['path.selected']}
                  </span>
                )}
              </button>
            );
          })}
        </div>
        {category && (
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
                    <ModuleCard
                      key={module.id}
                      module={module}
                      status={module.ready ? moduleStatus(progress, module, modules) : 'soon'}
                      text={text}
                    />
                  ))}
              </ul>
            </section>
            <QuizPanel
              category={category}
              completed={completedInCategory(progress, category.index, modules)}
              progress={progress}
              modules={modules}
              text={text}
            />
          </div>
        )}
      </section>
      <ExamPanel categories={categories} modules={modules} progress={progress} hydrated={hydrated} text={text} />
    </div>
  );
}

function ModuleCard({ module, status, text }: { module: PathModule; status: 'completed' | 'unlocked' | 'locked' | 'soon'; text: Text }) {
  const open = status === 'completed' || status === 'unlocked';
  const statusText = {
    completed: text['path.status.completed'],
    unlocked: text['path.status.unlocked'],
    locked: text['path.status.locked'],
    soon: text['path.status.soon'],
  }[status];
  const icon = { completed: '✓', unlocked: '▶', locked: '🔒', soon: '…' }[status];
  return (
    <li
      data-state={status}
      data-module={module.id}
      className={`relative flex flex-col gap-3 rounded-xl border p-5 ${open ? 'border-slate-200 bg-white shadow-sm focus-within:ring-3 focus-within:ring-brand-600 hover:shadow-md' : 'border-slate-200 bg-slate-100 text-slate-700'}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="font-medium text-slate-700">{fill(text['path.moduleNumber'], { n: module.moduleIndex + 1 })}</span>
        <span className={`${BADGE} ${LEVEL_BADGE[module.level]}`}>
          <span className="sr-only">{text['path.level']} </span>
          {module.level}
        </span>
      </div>
      <h4 className="text-lg font-bold text-slate-900">
        {open ? (
          <a
            href={`/learn/${module.slug}`}
            className="no-underline after:absolute after:inset-0 after:rounded-xl hover:underline focus:outline-none"
          >
            {module.title}
          </a>
        ) : (
          module.title
        )}
      </h4>
      <p className="flex-1 text-slate-700">{module.description}</p>
      <p className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 pt-3 text-sm font-semibold">
        <span className={status === 'completed' ? 'text-green-800' : 'text-slate-800'}>
          <span aria-hidden="true">{icon} </span>
          {statusText}
        </span>
        {status === 'completed' && <span className="text-brand-700">{text['path.review']} →</span>}
        {status === 'unlocked' && <span className="text-brand-700">{text['path.start']} →</span>}
        {status === 'locked' && <span className="font-normal text-slate-700">{text['path.lockedHint']}</span>}
        {status === 'soon' && <span className="font-normal text-slate-700">{text['path.soonHint']}</span>}
      </p>
    </li>
  );
}

interface PanelProps {
  progress: LearningProgress;
  modules: PathModule[];
  text: Text;
}

function QuizPanel({ category, completed, progress, modules, text }: PanelProps & { category: PathCategory; completed: number }) {
  const key = category.index as 0 | 1 | 2;
  const open = isQuizAvailable(progress, category.index, modules);
  const best = progress.quizzes[quizIdOfCategory(category.index)];
  return (
    <section
      aria-labelledby="path-quiz-title"
      data-state={open ? 'open' : 'locked'}
      className="rounded-xl border border-slate-200 bg-slate-50 p-5"
    >
      <h3 id="path-quiz-title" className="text-xl font-bold text-slate-900">
        {text[`path.quiz.${key}`]}
      </h3>
      {open ? (
        <div className="mt-3 space-y-3">
          <p className="text-slate-700">{text['path.quizReady']}</p>
          {best && <p className="text-slate-700">{fill(text['path.best'], { ...best })}</p>}
          <a href={category.quizPath} className="btn-primary">
            {text['path.quizStart']}
          </a>
        </div>
      ) : (
        <div className="mt-3 space-y-2">
          <p className="font-semibold text-slate-900">
            <span aria-hidden="true">🔒 </span>
            {text['path.quizLocked']}
          </p>
          <p className="text-slate-700">{fill(text['path.progress'], { completed, total: MODULES_PER_CATEGORY })}</p>
          <p className="text-slate-700">{text[`path.quizUnlock.${key}`]}</p>
        </div>
      )}
    </section>
  );
}

function ExamPanel({ categories, hydrated, progress, modules, text }: PanelProps & { categories: PathCategory[]; hydrated: boolean }) {
  const open = isExamAvailable(progress, modules);
  const done = modules.filter((module) => progress.completedModules.includes(module.id)).length;
  const percent = percentComplete(progress, modules);
  const state = !hydrated ? 'loading' : open ? 'open' : 'locked';
  return (
    <section aria-labelledby="exam-panel-title" data-state={state} className="rounded-2xl border-2 border-brand-100 bg-brand-50 p-6">
      <h2 id="exam-panel-title" className="text-2xl font-bold text-brand-900">
        {text['path.examTitle']}
      </h2>
      {state === 'loading' && <p className="mt-3 text-slate-700">{text['quiz.loading']}</p>}
      {state === 'open' && (
        <div className="mt-3 space-y-3">
          <p className="text-slate-800">{text['path.examReady']}</p>
          {progress.exam && <p className="text-slate-800">{fill(text['path.best'], { ...progress.exam })}</p>}
          <a href="/comprehensive-exam" className="btn-primary">
            {text['path.examTake']}
          </a>
        </div>
      )}
      {state === 'locked' && (
        <div className="mt-3 space-y-2">
          <p className="font-semibold text-slate-900">
            <span aria-hidden="true">🔒 </span>
            {text['path.examLocked']}
          </p>
          <p className="text-slate-800">{text['path.examUnlock']}</p>
        </div>
      )}
      {state !== 'loading' && (
        <div className="mt-5 space-y-3">
          <ul className="grid gap-2 sm:grid-cols-3">
            {categories.map(({ index, name }) => (
              <li key={index} className="rounded-lg bg-white px-3 py-2 text-slate-800">
                {fill(text['path.examCategory'], {
                  name,
                  completed: completedInCategory(progress, index, modules),
                  total: MODULES_PER_CATEGORY,
                })}
              </li>
            ))}
          </ul>
          <p className="text-slate-800">{fill(text['path.examOverall'], { completed: done, total: TOTAL_MODULES })}</p>
          <label className="block text-slate-800">
            <span className="font-semibold">{fill(text['path.examPercent'], { percent })}</span>
            <progress max={100} value={percent} className="progress-bar mt-1 block w-full">
              {percent}%
            </progress>
          </label>
        </div>
      )}
    </section>
  );
}
