import LockIcon from '../../shared/islands/LockIcon.tsx';
import { fill } from '../../shared/rules/format.ts';
import type { LearningProgress } from '../../progress/rules/progress-rules.ts';
import { completedInCategory, isQuizAvailable, quizIdOfCategory } from '../rules/path-standing.ts';
import type { PathCategory, PathModule } from './types.ts';

type Text = Record<
  'path.quiz' | 'path.quizUnlock' | 'path.quizReady' | 'path.quizStart' | 'path.quizLocked' | 'path.progress' | 'path.best',
  string
>;

interface Props {
  category: PathCategory;
  progress: LearningProgress;
  modules: PathModule[];
  text: Text;
}

/** The chosen path's quiz: its best score and a link once every module of the path is complete, else how far the learner is. */
export default function QuizPanel({ category, progress, modules, text }: Props) {
  const total = modules.filter((module) => module.categoryIndex === category.index).length;
  const open = isQuizAvailable(progress, category.index, modules);
  const best = progress.quizzes[quizIdOfCategory(category.index)];
  return (
    <section
      aria-labelledby="path-quiz-title"
      data-state={open ? 'open' : 'locked'}
      className="rounded-xl border border-slate-200 bg-slate-50 p-5"
    >
      <h3 id="path-quiz-title" className="text-xl font-bold text-slate-900">
        {fill(text['path.quiz'], { name: category.quizName })}
      </h3>
      {open ? (
        <div className="mt-3 space-y-3">
          <p className="text-slate-700">{fill(text['path.quizReady'], { count: category.quizQuestions })}</p>
          {best && <p className="text-slate-700">{fill(text['path.best'], { ...best })}</p>}
          <a href={category.quizPath} className="btn-primary">
            {text['path.quizStart']}
          </a>
        </div>
      ) : (
        <div className="mt-3 space-y-2">
          <p className="font-semibold text-slate-900">
            <LockIcon className="mr-1 inline-block align-[-0.15em]" />
            {text['path.quizLocked']}
          </p>
          <p className="text-slate-700">
            {fill(text['path.progress'], {
              completed: completedInCategory(progress, category.index, modules),
              total,
            })}
          </p>
          <p className="text-slate-700">{fill(text['path.quizUnlock'], { count: total, name: category.quizName })}</p>
        </div>
      )}
    </section>
  );
}
