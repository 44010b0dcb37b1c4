import { useCallback, useEffect, useState } from 'react';

/** How long «در حال نوشتن…» stays after the last typing event (the sender pings every few seconds while typing). */
const TYPING_SHOWN_MS = 5000;

/**
 * Whether the other user of a room is typing: `seen()` on each `typing` event of the room's stream, `stopped()` when
 * their message arrives; the line goes by itself when no typing event came for a few seconds.
 */
export function usePeerTyping() {
  const [until, setUntil] = useState(0);

  useEffect(() => {
    if (until === 0) return;
    const timer = setTimeout(() => setUntil(0), Math.max(0, until - Date.now()));
    return () => clearTimeout(timer);
  }, [until]);

  const seen = useCallback(() => setUntil(Date.now() + TYPING_SHOWN_MS), []);
  const stopped = useCallback(() => setUntil(0), []);
  return { typing: until > 0, seen, stopped };
}
