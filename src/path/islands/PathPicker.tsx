import { fill } from '../../shared/rules/format.ts';
import type { PathCategory } from './types.ts';

interface Props {
  categories: PathCategory[];
  /** The index of the chosen category, or null when none is. */
  chosen: number | null;
  onChoose: (index: number | null) => void;
  /** Modules completed of each path, in the order of `categories`, once progress is known. */
  counts?: { completed: number; total: number }[] | undefined;
  text: Record<'path.selected' | 'path.pathProgress', string>;
}

/** One toggle button a path; pressing the chosen one again unchooses it. */
export default function PathPicker({ categories, chosen, onChoose, counts, text }: Props) {
  return (
    <div className="mt-5 grid gap-3 sm:grid-cols-3">
      {categories.map(({ index, name }, position) => {
        const pressed = chosen === index;
        const count = counts?.[position];
        return (
          <button
            key={index}
            type="button"
            aria-pressed={pressed}
            data-tap={`path-${index}`}
            data-state={pressed ? 'on' : 'off'}
            onClick={() => onChoose(pressed ? null : index)}
            className="flex min-h-16 items-center justify-between gap-3 rounded-xl border-2 border-slate-300 bg-white px-4 py-3 text-left font-semibold text-slate-900 hover:border-brand-600 aria-pressed:border-brand-700 aria-pressed:bg-brand-50"
          >
            <span>
              {name}
              {count && <span className="block text-sm font-normal text-slate-700">{fill(text['path.pathProgress'], { ...count })}</span>}
            </span>
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
  );
}
