import { z } from 'zod';
import { CHAT_CATCH_UP_MAX, CHAT_PAGE, CHAT_TEXT_MAX } from '../rules/chat.ts';
import { IdSchema, OptionalIdSchema, jsonIdSchema } from './id.schema.ts';

// The chat API (docs/decisions/0017-chat-transport.md): a room is the conversation of the caller with another user
// (/api/v1/me/chats/{userId}); each message has its seq, 1, 2, 3... in its conversation, the cursor a client resumes
// from. Live events come over server-sent events; writing is a POST.

/** A sequence number in a query (after=12, before=40). */
const seqQuery = z.coerce.number().int().min(0).max(2_147_483_647);

/** The path of a room: the other user's id. */
export const ChatRoomParamsSchema = z.object({ userId: IdSchema });

/**
 * A message to send: a text, a picture (fileId: an image the sender uploaded through POST /api/v1/files, checked by
 * content there), or both; listingId names the listing the conversation is about (its owner is one of the two).
 */
export const ChatSendSchema = z
  .object({
    text: z.string({ error: 'required' }).trim().max(CHAT_TEXT_MAX, 'tooLong').default(''),
    fileId: z.preprocess((value) => (value === null || value === '' ? undefined : value), jsonIdSchema().optional()),
    listingId: z.preprocess((value) => (value === null || value === '' ? undefined : value), jsonIdSchema().optional()),
  })
  .refine((value) => value.text.length > 0 || value.fileId !== undefined, { message: 'required', path: ['text'] })
  .meta({ id: 'ChatSend' });

/** Reporting the other user of a room to the back office. */
export const ChatReportSchema = z
  .object({ reason: z.string({ error: 'required' }).trim().min(1, 'required').max(CHAT_TEXT_MAX, 'tooLong') })
  .meta({ id: 'ChatReport' });
export type ChatSend = z.input<typeof ChatSendSchema>;

export const ChatMessageSchema = z
  .object({
    id: z.number().int(),
    conversationId: z.number().int(),
    seq: z.number().int(),
    senderId: z.number().int(),
    text: z.string(),
    /** An attached picture's path (under /images/), or null. */
    image: z.string().nullable(),
    registerDate: z.string(),
  })
  .meta({ id: 'ChatMessage' });
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** What a conversation is about: a listing (its vertical key, id, title and address parts). */
export const ChatSubjectSchema = z
  .object({ type: z.string(), id: z.number().int(), title: z.string(), slug: z.string(), slugId: z.string() })
  .meta({ id: 'ChatSubject' });
export type ChatSubject = z.infer<typeof ChatSubjectSchema>;

export const ChatPeerSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    avatar: z.string(),
    /** 1 when the user accepts chat messages (spec: activeChat). */
    activeChat: z.number().int(),
    lastVisit: z.string().nullable(),
  })
  .meta({ id: 'ChatPeer' });

/** A room as it opens: the other user, the subject, who blocked whom, the newest page of messages. */
export const ChatRoomSchema = z
  .object({
    peer: ChatPeerSchema,
    conversationId: z.number().int().nullable(),
    subject: ChatSubjectSchema.nullable(),
    /** The caller blocked the other user. */
    blockedByMe: z.boolean(),
    /** The other user blocked the caller. */
    blockedMe: z.boolean(),
    /** The newest messages, oldest first (CHAT_PAGE of them). */
    messages: z.array(ChatMessageSchema),
    /** Whether older messages exist (GET .../messages?before=<first seq>). */
    hasOlder: z.boolean(),
    /** The seq up to which the other user has read («خوانده شد»). */
    peerReadSeq: z.number().int(),
    /** The seq up to which the caller has read. */
    myReadSeq: z.number().int(),
  })
  .meta({ id: 'ChatRoom' });
export type ChatRoom = z.infer<typeof ChatRoomSchema>;

/** A room's messages by keyset: before=<seq> (older, newest CHAT_PAGE of them) or after=<seq> (newer, oldest first). */
export const ChatHistoryQuerySchema = z.object({
  before: seqQuery.optional(),
  after: seqQuery.optional(),
  limit: z.coerce.number().int().min(1).max(CHAT_CATCH_UP_MAX).default(CHAT_PAGE),
});

export const ChatHistorySchema = z
  .object({ messages: z.array(ChatMessageSchema), hasMore: z.boolean() })
  .meta({ id: 'ChatHistory' });

/** The room query: the listing a conversation is opened from (shown as its subject before the first message). */
export const ChatRoomQuerySchema = z.object({ listing: OptionalIdSchema });

/** Up to where the caller has read. */
export const ChatReadSchema = z.object({ seq: z.number().int().min(0).max(2_147_483_647) }).meta({ id: 'ChatRead' });

/** One conversation in the caller's list. */
export const ChatConversationSchema = z
  .object({
    id: z.number().int(),
    peer: ChatPeerSchema,
    subject: ChatSubjectSchema.nullable(),
    lastMessage: ChatMessageSchema.nullable(),
    unread: z.number().int(),
  })
  .meta({ id: 'ChatConversation' });
export type ChatConversation = z.infer<typeof ChatConversationSchema>;

export const ChatConversationListSchema = z
  .object({ items: z.array(ChatConversationSchema) })
  .meta({ id: 'ChatConversationList' });

export const ChatUnreadSchema = z.object({ unread: z.number().int() }).meta({ id: 'ChatUnread' });

/** The stream's resume point: after=<seq> (the Last-Event-ID header wins when the browser reconnects). */
export const ChatStreamQuerySchema = z.object({ after: seqQuery.optional() });
