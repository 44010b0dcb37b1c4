import type { Redis } from 'ioredis';

/**
 * Short-lived state that every instance of the product must see alike (ADR 0019): counters of throttles, answers kept
 * for a while, the sandbox bank's payments. Two drivers behind this one interface: in this process (the default, one
 * instance) and Redis (REDIS_URL, any number of instances). Values are strings; every key expires.
 */
export interface SharedStore {
  readonly driver: 'memory' | 'redis';
  /** The Redis connection of the redis driver (for @fastify/rate-limit's own Redis store); undefined in memory. */
  readonly redis: Redis | undefined;
  /** The value under key, or undefined when there is none or it expired. */
  get(key: string): Promise<string | undefined>;
  /** Stores value under key for ttlMs, replacing what was there. */
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Stores value under key for ttlMs only when the key is free; true when this call stored it (atomic). */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  delete(key: string): Promise<void>;
  /**
   * Adds one to the counter under key, starting a window of ttlMs at the first hit (atomic across instances):
   * answers the count in the window and the milliseconds left in it.
   */
  increment(key: string, ttlMs: number): Promise<{ count: number; resetInMs: number }>;
  /** Whether the store answers (readiness); the memory driver always does. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

interface Entry {
  value: string;
  expiresAt: number;
}

/**
 * The in-process driver: a Map with expiry, bounded (the oldest entries go first past `capacity`, so nothing a
 * client can make fills the memory). Right for one instance; with several, each would keep its own.
 */
export class MemoryStore implements SharedStore {
  readonly driver = 'memory' as const;
  readonly redis = undefined;
  readonly #entries = new Map<string, Entry>();
  readonly #capacity: number;
  readonly #now: () => number;

  constructor(options: { capacity?: number; now?: () => number } = {}) {
    this.#capacity = options.capacity ?? 100_000;
    this.#now = options.now ?? Date.now;
  }

  async get(key: string): Promise<string | undefined> {
    return this.#live(key)?.value;
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    this.#put(key, { value, expiresAt: this.#now() + ttlMs });
  }

  async setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean> {
    if (this.#live(key)) return false;
    this.#put(key, { value, expiresAt: this.#now() + ttlMs });
    return true;
  }

  async delete(key: string): Promise<void> {
    this.#entries.delete(key);
  }

  async increment(key: string, ttlMs: number): Promise<{ count: number; resetInMs: number }> {
    const entry = this.#live(key);
    if (entry) {
      entry.value = String(Number(entry.value) + 1);
      return { count: Number(entry.value), resetInMs: entry.expiresAt - this.#now() };
    }
    this.#put(key, { value: '1', expiresAt: this.#now() + ttlMs });
    return { count: 1, resetInMs: ttlMs };
  }

  async ping(): Promise<boolean> {
    return true;
  }

  async close(): Promise<void> {
    this.#entries.clear();
  }

  #live(key: string): Entry | undefined {
    const entry = this.#entries.get(key);
    if (entry && entry.expiresAt <= this.#now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry;
  }

  #put(key: string, entry: Entry): void {
    // Re-inserting moves the key to the end: a Map iterates in insertion order, so the oldest come first.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    const now = this.#now();
    for (const [oldKey, old] of this.#entries) {
      if (this.#entries.size <= this.#capacity && old.expiresAt > now) break;
      this.#entries.delete(oldKey);
    }
  }
}
