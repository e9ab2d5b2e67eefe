/**
 * The card ids of the questions the content has now (built from `content/` by
 * src/content-build/read/review-card-ids.ts): a card outside them is retired, never shown or counted.
 */
import ids from 'virtual:review-card-ids';

export const LIVE_CARD_IDS: ReadonlySet<string> = new Set(ids);
