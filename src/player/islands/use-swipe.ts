import { useEffect, useEffectEvent, type RefObject } from 'react';
import { swipeDirection } from '../rules/swipe.ts';

/**
 * Calls `onSwipe` when a finger swipes sideways across `ref` (touch only: a mouse drag selects
 * text). The element should allow only vertical panning (`touch-action: pan-y`), so that the
 * browser leaves sideways moves to the page instead of cancelling them.
 */
export function useSwipe(ref: RefObject<HTMLElement | null>, onSwipe: (direction: 'next' | 'previous') => void): void {
  const swiped = useEffectEvent(onSwipe);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let start: { id: number; x: number; y: number } | undefined;
    const down = (event: PointerEvent) => {
      start = event.pointerType === 'touch' && event.isPrimary ? { id: event.pointerId, x: event.clientX, y: event.clientY } : undefined;
    };
    const up = (event: PointerEvent) => {
      if (!start || event.pointerId !== start.id) return;
      const direction = swipeDirection(event.clientX - start.x, event.clientY - start.y);
      start = undefined;
      if (direction) swiped(direction);
    };
    const cancel = () => (start = undefined);
    element.addEventListener('pointerdown', down);
    element.addEventListener('pointerup', up);
    element.addEventListener('pointercancel', cancel);
    return () => {
      element.removeEventListener('pointerdown', down);
      element.removeEventListener('pointerup', up);
      element.removeEventListener('pointercancel', cancel);
    };
  }, [ref]);
}
