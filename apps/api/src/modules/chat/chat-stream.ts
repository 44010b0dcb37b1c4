import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChatMessage } from '@shahrbazar/domain/api/chat.schema';
import { CHAT_CATCH_UP_MAX, conversationPair } from '@shahrbazar/domain/rules/chat';
import type { Db } from '../../db/client.ts';
import type { ChatBus, ChatEvent } from './chat-bus.ts';
import type { ChatPresence } from './chat-presence.ts';
import { touchLastVisit } from '../auth/session.service.ts';
import { countUnread } from '../notify/notification.repository.ts';
import { findConversation, findMessages, findPeer, unreadTotal } from './chat.repository.ts';

// The server-sent events stream of a signed-in user (docs/decisions/0017-chat-transport.md). Every stream says the
// user's unread count (event `unread`) at once and whenever it may have changed. A room's stream (`peer` set) also
// carries that conversation's messages (event `message`, id = seq) and read receipts (event `read`): on connecting
// it first sends what was stored after the client's cursor (Last-Event-ID, or ?after=), then the live ones, in seq
// order and each once; a live message past a gap sends the gap from the database first. A room's stream also says
// whether the other person is online (event `presence`, at once and live when they come or leave; ADR 0048), and
// every open stream makes its person online.

const HEARTBEAT_MS = 25_000;
/** An open stream is a person on the site: it refreshes their last visit this often (a cheap, guarded write). */
const PRESENCE_MS = 60_000;

/** The open streams of this instance, closed when it shuts down. */
export class ChatStreams {
  private readonly open = new Set<() => void>();
  add(close: () => void): () => void {
    this.open.add(close);
    return () => this.open.delete(close);
  }
  closeAll(): void {
    for (const close of [...this.open]) close();
  }
}

/** The resume cursor: the browser's Last-Event-ID on a reconnect, else ?after=, else none (0). */
export function cursorOf(request: FastifyRequest, after: number | undefined): number {
  const header = request.headers['last-event-id'];
  const last = typeof header === 'string' && /^\d{1,10}$/.test(header) ? Number(header) : undefined;
  return last ?? after ?? 0;
}

export async function serveChatStream(
  request: FastifyRequest,
  reply: FastifyReply,
  options: {
    db: Db;
    bus: ChatBus;
    streams: ChatStreams;
    presence: ChatPresence;
    me: number;
    peer?: number;
    after: number;
  },
): Promise<void> {
  const { db, bus, streams, presence, me, peer } = options;
  const pair = peer === undefined ? undefined : conversationPair(me, peer);
  const inRoom = (between: [number, number]) => pair !== undefined && between[0] === pair[0] && between[1] === pair[1];
  let lastSent = options.after;
  let closed = false;

  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
    'x-request-id': request.id,
  });
  const write = (text: string) => {
    if (!closed) raw.write(text);
  };
  const send = (event: string, data: unknown, id?: number) =>
    write(`${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  const sendMessage = (message: ChatMessage) => {
    if (message.seq <= lastSent) return;
    send('message', message, message.seq);
    lastSent = message.seq;
  };
  /** Everything stored after the last sent seq, in order (up to CHAT_CATCH_UP_MAX at a time, repeated). */
  const catchUp = async () => {
    if (pair === undefined) return;
    const conversation = await findConversation(db, pair[0], pair[1]);
    if (!conversation) return;
    for (;;) {
      const page = await findMessages(db, conversation.id, { after: lastSent, limit: CHAT_CATCH_UP_MAX });
      page.messages.forEach(sendMessage);
      if (!page.hasMore || closed) break;
    }
  };
  const sendUnread = async () => send('unread', { unread: await unreadTotal(db, me) });
  const sendNotifications = async () => send('notifications', { unread: await countUnread(db, me) });

  // Events are handled one after another, in the order they arrive (a promise chain).
  let chain: Promise<void> = Promise.resolve();
  const handle = (event: ChatEvent) => {
    chain = chain
      .then(async () => {
        if (closed) return;
        if (event.type === 'message' && inRoom(event.between)) {
          if (event.message.seq > lastSent + 1) await catchUp();
          sendMessage(event.message);
        }
        if (event.type === 'read' && inRoom(event.between)) {
          send('read', { readerId: event.readerId, seq: event.seq });
        }
        if (event.type === 'typing') {
          // eslint-disable-next-line no-restricted-syntax -- who typed, not who owns a record: my own typing is not echoed
          if (inRoom(event.between) && event.userId !== me) send('typing', { userId: event.userId });
          return;
        }
        if (event.type === 'presence') {
          // Someone says I left while this stream of mine is open: not so.
          // eslint-disable-next-line no-restricted-syntax -- whose presence an event is, not who owns a record
          if (event.userId === me && !event.online) presence.contradict(me);
          return;
        }
        if (event.type === 'notification') {
          await sendNotifications();
          return;
        }
        await sendUnread();
      })
      .catch((error: unknown) => request.log.warn({ err: error }, 'chat stream event failed'));
  };

  // Listen first, then read what is stored: nothing committed in between is lost (duplicates are dropped by seq).
  const stop = await bus.subscribe(me, handle);
  // A room watches the other person's comings and goings (only those: nothing else of theirs passes).
  const stopWatching =
    peer === undefined
      ? () => {}
      : await bus.subscribe(peer, (event) => {
          // eslint-disable-next-line no-restricted-syntax -- whose presence an event is, not who owns a record
          if (event.type !== 'presence' || event.userId !== peer) return;
          chain = chain.then(() => send('presence', { online: event.online, lastVisit: event.lastVisit }));
        });
  presence.opened(me);
  let touched = Date.now();
  const heartbeat = setInterval(() => {
    write(': ping\n\n');
    if (Date.now() - touched < PRESENCE_MS) return;
    touched = Date.now();
    touchLastVisit(db, me, touched).catch((error: unknown) => request.log.warn({ err: error }, 'last visit failed'));
  }, HEARTBEAT_MS);
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    stop();
    stopWatching();
    presence.closed(me);
    forget();
    // The connection goes with the stream: it is not reused, and a shutdown does not wait for it.
    raw.destroy();
  };
  const forget = streams.add(close);
  raw.on('close', close);
  write('retry: 2000\n\n');
  chain = chain.then(async () => {
    await catchUp();
    await sendUnread();
    if (peer === undefined) await sendNotifications();
    else {
      const other = await findPeer(db, peer);
      if (other) send('presence', await presence.stateOf(peer, other.lastVisit));
    }
  });
  await chain;
}
