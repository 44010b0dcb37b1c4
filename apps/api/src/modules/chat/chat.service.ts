import { and, eq, sql } from 'drizzle-orm';
import type { ChatConversation, ChatMessage, ChatRoom, ChatSubject } from '@shahrbazar/domain/api/chat.schema';
import { CHAT_MESSAGES, CHAT_PAGE, conversationPair, tellsOfNewMessage } from '@shahrbazar/domain/rules/chat';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { countStat } from '../listings/listing-stats.ts';
import { ownImages } from '../media/file-lookup.ts';
import { notify } from '../notify/notification.service.ts';
import type { ChatBus } from './chat-bus.ts';
import { checkChatGates } from './chat-gates.ts';
import {
  blocksBetween,
  findConversation,
  findConversationsOf,
  findMessages,
  findPeer,
  findSubject,
  lastMessageOf,
  lockConversation,
  readPointers,
  toChatMessage,
  unreadIn,
  type ConversationRow,
} from './chat.repository.ts';
import { chatBlocks, chatMessages, chatReports, conversations } from './chat.table.ts';

// One-to-one chat (docs/decisions/0017-chat-transport.md). A message is stored first, numbered under its
// conversation's lock (seq 1, 2, 3... commit in order), and only then published to both users' streams.

/** The other user of a room (404 when there is none; 422 for oneself). */
async function peerOf(db: Db, me: number, userId: number) {
  if (userId === me) throw new AppError('validation', CHAT_MESSAGES.self, { userId: 'invalid' });
  const peer = await findPeer(db, userId);
  if (!peer) throw new AppError('not_found');
  return peer;
}

/** A listing as a subject, if one of the two owns it (422 otherwise). */
async function subjectFor(db: Db, listingId: number, pair: [number, number]): Promise<ChatSubject> {
  const found = await findSubject(db, listingId);
  if (!found || !pair.includes(found.ownerId)) {
    throw new AppError('validation', CHAT_MESSAGES.subjectNotFound, { listingId: 'invalid' });
  }
  const { ownerId: _owner, ...subject } = found;
  return subject;
}

async function subjectOf(db: Db, conversation: ConversationRow | undefined): Promise<ChatSubject | null> {
  if (!conversation?.subjectId) return null;
  const found = await findSubject(db, conversation.subjectId);
  if (!found) return null;
  const { ownerId: _owner, ...subject } = found;
  return subject;
}

/** A room as it opens: the newest page of messages, the subject (or the listing it is opened from), the blocks. */
export async function openRoom(db: Db, me: number, userId: number, listingId?: number): Promise<ChatRoom> {
  const peer = await peerOf(db, me, userId);
  const conversation = await findConversation(db, me, userId);
  const [blockedByMe, blockedMe] = await blocksBetween(db, me, userId);
  const page = conversation
    ? await findMessages(db, conversation.id, { limit: CHAT_PAGE })
    : { messages: [], hasMore: false };
  const subject =
    listingId !== undefined
      ? await subjectFor(db, listingId, conversationPair(me, userId))
      : await subjectOf(db, conversation);
  const read = conversation ? readPointers(conversation, me) : { myRead: 0, peerRead: 0 };
  return {
    peer,
    conversationId: conversation?.id ?? null,
    subject,
    blockedByMe,
    blockedMe,
    messages: page.messages,
    hasOlder: page.hasMore,
    peerReadSeq: read.peerRead,
    myReadSeq: read.myRead,
  };
}

/** A room's messages by keyset (none before the first message). */
export async function roomHistory(
  db: Db,
  me: number,
  userId: number,
  page: { before?: number | undefined; after?: number | undefined; limit: number },
) {
  await peerOf(db, me, userId);
  const conversation = await findConversation(db, me, userId);
  if (!conversation) return { messages: [], hasMore: false };
  return findMessages(db, conversation.id, page);
}

/**
 * Sends a message: refused to oneself (422), to a user who does not accept chat (activeChat 0: 409), and while either
 * side blocks the other (403). Stored and numbered in one transaction; published to both users after it commits.
 */
