import { hasStoredSession, onStoredSessionChange } from '../../account/rules/auth-storage.ts';
import { fill } from '../../shared/rules/format.ts';
import { LIVE_CARD_IDS } from '../rules/live-cards.ts';
import { PROGRESS_KEY, STORED_EVENT } from '../../progress/rules/progress-peek.ts';
import { dueCardIds, type ReviewCards } from '../rules/review-cards.ts';

/** How often the badge looks again: cards fall due as time passes on a page left open. */
const RECOUNT_MS = 60_000;

/** The stored cards that have a due time, without the progress validator; {} when missing or unreadable. */
function storedCards(): ReviewCards {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(PROGRESS_KEY) ?? 'null');
    const reviews = (stored as { reviews?: unknown } | null)?.reviews;
    if (typeof reviews !== 'object' || reviews === null) return {};
    return Object.fromEntries(
      Object.entries(reviews).filter(([, card]) => typeof (card as { due?: unknown } | null)?.due === 'string'),
    ) as ReviewCards;
  } catch {
    return {};
  }
}

/**
 * The header's review badge (`a[data-review-badge]`): shown to a learner with a session when
 * cards are due, saying how many, e.g. "3 reviews due". It follows
 * this tab's saves, other tabs, sign-out and the clock.
 */
export function showReviewBadge(): void {
  const badge = document.querySelector<HTMLAnchorElement>('a[data-review-badge]');
  if (!badge) return;
  const plural = new Intl.PluralRules(document.documentElement.lang || 'en');
  const render = () => {
    const due = hasStoredSession() ? dueCardIds(storedCards(), LIVE_CARD_IDS, new Date()).length : 0;
    badge.hidden = due === 0;
    const label = plural.select(due) === 'one' ? badge.dataset['one'] : badge.dataset['other'];
    badge.textContent = fill(label ?? '', { count: due });
  };
  render();
  window.addEventListener('storage', (event) => {
    if (event.key === PROGRESS_KEY || event.key === null) render();
  });
  window.addEventListener(STORED_EVENT, (event) => {
    if ((event as CustomEvent<string>).detail === PROGRESS_KEY) render();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') render();
  });
  onStoredSessionChange(render);
  setInterval(render, RECOUNT_MS);
}
