import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** false during the server render and hydration, true once the page runs in the browser (JavaScript works). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
