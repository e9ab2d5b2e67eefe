import { fill } from '../../shared/rules/format.ts';
import { formatWeekdayDateTime } from '../../shared/rules/dates.ts';
import { dueCardIds, nextDueAt, type ReviewCards } from '../../review/rules/review-cards.ts';
import { useLangTag, useLocalize } from '../../shared/islands/lang-context.tsx';

type Text = Record<'reviews.pathDue' | 'reviews.pathNext', string>;

interface Props {
  cards: ReviewCards;
  /** The ids of the content's questions: other cards are retired. */
  live: ReadonlySet<string>;
  now: Date;
  text: Text;
}

/** "Review · N due", linking to the review page; with nothing due, when the next card comes back; nothing without cards. */
export default function ReviewLink({ cards, live, now, text }: Props) {
  const localize = useLocalize();
  const tag = useLangTag();
  const due = dueCardIds(cards, live, now).length;
  if (due > 0) {
    return (
      <a href={localize('/review')} data-review-due={due} className="btn-outline">
        {fill(text['reviews.pathDue'], { count: due })}
      </a>
    );
  }
  const next = nextDueAt(cards, live, now);
  if (!next) return null;
  return (
    <span data-review-due={0} className="text-slate-700">
      {fill(text['reviews.pathNext'], { date: formatWeekdayDateTime(next, tag) })}
    </span>
  );
}
