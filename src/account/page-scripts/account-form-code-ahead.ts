/**
 * Fetches the account form's code ahead (see `shared/rules/fetch-ahead.ts`): "You're on the
 * list" offers creating an account next, and /auth then starts its island from the cache.
 */
import { fetchCodeAhead } from '../../shared/rules/fetch-ahead.ts';

/**
 * Fetches the account form's island and Astro's React renderer, then supabase-js, which the form
 * sends the account with, when the browser is next idle (nothing for a learner saving data).
 */
export function fetchAccountFormCodeAhead(): void {
  fetchCodeAhead(
    () => import('../islands/AuthForm.tsx'),
    () => import('@astrojs/react/client.js'),
    () => import('../../shared/stores/supabase.ts'),
  );
}
