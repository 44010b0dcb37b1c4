import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Whether an element has come near the viewport (within `margin`), for a part loaded only when the reader gets to it:
 * false during the server render and hydration, true once it is near (and from then on). A browser without
 * IntersectionObserver gets the part at once.
 */
export function useNearView<T extends Element>(margin = '200px 0px'): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const seen = () => setNear(true);
    if (typeof IntersectionObserver !== 'function') {
      const timer = setTimeout(seen);
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) seen();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near];
}
