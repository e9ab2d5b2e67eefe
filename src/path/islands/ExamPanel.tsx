import { useStore } from '@nanostores/react';
import { formatDate } from '../../shared/rules/dates.ts';
import LockIcon from '../../shared/islands/LockIcon.tsx';
import { fill } from '../../shared/rules/format.ts';
import type { LearningProgress } from '../../progress/rules/progress-rules.ts';
import { completedInCategory, percentComplete } from '../rules/path-standing.ts';
import { $certificate } from '../../exam/stores/certificate.ts';
import type { PathCategory, PathModule } from './types.ts';
import { useLangTag, useLocalize } from '../../shared/islands/lang-context.tsx';

type Text = Record<
  | 'path.examReady'
  | 'path.examTake'
  | 'path.examLocked'
  | 'path.examUnlock'
  | 'path.examCategory'
  | 'path.examOverall'
  | 'path.examPercent'
  | 'path.best'
  | 'path.certificate'
  | 'path.certificateLastSeen'
  | 'exam.certView',
  string
>;

interface Props {
  categories: PathCategory[];
  progress: LearningProgress;
  modules: PathModule[];
  /** Whether the exam is open (`isExamAvailable`), as the panel's frame already says. */
  open: boolean;
  text: Text;
}

/**
 * The final exam panel's content, once the learner's progress is known (inside `ExamPanelFrame`):
 * its best score and a link once every module is complete, the learner's certificate once
 * issued, and the modules completed per path and overall.
 */
export default function ExamPanel({ categories, progress, modules, open, text }: Props) {
  const localize = useLocalize();
  const tag = useLangTag();
  const certificate = useStore($certificate);
  const done = modules.filter((module) => progress.completedModules.includes(module.id)).length;
  const percent = percentComplete(progress, modules);
  return (
    <>
      {open && (
        <div className="mt-3 space-y-3">
          <p className="text-slate-800">{text['path.examReady']}</p>
          {progress.exam && <p className="text-slate-800">{fill(text['path.best'], { ...progress.exam })}</p>}
          <a href={localize('/comprehensive-exam')} className="btn-primary">
            {text['path.examTake']}
          </a>
        </div>
      )}
      {certificate.status === 'shown' && certificate.certificate.status === 'valid' && (
        <div data-certificate className="mt-4 space-y-2 rounded-lg border-2 border-green-700 bg-white p-4">
          <p className="font-semibold text-slate-900">
            {fill(text['path.certificate'], {
              percent: certificate.certificate.percent,
              date: formatDate(certificate.certificate.issued_at, tag),
            })}
          </p>
          {certificate.lastSeen && (
            <p data-certificate-last-seen className="text-sm text-slate-700">
              {fill(text['path.certificateLastSeen'], { date: formatDate(certificate.lastSeen, tag) })}
            </p>
          )}
          <a
            href={localize(`/certificate/?id=${encodeURIComponent(certificate.certificate.id)}`)}
            className="font-medium text-brand-700 underline"
          >
            {text['exam.certView']}
          </a>
        </div>
      )}
      {!open && (
        <div className="mt-3 space-y-2">
          <p className="font-semibold text-slate-900">
            <LockIcon className="mr-1 inline-block align-[-0.15em]" />
            {text['path.examLocked']}
          </p>
          <p className="text-slate-800">{text['path.examUnlock']}</p>
        </div>
      )}
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
    </>
  );
}
