/**
 * `$progressKnown`: whether a page may show what stored progress decides (see
 * `lib/progress-known.ts`), from the session and where progress stands. Reading it starts
 * keeping progress in the account (it listens to `$progressSync`). Islands add that they have
 * hydrated (`islands/use-progress-known.ts`): the server renders from the defaults.
 */
import { computed } from 'nanostores';
import { isProgressKnown } from '../lib/progress-known.ts';
import { $progressSync } from './progress-status.ts';
import { $session, isNewAccountLanding } from './session.ts';

export const $progressKnown = computed([$session, $progressSync], (session, sync) =>
  isProgressKnown(true, session.status, sync, isNewAccountLanding()),
);
