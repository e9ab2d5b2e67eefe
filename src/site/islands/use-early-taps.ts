import { useLayoutEffect, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { replayEarlyTaps } from '../rules/early-tap-clicks.ts';
import { takeEarlyTaps } from '../rules/early-taps.ts';

/**
 * Replays the taps made on the island rooted at `rootRef` (marked `data-early-taps`) before it
 * was interactive as clicks on the controls they name, right after hydration and before the
 * browser paints (see `site/rules/early-taps.ts`; the lesson player dispatches them as its actions).
 */
export function useEarlyTaps(rootRef: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const taps = takeEarlyTaps(root);
    // After this commit (a microtask still comes before paint): each tap is committed before the
    // next, which flushSync may not do from inside React's own commit.
    if (taps.length > 0) queueMicrotask(() => replayEarlyTaps(root, taps, (tap) => flushSync(tap)));
  }, [rootRef]);
}
