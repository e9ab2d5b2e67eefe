import LockIcon from '../../shared/islands/LockIcon.tsx';
import { useLocalize } from '../../shared/islands/lang-context.tsx';

interface Props {
  text: Record<'player.lockedTitle' | 'player.lockedText' | 'player.back', string>;
  /** The height of the lesson it replaces, kept so nothing below moves (see `useHeldHeight`). */
  minHeight?: number | undefined;
}

/** What a locked module shows instead of the lesson: why, and the way back to the path. */
export default function LockedLesson({ text, minHeight }: Props) {
  const localize = useLocalize();
  return (
    <div data-state="locked" className="mx-auto max-w-3xl px-4 py-16 text-center" style={{ minHeight }}>
      <p className="flex justify-center text-slate-700">
        <LockIcon size={48} className="" />
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{text['player.lockedTitle']}</h1>
      <p className="mt-3 text-lg text-slate-700">{text['player.lockedText']}</p>
      <p className="mt-8">
        <a href={localize('/learn-now')} className="btn-primary">
          {text['player.back']}
        </a>
      </p>
    </div>
  );
}
