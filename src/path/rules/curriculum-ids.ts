/**
 * Every id of the curriculum a progress document can name besides the quizzes (the paths', which
 * every page knows): the paths' modules, the long-form lessons and the card ids of the content's
 * questions (built from `content/` by src/content-build/read/lesson-slugs.ts and src/content-build/read/review-card-ids.ts).
 * The sync engine reads the account's answers with them, so the browser keeps exactly what the
 * database keeps: the seed gives it the same ids, from the same functions
 * (tools/content-seed.ts). Loaded with the sync engine, not with the page: the lists are more
 * than a page's first load can carry.
 */
import lessons from 'virtual:lesson-slugs';
import { MODULE_TABLE } from './curriculum.ts';
import { LIVE_CARD_IDS } from '../../review/rules/live-cards.ts';
import type { KnownIds } from '../../progress/rules/progress-decode.ts';

export const CURRICULUM_IDS: KnownIds = {
  modules: new Set(MODULE_TABLE.map(({ id }) => id)),
  lessons: new Set(lessons),
  cards: LIVE_CARD_IDS,
};
