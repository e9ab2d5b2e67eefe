import { fill } from '../../shared/rules/format.ts';

type Text = Record<'player.slideOf' | 'player.progress' | 'player.percent', string>;

/** Under the module's header while the learner reads: "Slide 3 of 12" (announced) and the progress bar. */
export default function SlideProgress({ index, total, text }: { index: number; total: number; text: Text }) {
  const percent = Math.round(((index + 1) / total) * 100);
  return (
    <div className="mt-3 space-y-1">
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
  );
}
