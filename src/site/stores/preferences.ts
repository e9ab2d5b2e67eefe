/**
 * Learner preferences, saved in `localStorage`.
 *
 * `vault-club:quiz-auto-advance`: "on" or "off" (default "on"). Whether a module quiz moves
 * on by itself 2 seconds after an answer is checked. Learners who need more time turn it off
 * (WCAG 2.2.1 Timing Adjustable); the Continue button is always there. Any other stored
 * value reads as the default.
 */
import { persistedAtom } from '../../shared/stores/persisted.ts';

const AUTO_ADVANCE_KEY = 'vault-club:quiz-auto-advance';

export const $autoAdvance = persistedAtom<boolean>({
  key: AUTO_ADVANCE_KEY,
  fallback: () => true,
  decode: (raw) => (raw === 'off' ? false : raw === 'on' ? true : undefined),
  encode: (on) => (on ? 'on' : 'off'),
});

/** Turns the quiz's automatic move to the next question on or off, for this and later visits. */
export function setAutoAdvance(on: boolean): void {
  $autoAdvance.set(on);
}
