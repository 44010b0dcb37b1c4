import { isOnline, lastVisitText } from '@shahrbazar/domain/rules/online';
import type { Db } from '../../db/client.ts';
import type { SharedStore } from '../shared-store/shared-store.ts';
import { updateUser } from '../users/user.repository.ts';
import type { ChatBus } from './chat-bus.ts';

// Live presence (docs/decisions/0048-push-per-kind-live-presence.md): a person with an open chat stream
// (every signed-in page holds the header's) is online. Each instance counts its own open streams per person; the
// first one opened says `presence online` on that person's bus channel, and when the last one closes and none
// reopened within a grace (a reload, a page change) it writes their last visit and says `presence offline`. Room
// streams watching that person pass it on. Another instance that still holds a stream of theirs contradicts an
// offline it hears (the person is online there), so the last word is right across instances. A left person is
// remembered in the shared store for the online window, so a room opened in that window says they left rather than
// the last-visit rule's «هم‌اکنون».

/** How long a person may be without an open stream before they count as gone (a reload reconnects well within it). */
export const PRESENCE_GRACE_MS = 4_000;
const LEFT_KEY = (userId: number) => `chat:left:${userId}`;
const LEFT_KEPT_MS = 10 * 60_000;

/** What a room says of the other person: online, or when they were last here (ISO; null when never). */
export interface PresenceState {
  online: boolean;
  lastVisit: string | null;
}

export class ChatPresence {
  private readonly here = new Map<number, number>();
  private readonly leaving = new Map<number, NodeJS.Timeout>();
  private readonly contradicted = new Map<number, number>();
  private closing = false;

  constructor(
    private readonly db: Db,
    private readonly bus: ChatBus,
    private readonly store: SharedStore,
    private readonly graceMs = PRESENCE_GRACE_MS,
  ) {}

  /** A stream of the person opened on this instance. */
  opened(userId: number): void {
    const count = (this.here.get(userId) ?? 0) + 1;
    this.here.set(userId, count);
    const pending = this.leaving.get(userId);
    if (pending) {
      // Back within the grace: they never left.
      clearTimeout(pending);
      this.leaving.delete(userId);
      return;
    }
    if (count === 1) void this.announceOnline(userId);
  }

  /** A stream of the person closed on this instance. */
  closed(userId: number): void {
    const count = (this.here.get(userId) ?? 1) - 1;
    if (count > 0) {
      this.here.set(userId, count);
      return;
    }
    this.here.delete(userId);
    if (this.closing) return;
    const timer = setTimeout(() => {
      this.leaving.delete(userId);
      if (!this.here.has(userId)) void this.announceLeft(userId);
    }, this.graceMs);
    timer.unref();
    this.leaving.set(userId, timer);
  }

  /** An offline said of a person this instance still holds a stream of: they are online (said at most once a second). */
  contradict(userId: number): void {
    if (!this.here.has(userId)) return;
    const last = this.contradicted.get(userId) ?? 0;
    if (Date.now() - last < 1000) return;
    this.contradicted.set(userId, Date.now());
    void this.announceOnline(userId);
  }

  /** What a room opened now says of a person, from this instance's streams, the left mark and the last visit. */
  async stateOf(userId: number, lastVisit: string | null): Promise<PresenceState> {
    if (this.here.has(userId) || this.leaving.has(userId)) return { online: true, lastVisit: new Date().toISOString() };
    const left = await this.store.get(LEFT_KEY(userId)).catch(() => undefined);
    if (left) return { online: false, lastVisit: left };
    const online = isOnline(lastVisitText(lastVisit ? new Date(lastVisit) : null, new Date(), 'fa'));
    return { online, lastVisit };
  }

  /** Stops the pending departures: a shutting instance's people reconnect to another one, they did not leave. */
  close(): void {
    this.closing = true;
    for (const timer of this.leaving.values()) clearTimeout(timer);
    this.leaving.clear();
  }

  private async announceOnline(userId: number): Promise<void> {
    await this.store.delete(LEFT_KEY(userId)).catch(() => undefined);
    await this.bus
      .publish(userId, { type: 'presence', userId, online: true, lastVisit: new Date().toISOString() })
      .catch(() => undefined);
  }

  private async announceLeft(userId: number): Promise<void> {
    const now = new Date();
    await updateUser(this.db, userId, { lastVisit: now }).catch(() => undefined);
    await this.store.set(LEFT_KEY(userId), now.toISOString(), LEFT_KEPT_MS).catch(() => undefined);
    await this.bus
      .publish(userId, { type: 'presence', userId, online: false, lastVisit: now.toISOString() })
      .catch(() => undefined);
  }
}
