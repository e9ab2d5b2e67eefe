import { useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import type { StatIcon as StatIconName } from '../schemas/stats';
import StatIcon from './StatIcon';

/** A source as the card cites it. */
export interface StatSource {
  publisher: string;
  title: string;
  year: number;
  url?: string | undefined;
}

/** One statistics card, as loaded from `content/stats.json`. */
export interface StatCard {
  id: string;
  icon: StatIconName;
  headline: string;
  detail: string;
  sources: StatSource[];
}

export interface StatsAccordionProps {
  stats: StatCard[];
  /** UI text: the label before one source, and before several. */
  strings: { source: string; sources: string };
}

const noSubscription = () => () => {};

/**
 * False on the server and while hydrating, true afterwards. The server HTML therefore shows
 * every card open (readable without JavaScript) and hydration matches it exactly.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** Keys that move focus between the card buttons, and where they go. */
function targetIndex(key: string, index: number, count: number): number | undefined {
  if (key === 'ArrowDown') return (index + 1) % count;
  if (key === 'ArrowUp') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

function Citation({ source }: { source: StatSource }) {
  const text = `${source.publisher}, ${source.title} (${source.year})`;
  return source.url ? (
    <a href={source.url} className="font-medium text-brand-700 underline">
      {text}
    </a>
  ) : (
    <>{text}</>
  );
}

/**
 * "The Current State of Financial Access": a disclosure accordion where at most one card is
 * open. Buttons carry `aria-expanded`; Enter and Space toggle, arrow keys, Home and End move
 * between cards. Clicking the open card closes it.
 */
export default function StatsAccordion({ stats, strings }: StatsAccordionProps) {
  const hydrated = useHydrated();
  const [openId, setOpenId] = useState<string | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = targetIndex(event.key, index, stats.length);
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <ul className="mt-10 grid gap-4 lg:grid-cols-2" data-state={hydrated ? 'interactive' : 'static'}>
      {stats.map((stat, index) => {
        const open = !hydrated || openId === stat.id;
        const buttonId = `stat-${stat.id}-button`;
        const panelId = `stat-${stat.id}-panel`;
        return (
          <li
            key={stat.id}
            data-state={open ? 'open' : 'closed'}
            className="group self-start rounded-xl border border-slate-200 bg-white shadow-sm"
          >
            <h3 className="text-lg font-semibold text-slate-900">
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : stat.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
                className="flex min-h-11 w-full items-center gap-4 rounded-xl p-5 text-left hover:bg-slate-50"
              >
                <StatIcon name={stat.icon} />
                <span className="flex-1">{stat.headline}</span>
                <svg
                  aria-hidden="true"
                  width="20"
                  height="20"
                  viewBox="0 0 20 20"
                  fill="currentColor"
                  className="shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180"
                >
                  <path d="M10 13.5 4.5 8 5.9 6.6 10 10.7l4.1-4.1L15.5 8z" />
                </svg>
              </button>
            </h3>
            <div id={panelId} hidden={!open} className="px-5 pb-5 text-slate-700">
              <p>{stat.detail}</p>
              <p className="mt-3 text-sm">
                {stat.sources.length === 1 ? strings.source : strings.sources}{' '}
                {stat.sources.map((source, sourceIndex) => (
                  <span key={`${source.publisher}-${source.title}`}>
                    {sourceIndex > 0 && '; '}
                    <Citation source={source} />
                  </span>
                ))}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
