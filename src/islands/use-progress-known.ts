import { useStore } from '@nanostores/react';
import { isProgressKnown } from '../lib/progress-known';
import { $progressSync } from '../stores/progress-status';
import { $session, isNewAccountLanding } from '../stores/session';
import { useHydrated } from './use-hydrated';

/**
 * Whether the island may show what progress decides (see `lib/progress-known.ts`): false on the
 * server, while hydrating, and for a signed-in learner until the account has answered once on
 * this page (unless the page opened from a new account's confirmation link: `isNewAccountLanding`). Reading it starts keeping progress in the account.
 */
export function useProgressKnown(): boolean {
  const hydrated = useHydrated();
  // Two stores read here rather than a computed store: nanostores' `computed` would add 0.4 KB
  // to every island page for one boolean.
  const session = useStore($session);
  const sync = useStore($progressSync);
  return isProgressKnown(hydrated, session.status, sync, isNewAccountLanding());
}
