/**
 * Taps on the lesson player's controls, and presses of the arrow keys, that land before its
 * island is interactive. A small inline script (`EarlyTaps.astro`) records them on the
 * player's root as `data-taps`, a list of words such as "next next slide-3 previous key-next";
 * once hydrated, the player replays them with {@link replayTaps}, so no tap or key press of a
 * learner on a slow phone is lost.
 */

/**
 * One recorded tap: Next, Previous, or a slide's dot (1-based); or an arrow key, which moves
 * between slides as Next and Previous do but never starts the quiz.
 */
export type EarlyTap = 'next' | 'previous' | `slide-${number}` | 'key-next' | 'key-previous';

/** Where the replayed taps lead. */
export interface TapReplay {
  /** The slide shown after the taps, 0-based. */
  index: number;
  /** Every slide passed on the way, in order, without repeats. */
  visited: number[];
  /** True when Next was tapped on the last slide (where it reads "Start Quiz"). */
  startQuiz: boolean;
}

/** The taps in a `data-taps` value; unknown words are ignored. */
export function parseTaps(value: string | undefined): EarlyTap[] {
  return (value ?? '').split(/\s+/).filter((word): word is EarlyTap => /^(next|previous|slide-\d+|key-next|key-previous)$/.test(word));
}

/** Replays `taps` from slide `start` of `total`, as the buttons would have moved. */
export function replayTaps(taps: readonly EarlyTap[], start: number, total: number): TapReplay {
  let index = start;
  let startQuiz = false;
  const visited: number[] = [];
  for (const tap of taps) {
    if (startQuiz) break;
    if (tap === 'next' && index === total - 1) startQuiz = true;
    else if (tap === 'next') index += 1;
    else if (tap === 'key-next') index = Math.min(total - 1, index + 1);
    else if (tap === 'previous' || tap === 'key-previous') index = Math.max(0, index - 1);
    else index = Math.min(total - 1, Math.max(0, Number(tap.slice('slide-'.length)) - 1));
    if (!visited.includes(index)) visited.push(index);
  }
  return { index, visited, startQuiz };
}
