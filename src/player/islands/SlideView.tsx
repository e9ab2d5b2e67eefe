import { Fragment, useEffect, useState } from 'react';
import type { IconName, IconSet } from '../../shared/rules/icons.ts';
import { slideCards } from '../rules/slide-cards.ts';
import type { Card, Slide } from '../../content-build/schemas/module.ts';
import Icon from '../../shared/islands/Icon.tsx';
import SourceLine, { type SourceLineText } from './SourceLine.tsx';
import type { SlideSources, SourceLink } from '../rules/slide-sources.ts';
import { prefersReducedMotion } from '../../shared/rules/motion.ts';

type Color = Card['color'];

/** Light card backgrounds with a coloured edge; the text stays dark on every colour. */
const CARD_STYLE: Readonly<Record<Color, string>> = {
  blue: 'border-blue-500 bg-blue-50',
  green: 'border-green-600 bg-green-50',
  purple: 'border-purple-500 bg-purple-50',
  red: 'border-red-500 bg-red-50',
  yellow: 'border-yellow-500 bg-yellow-50',
  orange: 'border-orange-500 bg-orange-50',
  indigo: 'border-indigo-500 bg-indigo-50',
};

const GRADIENT: Readonly<Record<Color, string>> = {
  blue: 'from-blue-100',
  green: 'from-green-100',
  purple: 'from-purple-100',
  red: 'from-red-100',
  yellow: 'from-yellow-100',
  orange: 'from-orange-100',
  indigo: 'from-indigo-100',
};

/** Time between two cards appearing. */
const CARD_REVEAL_MS = 200;

/** How many of `total` cards are shown: all at once, or one more every 200 ms when `animate` and motion is welcome. */
function useReveal(total: number, animate: boolean): number {
  const [shown, setShown] = useState(() => (animate && !prefersReducedMotion() ? 0 : total));
  const done = shown >= total;
  useEffect(() => {
    if (done) return;
    const timer = window.setInterval(() => setShown((count) => Math.min(total, count + 1)), CARD_REVEAL_MS);
    return () => window.clearInterval(timer);
  }, [done, total]);
  return shown;
}

/** The icon `name` of `icons`, drawn from the icon sprite with its text alternative. */
const SlideIcon = ({ icons, name, size }: { icons: IconSet; name: IconName; size: number }) => (
  <Icon href={icons[name]?.href} label={icons[name]?.label} size={size} className="shrink-0 text-slate-800" />
);

/**
 * One slide: its title, paragraphs (one per line of `content`), optional image, the visuals
 * of its layout, and under each part the sources its figures rest on. `icons` holds where the sprite draws each icon the slides name, and its text alternative.
 */
export default function SlideView({
  slide,
  headingId,
  animate,
  icons,
  citations,
  text,
}: {
  slide: Slide;
  headingId: string;
  animate: boolean;
  icons: IconSet;
  /** The sources to name under each paragraph, card and comparison side, and at the end (`shownSlide`, at build). */
  citations: SlideSources<SourceLink>;
  text: SourceLineText;
}) {
  const cards = slideCards(slide);
  const shown = useReveal(cards.length, animate);
  const paragraphs = slide.content.split('\n').filter((line) => line.trim() !== '');
  return (
    <article aria-labelledby={headingId} data-layout={slide.layout} className="space-y-5">
      {slide.layout === 'visual' && (
        <p
          className={`flex h-24 items-center justify-center rounded-2xl bg-gradient-to-br to-white ${GRADIENT[slide.visualElements.gradient]}`}
        >
          <SlideIcon icons={icons} name={slide.visualElements.icon} size={48} />
        </p>
      )}
      <h2 id={headingId} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
        {slide.title}
      </h2>
      <div className="space-y-3 text-lg leading-relaxed text-slate-800">
        {paragraphs.map((paragraph, index) => (
          <Fragment key={index}>
            <p>{paragraph}</p>
            <SourceLine sources={citations.paragraphs[index] ?? []} text={text} />
          </Fragment>
        ))}
      </div>
      {slide.image && <img src={slide.image.src} alt={slide.image.alt} loading="lazy" className="h-auto max-w-full rounded-xl" />}
      {slide.layout === 'comparison' && (
        <div className="grid gap-4 sm:grid-cols-2">
          {[slide.visualElements.before, slide.visualElements.after].map((side, index) => (
            <div
              key={index}
              className={`rounded-xl border-2 p-4 ${index === 0 ? 'border-slate-300 bg-slate-50' : 'border-green-600 bg-green-50'}`}
            >
              <h3 className="flex items-center gap-2 text-lg font-bold text-slate-900">
                <SlideIcon icons={icons} name={side.icon} size={24} />
                {side.title}
              </h3>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
                {side.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <SourceLine sources={citations.sides[index] ?? []} text={text} />
            </div>
          ))}
        </div>
      )}
      {cards.length > 0 && (
        <ul className={`grid gap-4 ${cards.length > 3 ? 'sm:grid-cols-2' : 'sm:grid-cols-3'}`}>
          {cards.map((card, index) => (
            <li
              key={card.title}
              data-state={index < shown ? 'shown' : 'hidden'}
              className={`reveal rounded-xl border-l-4 p-4 ${CARD_STYLE[card.color]}`}
            >
              <p>
                <SlideIcon icons={icons} name={card.icon} size={28} />
              </p>
              <h3 className="mt-1 font-bold text-slate-900">{card.title}</h3>
              <p className="mt-1 text-slate-800">{card.description}</p>
              <SourceLine sources={citations.cards[index] ?? []} text={text} />
            </li>
          ))}
        </ul>
      )}
      <SourceLine sources={citations.slide} text={text} />
    </article>
  );
}
