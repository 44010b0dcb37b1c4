import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { pageLive } from './page-live.ts';

const subscribe = () => () => {};
const drawnBefore = () => !pageLive();
const drawnByServer = () => true;

/**
 * false during the server render and the hydration of the server's page, true once the page runs in the browser
 * (JavaScript works); true at once for what is drawn after (a client navigation).
 *
 * The turn to true after hydration is a transition: drawn in slices with the rest of the page's first work. With
 * `useSyncExternalStore` alone (true in the browser, false for the server's page) React drew every user again in one
 * synchronous render right after hydration (the header's city switch on every page: ~33 ms of a list's load at 4x
 * CPU, issue 32). The store here only tells whether this render is the hydration of the server's page: React reads
 * the server's value then, and in the browser the page is not live until every such turn is drawn (root.tsx), so it
 * does not draw again. A part hydrated after the page is live (a boundary waiting for its code) is drawn again at
 * once, as before.
 */
export function useHydrated(): boolean {
  const hydrating = useSyncExternalStore(subscribe, drawnBefore, drawnByServer);
  const [turned, setTurned] = useState(false);
  useEffect(() => {
    if (hydrating) startTransition(() => setTurned(true));
  }, [hydrating]);
  return !hydrating || turned;
}
