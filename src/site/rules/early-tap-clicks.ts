/**
 * Taps made before an island was interactive, replayed as clicks on the controls they name
 * (see `early-taps.ts`), for an island whose state is not a reducer (the path picker).
 */

/** Arrow keys as the recorder names them. */
const KEYS: Readonly<Record<string, string>> = { 'key-next': 'ArrowRight', 'key-previous': 'ArrowLeft' };

/**
 * Replays `taps` on `root`, one at a time. `commit` runs each one and must leave the island
 * showing its outcome before the next (React: `flushSync`), so that the next tap finds the
 * controls as the learner saw them.
 */
export function replayEarlyTaps(root: HTMLElement, taps: readonly string[], commit: (tap: () => void) => void = (tap) => tap()): void {
  for (const word of taps) {
    const key = KEYS[word];
    if (key) {
      commit(() => window.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true })));
      continue;
    }
    const control = root.querySelector<HTMLElement>(`[data-tap="${word}"]`);
    if (control && !control.matches(':disabled')) commit(() => control.click());
  }
}
