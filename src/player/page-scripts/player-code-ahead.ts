/**
 * Fetches the lesson player's code ahead (see `shared/rules/fetch-ahead.ts`): the learning
 * path's Continue opens a module, and the player then starts from the browser's cache.
 */
import { fetchCodeAhead } from '../../shared/rules/fetch-ahead.ts';

/** Fetches the lesson player's island when the browser is next idle (nothing for a learner saving data). */
export function fetchPlayerCodeAhead(): void {
  fetchCodeAhead(() => import('../islands/LessonPlayer.tsx'));
}
