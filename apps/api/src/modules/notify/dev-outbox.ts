import type { OutboxEntry } from './notify.types.ts';
import { recipientKey } from './recipient.ts';

/**
 * The last messages the console drivers "sent", in memory, so a tester or a browser test can read the code that
 * would have reached a phone. Never created in production (see create-notify.ts).
 */
export class DevOutbox {
  readonly #capacity: number;
  readonly #entries: OutboxEntry[] = [];
  #nextId = 1;

  constructor(capacity = 200) {
    this.#capacity = capacity;
  }

  /** Records a message; the oldest one is dropped past the capacity. */
  add(entry: Omit<OutboxEntry, 'id' | 'sentAt'>): OutboxEntry {
    const stored: OutboxEntry = { ...entry, id: this.#nextId++, sentAt: new Date().toISOString() };
    this.#entries.push(stored);
    if (this.#entries.length > this.#capacity) this.#entries.splice(0, this.#entries.length - this.#capacity);
    return stored;
  }

  /** Messages of one channel, newest first; `to` matches +98…, 98…, Persian digits and case-insensitive e-mail. */
  list(channel: OutboxEntry['channel'], filter: { to?: string | undefined } = {}): OutboxEntry[] {
    const wanted = filter.to === undefined ? undefined : recipientKey(channel, filter.to);
    return this.#entries
      .filter((entry) => entry.channel === channel)
      .filter((entry) => wanted === undefined || recipientKey(channel, entry.to) === wanted)
      .reverse();
  }

  /** Forgets every message. */
  clear(): void {
    this.#entries.length = 0;
  }
}
