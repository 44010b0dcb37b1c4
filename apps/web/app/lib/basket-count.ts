import { useEffect, useState } from 'react';
import { openLocalDb } from './local-db.ts';

/** Tells other parts of the page (the header's and the bottom bar's count) that the basket changed. */
export const BASKET_EVENT = 'shahrbazar:basket';

/** How many items the browser's basket holds (every line's count). */
async function countBasket(): Promise<number> {
  const db = await openLocalDb();
  return new Promise((resolve, reject) => {
    const request = db.transaction('basket').objectStore('basket').getAll();
    request.onsuccess = () =>
      resolve((request.result as Array<{ count?: number }>).reduce((sum, line) => sum + (line.count ?? 0), 0));
    request.onerror = () => reject(request.error ?? new Error('basket read failed'));
  });
}

/**
 * The basket's item count for its badge (issue 35 #8): read in the browser after the page is drawn, again each time
 * the basket changes; 0 on the server, without IndexedDB, or before it is read.
 */
export function useBasketCount(): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    let live = true;
    const read = () => {
      countBasket().then(
        (n) => {
          if (live) setCount(n);
        },
        () => undefined,
      );
    };
    read();
    window.addEventListener(BASKET_EVENT, read);
    return () => {
      live = false;
      window.removeEventListener(BASKET_EVENT, read);
    };
  }, []);
  return count;
}
