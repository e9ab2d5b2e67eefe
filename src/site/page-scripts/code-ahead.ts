/**
 * Which code to fetch ahead, by where the learner most likely goes next (see
 * `shared/rules/fetch-ahead.ts` for how, and why it pays on a slow phone). One table, so that
 * the islands that know the moment (the sign-up form, the learning path) name a destination and
 * hold no imports of other islands' code themselves.
 */
import { fetchCodeAhead } from '../../shared/rules/fetch-ahead.ts';

const CODE_OF = {
  /**
   * The confirmation link's page, the learning path: what takes the link there (one small
   * file), the path's island, and the player, which the path's Continue opens.
   */
  'learning-path': [
    () => import('../../account/page-scripts/link-landing.ts'),
    () => import('../../path/islands/LearningPath.tsx'),
    () => import('../../player/islands/LessonPlayer.tsx'),
  ],
  /** A module, which Continue on the learning path opens. */
  'lesson-player': [() => import('../../player/islands/LessonPlayer.tsx')],
  /** The account form, which "You're on the list" offers next: its island and Astro's React renderer. */
  'account-form': [() => import('../../account/islands/AuthForm.tsx'), () => import('@astrojs/react/client.js')],
} satisfies Record<string, (() => Promise<unknown>)[]>;

/** Where the learner most likely goes next. */
export type NextStop = keyof typeof CODE_OF;

/** Fetches the code of `next` into the browser's cache when the browser is next idle (nothing for a learner saving data). */
export function fetchCodeFor(next: NextStop): void {
  fetchCodeAhead(...CODE_OF[next]);
}
