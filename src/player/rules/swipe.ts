/**
 * A swipe on a touch screen, as the lesson player reads it: a mostly horizontal move of at
 * least `SWIPE_MIN_PX`. A swipe to the left shows the next slide, to the right the previous
 * one, as pages turn; a vertical move is a scroll, and a short one a tap.
 */

/** How far a finger must travel sideways to count as a swipe. */
const SWIPE_MIN_PX = 50;

/** Which way a move of `dx`, `dy` pixels turns the slides: `next`, `previous`, or none. */
export function swipeDirection(dx: number, dy: number): 'next' | 'previous' | undefined {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy) * 1.5) return undefined;
  return dx < 0 ? 'next' : 'previous';
}
