import { useEffect, useSyncExternalStore } from 'react';
import { useMatches } from 'react-router';

// The signed-in person's unread chat count, for the header and the panel menu: one server-sent events stream per
// tab (GET /api/v1/me/chats/stream, `unread` events), opened while at least one component shows the count, and
// shared by them. The first value is the panel layout's (its loader asked the API), else none until the stream says.
// The same stream says the unread notification count (`notifications` events, ADR 0028).

let count: number | undefined;
let notificationCount: number | undefined;
let source: EventSource | undefined;
let users = 0;
const listeners = new Set<() => void>();

function set(value: number) {
  count = value;
  listeners.forEach((listener) => listener());
}

function open() {
  users += 1;
  if (source || typeof EventSource === 'undefined') return;
  source = new EventSource('/api/v1/me/chats/stream');
  source.addEventListener('unread', (event) => {
    const { unread } = JSON.parse((event as MessageEvent<string>).data) as { unread: number };
    set(unread);
  });
  source.addEventListener('notifications', (event) => {
    notificationCount = (JSON.parse((event as MessageEvent<string>).data) as { unread: number }).unread;
    listeners.forEach((listener) => listener());
  });
}

function close() {
  users -= 1;
  if (users > 0 || !source) return;
  source.close();
  source = undefined;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The panel layout's count, when a panel page is open. */
function useLoadedUnread(): number | undefined {
  const data = useMatches()
    .map((match) => match.loaderData)
    .find(
      (loaded): loaded is { chatUnread: number } =>
        typeof loaded === 'object' && loaded !== null && 'chatUnread' in loaded,
    );
  return data?.chatUnread;
}

/** The unread chat count, kept up to date while mounted (`live` false: no stream, e.g. for a visitor). */
export function useChatUnread(live: boolean): number {
  const loaded = useLoadedUnread();
  const current = useSyncExternalStore(
    subscribe,
    () => count,
    () => undefined,
  );
  useEffect(() => {
    if (!live) return undefined;
    open();
    return close;
  }, [live]);
  return current ?? loaded ?? 0;
}

/** Sets the notification count after the person marked some read (the page's action answered it). */
export function setNotificationUnread(value: number): void {
  notificationCount = value;
  listeners.forEach((listener) => listener());
}

/** The unread notification count, kept up to date by the same stream while mounted. */
export function useNotificationUnread(live: boolean): number {
  const loaded = useMatches()
    .map((match) => match.loaderData)
    .find(
      (data): data is { notificationUnread: number } =>
        typeof data === 'object' && data !== null && 'notificationUnread' in data,
    )?.notificationUnread;
  const current = useSyncExternalStore(
    subscribe,
    () => notificationCount,
    () => undefined,
  );
  useEffect(() => {
    if (!live) return undefined;
    open();
    return close;
  }, [live]);
  return current ?? loaded ?? 0;
}
