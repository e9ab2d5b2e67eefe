import { BADGE, LEVEL_BADGE } from '../../lib/badges';
import type { Level } from '../../lib/curriculum';
import { fill } from '../../lib/format';
import { useLocalize } from '../lang-context';

type Text = Record<'player.back' | 'player.slideOf' | 'player.progress' | 'player.percent', string>;

interface Props {
  title: string;
  level: Level;
  category: string;
  /** The slide shown and the number of slides, while the learner reads them; absent during the quiz and result. */
  slide?: { index: number; total: number } | undefined;
  text: Text;
}

/** The lesson's header: back to the path, level and category, the title, and while reading, the slide count and progress bar. */
export default function PlayerHeader({ title, level, category, slide, text }: Props) {
  const localize = useLocalize();
  return (
    <header className="space-y-3">
      <a href={localize('/learn-now')} className="inline-flex min-h-11 items-center gap-1 font-medium text-brand-700 underline">
        <span aria-hidden="true">←</span>
        {text['player.back']}
      </a>
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <span className={`${BADGE} ${LEVEL_BADGE[level]}`}>{level}</span>
        <span>{category}</span>
      </p>
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      {slide && <SlideProgress index={slide.index} total={slide.total} text={text} />}
    </header>
  );
}

function SlideProgress({ index, total, text }: { index: number; total: number; text: Text }) {
  const percent = Math.round(((index + 1) / total) * 100);
  return (
    <div className="space-y-1">
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
