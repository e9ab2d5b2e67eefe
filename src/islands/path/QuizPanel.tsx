import { MODULES_PER_CATEGORY } from '../../lib/curriculum';
import { fill } from '../../lib/format';
import { completedInCategory, isQuizAvailable, quizIdOfCategory, type LearningProgress } from '../../lib/progress-rules';
import type { PathCategory, PathModule } from './types';

type Text = Record<
  | 'path.quiz.0'
  | 'path.quiz.1'
  | 'path.quiz.2'
  | 'path.quizUnlock.0'
  | 'path.quizUnlock.1'
  | 'path.quizUnlock.2'
  | 'path.quizReady'
  | 'path.quizStart'
  | 'path.quizLocked'
  | 'path.progress'
  | 'path.best',
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
          <p className="text-slate-700">
            {fill(text['path.progress'], {
              completed: completedInCategory(progress, category.index, modules),
              total: MODULES_PER_CATEGORY,
            })}
          </p>
          <p className="text-slate-700">{text[`path.quizUnlock.${key}`]}</p>
        </div>
      )}
    </section>
  );
}
