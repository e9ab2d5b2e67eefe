import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while React hydrates the server HTML, true afterwards. Parts that
 * depend on stored progress show a neutral state until then, so the server HTML (rendered
 * from the default progress) matches the first client render and nothing flashes "Locked".
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
