import { useEffect } from 'react';

/** The session's note that the local cache holds this visitor's data (guest or signed in). */
const FILLED_KEY = 'shahrbazar:localCache';

/**
 * Fills the browser's local cache (spec: Local cached data) once per session, and again when the visitor signs in or
 * out: after hydration, when the browser is idle, without blocking anything. The IndexedDB wrapper is imported only
 * here, so pages do not ship it; a browser without IndexedDB or storage just has no cache.
 */
export function useLocalCache(signedIn: boolean): void {
  useEffect(() => {
    const who = signedIn ? 'user' : 'guest';
    let filled: string | null = null;
    try {
      filled = sessionStorage.getItem(FILLED_KEY);
    } catch {
      // Storage blocked (private mode): fill it every time, it costs one request.
    }
    if (filled === who || typeof indexedDB === 'undefined') return;
    let cancelled = false;
    const fill = () => {
      if (cancelled) return;
      import('./local-db.ts')
        .then(({ refreshLocalCache }) => refreshLocalCache())
        .then(() => sessionStorage.setItem(FILLED_KEY, who))
        .catch(() => {
          // The cache is a convenience: a failure (offline, quota) leaves the page as it is.
        });
    };
    const idle = typeof requestIdleCallback === 'function';
    const handle = idle ? requestIdleCallback(fill, { timeout: 5000 }) : window.setTimeout(fill, 1500);
    return () => {
      cancelled = true;
      if (idle) cancelIdleCallback(handle);
      else window.clearTimeout(handle);
    };
  }, [signedIn]);
}
