import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import { traceRedis } from '../../observability/tracing.ts';
import type { ChatMessage } from '@shahrbazar/domain/api/chat.schema';

// How a stored chat event reaches the streams of its users (docs/decisions/0017-chat-transport.md): in process by
// default; through Redis pub/sub when REDIS_URL is set, so a message sent through one instance reaches a user
// connected to another. Delivery is best effort: the database is the record, and a stream fills any gap from it.

/** What happened in a conversation, published to each of its two users. */
export type ChatEvent =
  | { type: 'message'; between: [number, number]; message: ChatMessage }
  | { type: 'read'; between: [number, number]; conversationId: number; readerId: number; seq: number }
  /** The other user of a conversation is typing (sent by their client, never stored). */
  | { type: 'typing'; between: [number, number]; userId: number }
  /** The user has new notifications (docs/decisions/0028-notifications.md): streams send the new unread count. */
  | { type: 'notification' }
  /** The person came online or left (ADR 0048): published on their own channel, passed on by rooms watching them. */
  | { type: 'presence'; userId: number; online: boolean; lastVisit: string | null };

export interface ChatBus {
  /** Sends an event to the streams of a user, wherever they are connected. */
  publish(userId: number, event: ChatEvent): Promise<void>;
  /** Listens to a user's events; returns the function that stops listening. */
  subscribe(userId: number, listener: (event: ChatEvent) => void): Promise<() => void>;
  close(): Promise<void>;
}

const channelOf = (userId: number) => `chat:user:${userId}`;

/** One process: an event emitter. */
export class InProcessChatBus implements ChatBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  async publish(userId: number, event: ChatEvent): Promise<void> {
    this.emitter.emit(channelOf(userId), event);
  }

  async subscribe(userId: number, listener: (event: ChatEvent) => void): Promise<() => void> {
    const channel = channelOf(userId);
    this.emitter.on(channel, listener);
    return () => this.emitter.off(channel, listener);
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

/**
 * Several instances: Redis pub/sub, one channel per user. Each instance holds one subscriber connection and
 * subscribes to a user's channel while at least one of that user's streams is open on it.
 */
export class RedisChatBus implements ChatBus {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly local = new InProcessChatBus();
  private readonly counts = new Map<string, number>();

  constructor(url: string) {
    this.publisher = traceRedis(new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 }));
    this.subscriber = new Redis(url, { lazyConnect: false });
    this.subscriber.on('message', (channel: string, text: string) => {
      const userId = Number(channel.slice('chat:user:'.length));
      if (!Number.isInteger(userId)) return;
      void this.local.publish(userId, JSON.parse(text) as ChatEvent);
    });
  }

  async publish(userId: number, event: ChatEvent): Promise<void> {
    await this.publisher.publish(channelOf(userId), JSON.stringify(event));
  }

  async subscribe(userId: number, listener: (event: ChatEvent) => void): Promise<() => void> {
    const channel = channelOf(userId);
    const stop = await this.local.subscribe(userId, listener);
    const count = (this.counts.get(channel) ?? 0) + 1;
    this.counts.set(channel, count);
    if (count === 1) await this.subscriber.subscribe(channel);
    let stopped = false;
    return () => {
      if (stopped) return;
      stopped = true;
      stop();
      const left = (this.counts.get(channel) ?? 1) - 1;
      if (left > 0) {
        this.counts.set(channel, left);
        return;
      }
      this.counts.delete(channel);
      void this.subscriber.unsubscribe(channel).catch(() => undefined);
    };
  }

  async close(): Promise<void> {
    await this.local.close();
    this.subscriber.disconnect();
    this.publisher.disconnect();
  }
}

/** The bus as configured: Redis with REDIS_URL, otherwise in process. */
export function createChatBus(redisUrl: string | undefined): ChatBus {
  return redisUrl ? new RedisChatBus(redisUrl) : new InProcessChatBus();
}
