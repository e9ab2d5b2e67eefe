import { fill } from '../../lib/format';
import { completedInCategory, isExamAvailable, percentComplete, type LearningProgress } from '../../lib/progress-rules';
import type { PathCategory, PathModule } from './types';

type Text = Record<
  | 'path.examTitle'
  | 'path.examReady'
  | 'path.examTake'
  | 'path.examLocked'
  | 'path.examUnlock'
  | 'path.examCategory'
  | 'path.examOverall'
  | 'path.examPercent'
  | 'path.best'
  | 'quiz.loading',
  string
>;

interface Props {
  categories: PathCategory[];
  progress: LearningProgress;
  modules: PathModule[];
  /** False until the stored progress is read: the panel says "Loading" rather than guess. */
  hydrated: boolean;
  text: Text;
}

/** The final exam: its best score and a link once every module is complete, and the modules completed per path and overall. */
export default function ExamPanel({ categories, progress, modules, hydrated, text }: Props) {
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
                  total: modules.filter((module) => module.categoryIndex === index).length,
                })}
              </li>
            ))}
          </ul>
          <p className="text-slate-800">{fill(text['path.examOverall'], { completed: done, total: modules.length })}</p>
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
