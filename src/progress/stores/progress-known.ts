/**
 * `$progressKnown`: whether a page may show what stored progress decides (see
 * `progress/rules/progress-known.ts`), from the session and where progress stands. Reading it starts
 * keeping progress in the account (it listens to `$progressSync`). Islands add that they have
 * hydrated (`progress/islands/use-progress-known.ts`): the server renders from the defaults.
 */
import { computed } from 'nanostores';
import { isProgressKnown } from '../rules/progress-known.ts';
import { $progressSync } from './keep-in-account.ts';
import { $session, isNewAccountLanding } from '../../account/stores/session.ts';

export const $progressKnown = computed([$session, $progressSync], (session, sync) =>
  isProgressKnown(true, session.status, sync, isNewAccountLanding()),
);
