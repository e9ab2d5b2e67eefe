import { useEffectEvent, useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The height of `ref`'s element as React hydrated it, kept only when `replaced()` says the
 * hydrated island is about to show something else in its place (a locked module's notice
 * instead of the lesson the server rendered). The replacement takes that height as its minimum,
 * so nothing below it moves when it appears (no layout shift).
 */
export function useHeldHeight(ref: RefObject<HTMLElement | null>, replaced: () => boolean): number | undefined {
  const [height, setHeight] = useState<number>();
  const measure = useEffectEvent(() => {
    if (ref.current && replaced()) setHeight(ref.current.offsetHeight);
  });
  // Before paint, right after hydration, while the server's lesson is still in place.
  useLayoutEffect(() => measure(), []);
  return height;
}
