import type { ReactNode } from 'react';
import LockIcon from '../../shared/islands/LockIcon.tsx';
import { BADGE, LEVEL_BADGE } from '../../shared/rules/badges.ts';
import { fill } from '../../shared/rules/format.ts';
import type { Level } from '../rules/curriculum.ts';
import type { ModuleStatus } from '../../progress/rules/progress-rules.ts';
import type { PathModule } from './types.ts';
import { useLocalize } from '../../shared/islands/lang-context.tsx';

type Text = Record<
  | 'path.status.completed'
  | 'path.status.unlocked'
  | 'path.status.locked'
  | 'path.review'
  | 'path.start'
  | 'path.lockedHint'
  | 'path.moduleNumber'
  | 'path.level'
  | `level.${Level}`,
  string
>;

/** Status marks; the padlock is drawn, the others are plain text characters every font has. */
const ICON: Readonly<Record<ModuleStatus, ReactNode>> = {
  completed: '✓',
  unlocked: '▶',
  locked: <LockIcon size={16} className="mr-1 inline-block align-[-0.1em]" />,
};

/** A module on the path: number, level, title (a link once it is open), description and status. */
export default function ModuleCard({ module, status, text }: { module: PathModule; status: ModuleStatus; text: Text }) {
  const localize = useLocalize();
  const open = status === 'completed' || status === 'unlocked';
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
          {text[`level.${module.level}`]}
        </span>
      </div>
      <h4 className="text-lg font-bold text-slate-900">
        {open ? (
          <a
            href={localize(`/learn/${module.slug}`)}
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
          <span aria-hidden="true">{ICON[status]} </span>
          {text[`path.status.${status}`]}
        </span>
        {status === 'completed' && <span className="text-brand-700">{text['path.review']} →</span>}
        {status === 'unlocked' && <span className="text-brand-700">{text['path.start']} →</span>}
        {status === 'locked' && <span className="font-normal text-slate-700">{text['path.lockedHint']}</span>}
      </p>
    </li>
  );
}
