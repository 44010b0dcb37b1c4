import { startTransition, useEffect, useState } from 'react';

/**
 * Whether the browser matches a media query: false on the server and while the page hydrates (as the server drew
 * it), then the browser's answer, followed as it changes. The answer is drawn as a transition: a change of layout
 * right after hydration (a phone's filter panel becoming a bottom sheet) is drawn in slices between the browser's
 * other work, not in one long task (Mantine's hook drew it at once).
 */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    const list = window.matchMedia(query);
    const follow = () => startTransition(() => setMatches(list.matches));
    follow();
    list.addEventListener('change', follow);
    return () => list.removeEventListener('change', follow);
  }, [query]);
  return matches;
}
