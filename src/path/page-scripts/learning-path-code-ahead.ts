/**
 * Fetches the code of the confirmation link's page ahead (see `shared/rules/fetch-ahead.ts`),
 * while the new learner opens their mail: what takes the link there (one small file), the
 * learning path's island, and the player, which the path's Continue opens.
 */
import { fetchCodeAhead } from '../../shared/rules/fetch-ahead.ts';

/** Fetches the link's script, the learning path and the player when the browser is next idle (nothing for a learner saving data). */
export function fetchLearningPathCodeAhead(): void {
  fetchCodeAhead(
    () => import('../../account/page-scripts/link-landing.ts'),
    () => import('../islands/LearningPath.tsx'),
    () => import('../../player/islands/LessonPlayer.tsx'),
  );
}
