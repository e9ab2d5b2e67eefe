import { useStore } from '@nanostores/react';
import { $progressKnown } from '../stores/progress-known.ts';
import { useHydrated } from '../../shared/islands/use-hydrated.ts';

/**
 * Whether the island may show what progress decides (`$progressKnown`): false on the server,
 * while hydrating, and for a signed-in learner until the account has answered once on this
 * page. Reading it starts keeping progress in the account.
 */
export function useProgressKnown(): boolean {
  const hydrated = useHydrated();
  const known = useStore($progressKnown);
  return hydrated && known;
}
