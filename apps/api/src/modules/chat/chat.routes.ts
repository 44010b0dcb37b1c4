import { z } from 'zod';
import {
  ChatConversationListSchema,
  ChatHistoryQuerySchema,
  ChatHistorySchema,
  ChatMessageSchema,
  ChatReadSchema,
  ChatReportSchema,
  ChatRoomParamsSchema,
  ChatRoomQuerySchema,
  ChatRoomSchema,
  ChatSendSchema,
  ChatStreamQuerySchema,
  ChatUnreadSchema,
} from '@shahrbazar/domain/api/chat.schema';
import type { App, AppDeps } from '../../http/types.ts';
import { perUserRate } from '../../http/user-rate.ts';
import { requireAuth } from '../auth/access-control.ts';
import { findPeer, unreadTotal } from './chat.repository.ts';
import { ChatPresence } from './chat-presence.ts';
import { cursorOf, ChatStreams, serveChatStream } from './chat-stream.ts';
import {
  listConversations,
  markRead,
  openRoom,
  reportUser,
  roomHistory,
  sendMessage,
  sendTyping,
  setBlock,
} from './chat.service.ts';
import { AppError } from '../../http/app-error.ts';

/** A person types at most one message a second on average. */
const SEND_RATE = perUserRate(60);

/**
 * One-to-one chat (spec: chats, chatRoom/{userId}; docs/decisions/0017-chat-transport.md): the caller's
 * conversations, a room with another user, sending (POST), reading, blocking, and the server-sent events streams.
 */
export function chatRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const bus = deps.services.chatBus;
  const streams = new ChatStreams();
  const presence = new ChatPresence(db, bus, deps.services.sharedStore);
  const tags = ['chat'];
  const own = { access: { session: 'any' } } as const;
  const me = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).user.id;

  // Open streams would hold a graceful shutdown: they end first (clients reconnect to another instance).
  app.addHook('preClose', async () => {
    presence.close();
    streams.closeAll();
  });
  app.addHook('onClose', async () => bus.close());

  app.get(
    '/api/v1/me/chats',
    {
      config: own,
      schema: { tags, summary: 'My conversations, the latest first', response: { 200: ChatConversationListSchema } },
    },
    async (request) => ({ items: await listConversations(db, me(request)) }),
  );

  app.get(
    '/api/v1/me/chats/unread',
    {
      config: own,
      schema: { tags, summary: 'How many messages I have not read', response: { 200: ChatUnreadSchema } },
    },
    async (request) => ({ unread: await unreadTotal(db, me(request)) }),
  );

  app.get(
    '/api/v1/me/chats/stream',
    {
      config: own,
      schema: { tags, summary: 'Server-sent events: `unread` (my unread count) now and whenever it changes' },
    },
    async (request, reply) =>
      serveChatStream(request, reply, { db, bus, streams, presence, me: me(request), after: 0 }),
  );

  app.get(
    '/api/v1/me/chats/:userId',
    {
      config: own,
      schema: {
        tags,
        summary: 'A room with another user: the newest messages, the subject (?listing= opens it about a listing)',
        params: ChatRoomParamsSchema,
        querystring: ChatRoomQuerySchema,
        response: { 200: ChatRoomSchema },
      },
    },
    async (request) => openRoom(db, me(request), request.params.userId, request.query.listing),
  );

  app.get(
    '/api/v1/me/chats/:userId/messages',
    {
      config: own,
      schema: {
        tags,
        summary: 'A room’s messages by keyset: ?before=<seq> older ones, ?after=<seq> newer ones (oldest first)',
        params: ChatRoomParamsSchema,
        querystring: ChatHistoryQuerySchema,
        response: { 200: ChatHistorySchema },
      },
    },
    async (request) => roomHistory(db, me(request), request.params.userId, request.query),
  );

  app.post(
    '/api/v1/me/chats/:userId/messages',
    {
      config: { ...own, rateLimit: SEND_RATE },
      schema: {
        tags,
        summary: 'Send a message (stored, then pushed to both users’ streams)',
        params: ChatRoomParamsSchema,
        body: ChatSendSchema,
        response: { 201: ChatMessageSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await sendMessage(db, bus, me(request), request.params.userId, request.body)),
  );

  app.post(
    '/api/v1/me/chats/:userId/read',
    {
      config: own,
      schema: {
        tags,
        summary: 'I have read the room up to a seq (the other user sees «خوانده شد»)',
        params: ChatRoomParamsSchema,
        body: ChatReadSchema,
        response: { 200: ChatReadSchema },
      },
    },
    async (request) => ({ seq: await markRead(db, bus, me(request), request.params.userId, request.body.seq) }),
  );

  app.post(
    '/api/v1/me/chats/:userId/typing',
    {
      config: { ...own, rateLimit: perUserRate(120) },
      schema: {
        tags,
        summary: 'I am typing: the other user’s open room gets a `typing` event (nothing is stored)',
        params: ChatRoomParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await sendTyping(db, bus, me(request), request.params.userId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/v1/me/chats/:userId/report',
    {
      config: { ...own, rateLimit: perUserRate(10) },
      schema: {
        tags,
        summary: 'Report the other user to the back office',
        params: ChatRoomParamsSchema,
        body: ChatReportSchema,
        response: { 201: z.null() },
      },
    },
    async (request, reply) => {
      await reportUser(db, me(request), request.params.userId, request.body.reason);
      return reply.status(201).send(null);
    },
  );

  for (const [method, blocked] of [
    ['put', true],
    ['delete', false],
  ] as const) {
    app[method](
      '/api/v1/me/chats/:userId/block',
      {
        config: own,
        schema: {
          tags,
          summary: blocked ? 'Block the other user: neither may write' : 'Unblock the other user',
          params: ChatRoomParamsSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await setBlock(db, me(request), request.params.userId, blocked);
        return reply.status(204).send(null);
      },
    );
  }

  app.get(
    '/api/v1/me/chats/:userId/stream',
    {
      config: own,
      schema: {
        tags,
        summary:
          'Server-sent events of a room: `message` (id = seq; what was stored after Last-Event-ID or ?after= first), ' +
          '`read`, `unread`, `typing`, `presence` (whether the other person is online, at once and when it changes)',
        params: ChatRoomParamsSchema,
        querystring: ChatStreamQuerySchema,
      },
    },
    async (request, reply) => {
      const caller = me(request);
      const peer = request.params.userId;
      if (peer === caller || !(await findPeer(db, peer))) throw new AppError('not_found');
      const after = cursorOf(request, request.query.after);
      return serveChatStream(request, reply, { db, bus, streams, presence, me: caller, peer, after });
    },
  );
}
