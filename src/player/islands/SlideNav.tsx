import type { RefObject } from 'react';
import { fill } from '../../shared/rules/format.ts';

interface Props {
  slides: { id: string; title: string }[];
  index: number;
  seen: number[];
  /** Why the quiz cannot start yet, announced in a status line; empty when there is nothing to say. */
  notice: string;
  /** The Next button, which takes focus when Previous disappears on the first slide. */
  nextRef: RefObject<HTMLButtonElement | null>;
  onGoTo: (slide: number) => void;
  onPrevious: () => void;
  /** Next, or Start Quiz on the last slide. */
  onNext: () => void;
  text: Record<
    'player.dots' | 'player.previous' | 'player.next' | 'player.startQuiz' | 'player.goToSlide' | 'player.keys' | 'player.swipe',
    string
  >;
}

/** Below the slide: Previous and Next (Start Quiz on the last slide), a dot for each slide, the notice and the keyboard hint. */
export default function SlideNav({ slides, index, seen, notice, nextRef, onGoTo, onPrevious, onNext, text }: Props) {
  const last = index === slides.length - 1;
  return (
    <nav aria-label={text['player.dots']} className="mt-6 space-y-4">
      <div className="flex items-center justify-between gap-3">
        <button
          type="button"
          data-action="previous"
          data-tap="previous"
          onClick={onPrevious}
          disabled={index === 0}
          className="btn-outline"
        >
          <span aria-hidden="true">←</span>
          {text['player.previous']}
        </button>
        <button type="button" ref={nextRef} data-tap="next" onClick={onNext} className="btn-primary">
          {last ? text['player.startQuiz'] : text['player.next']}
          <span aria-hidden="true">→</span>
        </button>
      </div>
      <ol className="flex flex-wrap justify-center gap-1">
        {slides.map((item, dot) => (
          <li key={item.id}>
            <button
              type="button"
              data-tap={`slide-${dot + 1}`}
              onClick={() => onGoTo(dot)}
              aria-label={fill(text['player.goToSlide'], { n: dot + 1, title: item.title })}
              aria-current={dot === index ? 'step' : undefined}
              data-state={dot === index ? 'current' : seen.includes(dot) ? 'seen' : 'unseen'}
              className="group flex size-11 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className="block h-3 w-3 rounded-full border-2 border-brand-700 group-data-[state=current]:w-8 group-data-[state=current]:bg-brand-700 group-data-[state=seen]:bg-brand-100"
              />
            </button>
          </li>
        ))}
      </ol>
      <p role="status" className="min-h-6 text-center font-medium text-slate-800">
        {notice}
      </p>
      {/* The tip names what the device has: a touch screen swipes, a keyboard and mouse use the arrow keys. */}
      <p className="text-center text-sm text-slate-600">
        <span className="pointer-coarse:hidden">{text['player.keys']}</span>
        <span className="hidden pointer-coarse:inline">{text['player.swipe']}</span>
      </p>
    </nav>
  );
}
