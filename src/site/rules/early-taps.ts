/**
 * Taps that land before an island is interactive (seconds on a cheap phone), kept and replayed
 * once it is, so no tap of a learner on a slow phone is lost. One mechanism for every island a
 * learner touches before it hydrates (the path picker, the lesson player):
 *
 * - The island's root carries `data-early-taps` (and `data-arrow-keys` where the arrow keys
 *   move it, as in the lesson player); each control that can be tapped before hydration
 *   carries `data-tap` with a name unique in the island, such as "next" or "path-2".
 * - A small inline script (`RECORD_EARLY_TAPS`, rendered by `EarlyTaps.astro`) stops a tap on
 *   such a control while the root has no `data-ready`, and adds the control's name to the
 *   root's `data-taps` ("next next slide-3"); an arrow key adds "key-next" or "key-previous".
 * - Once hydrated, the island takes the taps ({@link takeEarlyTaps}, which marks the root
 *   `data-ready` so later taps go straight to it) and replays them in order. An island whose
 *   state is a reducer (the lesson player, `lesson-player-state.ts`) dispatches each as the
 *   action its control dispatches. Others replay them with {@link replayEarlyTaps}: a click on
 *   the control of that name as the island then shows it (a control no longer there is
 *   skipped, as a tap on nothing), a key press as a `keydown` on the window. Either way the
 *   island's own rules decide what each does: the replay never re-implements them.
 */

/** Names a recorder writes: a control's `data-tap` (letters, digits, dashes) or an arrow key. */
const WORD = /^[a-z0-9][a-z0-9-]{0,40}$/;

/**
 * The taps recorded on `root`, in order, and marks it ready: from now on taps reach the island
 * itself. Unexpected words are dropped.
 */
export function takeEarlyTaps(root: HTMLElement): string[] {
  const words = (root.dataset['taps'] ?? '').split(/\s+/).filter((word) => WORD.test(word));
  delete root.dataset['taps'];
  root.dataset['ready'] = 'true';
  return words;
}