export async function sendMessage(
  db: Db,
  bus: ChatBus,
  me: number,
  userId: number,
  input: { text: string; fileId?: number | undefined; listingId?: number | undefined },
): Promise<ChatMessage> {
  const peer = await peerOf(db, me, userId);
  if (peer.activeChat !== 1) throw new AppError('conflict', CHAT_MESSAGES.notAccepting);
  // A picture is one the sender uploaded (checked by content by the media module), never someone else's file.
  const [image] = input.fileId === undefined ? [] : await ownImages(db, me, [input.fileId], []);
  if (input.fileId !== undefined && !image) throw new AppError('validation', undefined, { fileId: 'invalid' });
  const pair = conversationPair(me, userId);
  const subject = input.listingId === undefined ? undefined : await subjectFor(db, input.listingId, pair);
  const message = await db.transaction(async (tx) => {
    const conversation = await lockConversation(tx, me, userId);
    // Checked under the conversation's lock: a block made meanwhile is seen.
    const [mine, theirs] = await blocksBetween(tx, me, userId);
    if (mine || theirs) throw new AppError('forbidden', CHAT_MESSAGES.blocked);
    await checkChatGates(tx, conversation, me);
    const seq = conversation.lastSeq + 1;
    const [row] = await tx
      .insert(chatMessages)
      .values({ conversationId: conversation.id, seq, senderId: me, text: input.text, image: image?.path ?? null })
      .returning();
    if (!row) throw new Error('chat message insert returned no row');
    const ownRead = conversation.userA === me ? { readA: seq } : { readB: seq };
    await tx
      .update(conversations)
      .set({
        lastSeq: seq,
        lastMessageAt: row.createdAt,
        ...ownRead,
        ...(subject ? { subjectType: subject.type, subjectId: subject.id } : {}),
      })
      .where(eq(conversations.id, conversation.id));
    // A chat started about the listing: the conversation turns to it (first message, or from another subject). Counted
    // under the conversation's lock, so two first messages at once count one.
    if (subject && (conversation.subjectType !== subject.type || conversation.subjectId !== subject.id)) {
      await countStat(tx, subject.id, 'chats');
    }
    const receiverRead = conversation.userA === userId ? conversation.readA : conversation.readB;
    const now = new Date();
    if (
      tellsOfNewMessage({ receiverRead, lastSeqBefore: conversation.lastSeq, receiverLastVisit: peer.lastVisit, now })
    ) {
      const sender = await findPeer(tx, me);
      await notify(tx, userId, 'chatMessage', { name: sender?.name ?? '', senderId: me });
    }
    return toChatMessage(row);
  });
  const event = { type: 'message' as const, between: pair, message };
  await Promise.allSettled([bus.publish(me, event), bus.publish(userId, event)]);
  return message;
}

/** Marks a room read up to `seq` (never backwards, never past its last message); tells both users. */
export async function markRead(db: Db, bus: ChatBus, me: number, userId: number, seq: number): Promise<number> {
  await peerOf(db, me, userId);
  const conversation = await findConversation(db, me, userId);
  if (!conversation) return 0;
  const column = conversation.userA === me ? conversations.readA : conversations.readB;
  const key = conversation.userA === me ? 'readA' : 'readB';
  const [row] = await db
    .update(conversations)
    .set({ [key]: sql`greatest(${column}, least(${seq}, ${conversations.lastSeq}))` })
    .where(eq(conversations.id, conversation.id))
    .returning({ readA: conversations.readA, readB: conversations.readB });
  const read = row ? (key === 'readA' ? row.readA : row.readB) : 0;
  const event = {
    type: 'read' as const,
    between: conversationPair(me, userId),
    conversationId: conversation.id,
    readerId: me,
    seq: read,
  };
  await Promise.allSettled([bus.publish(me, event), bus.publish(userId, event)]);
  return read;
}

/** Tells the other user of a room that the caller is typing (never stored; their open room shows it a moment). */
export async function sendTyping(db: Db, bus: ChatBus, me: number, userId: number): Promise<void> {
  await peerOf(db, me, userId);
  const [mine, theirs] = await blocksBetween(db, me, userId);
  if (mine || theirs) return;
  await bus.publish(userId, { type: 'typing', between: conversationPair(me, userId), userId: me });
}

/**
 * The caller reports the other user of a room to the back office, with where the conversation stood (its last seq):
 * the back office reads the messages up to there, not what is written after.
 */
export async function reportUser(db: Db, me: number, userId: number, reason: string): Promise<void> {
  await peerOf(db, me, userId);
  const conversation = await findConversation(db, me, userId);
  await db.insert(chatReports).values({ reporterId: me, reportedId: userId, reason, seq: conversation?.lastSeq ?? 0 });
}

/** Blocks or unblocks the other user of a room (idempotent). */
export async function setBlock(db: Db, me: number, userId: number, blocked: boolean): Promise<void> {
  await peerOf(db, me, userId);
  if (blocked) await db.insert(chatBlocks).values({ blockerId: me, blockedId: userId }).onConflictDoNothing();
  else await db.delete(chatBlocks).where(and(eq(chatBlocks.blockerId, me), eq(chatBlocks.blockedId, userId)));
}

/** The caller's conversations, the latest first, each with the other user, the subject, the last message, unread. */
export async function listConversations(db: Db, me: number): Promise<ChatConversation[]> {
  const rows = await findConversationsOf(db, me);
  return Promise.all(
    rows.map(async (row) => {
      const peer = await findPeer(db, row.userA === me ? row.userB : row.userA);
      return {
        id: row.id,
        peer: peer ?? { id: 0, name: '', avatar: '', activeChat: 0, lastVisit: null },
        subject: await subjectOf(db, row),
        lastMessage: await lastMessageOf(db, row),
        unread: await unreadIn(db, row, me),
      };
    }),
  );
}
