import { useLayoutEffect, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { replayEarlyTaps, takeEarlyTaps } from '../lib/early-taps';

/**
 * Replays the taps made on the island rooted at `rootRef` (marked `data-early-taps`) before it
 * was interactive, right after hydration and before the browser paints (see `lib/early-taps.ts`).
 * An island whose state is a reducer passes `replay`, which dispatches each tap as the action
 * its control would; without it each tap is replayed as a click on the control of that name.
 */
export function useEarlyTaps(rootRef: RefObject<HTMLElement | null>, replay?: (taps: string[]) => void): void {
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const taps = takeEarlyTaps(root);
    if (taps.length === 0) return;
    // Dispatched actions queue in order and commit before paint: nothing to wait for.
    if (replay) replay(taps);
    // After this commit (a microtask still comes before paint): each tap is committed before the
    // next, which flushSync may not do from inside React's own commit.
    else queueMicrotask(() => replayEarlyTaps(root, taps, (tap) => flushSync(tap)));
    // `replay` is read once, at hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rootRef]);
}
