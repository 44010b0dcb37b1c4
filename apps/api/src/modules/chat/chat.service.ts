import { and, eq, sql } from 'drizzle-orm';
import type { ChatConversation, ChatMessage, ChatRoom, ChatSubject } from '@shahrbazar/domain/api/chat.schema';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import { CHAT_MESSAGES, CHAT_PAGE, conversationPair, tellsOfNewMessage } from '@shahrbazar/domain/rules/chat';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { countStat } from '../listings/listing-stats.ts';
import { ownImages } from '../media/file-lookup.ts';
import { notify } from '../notify/notification.service.ts';
import type { ChatBus } from './chat-bus.ts';
import { checkChatGates } from './chat-gates.ts';
import { someOpenerOffers } from './chat-openers.ts';
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
import { isOwnRecord } from '../access/record-access.ts';

// One-to-one chat (docs/decisions/0017-chat-transport.md). A message is stored first, numbered under its
// conversation's lock (seq 1, 2, 3... commit in order), and only then published to both users' streams.

/** The other user of a room (404 when there is none; 422 for oneself). */
async function peerOf(db: Db, me: number, userId: number) {
  if (userId === me) throw new AppError('validation', CHAT_MESSAGES.self, { userId: 'invalid' });
  const peer = await findPeer(db, userId);
  if (!peer) throw new AppError('not_found');
  return peer;
}

/**
 * A listing a room is opened or a message sent about (422 when it is not one of the two's): the conversation's own
 * subject as it is; a new one only while it is live (409 otherwise, issue 29: an ad chat is about a live ad).
 */
async function subjectFor(
  db: Db,
  listingId: number,
  pair: [number, number],
  conversation: ConversationRow | undefined,
): Promise<ChatSubject & { ownerId: number }> {
  const found = await findSubject(db, listingId);
  if (!found || !pair.includes(found.ownerId)) {
    throw new AppError('validation', CHAT_MESSAGES.subjectNotFound, { listingId: 'invalid' });
  }
  const { status, ...subject } = found;
  const already = conversation?.subjectId === listingId && conversation.lastSeq > 0;
  if (!already && status !== ListingStatus.active) throw new AppError('conflict', CHAT_MESSAGES.listingNotLive);
  return subject;
}

/**
 * Refuses a room the product does not offer (issue 29: who may chat is the server's rule, not the buttons'): the two
 * already talk (a conversation with a message), or `me` writes to the owner about their live listing, or another
 * module offers it (a paid consultation, a lawyer project's client and a lawyer who offered: chat-openers.ts). 403
 * otherwise, with where a chat starts.
 */
async function assertRoomOffered(
  db: Db,
  me: number,
  peer: number,
  conversation: ConversationRow | undefined,
  subject: { ownerId: number } | undefined,
): Promise<void> {
  if (conversation && conversation.lastSeq > 0) return;
  if (subject && isOwnRecord(peer, 'listing', { userId: subject.ownerId })) return;
  if (await someOpenerOffers(db, me, peer)) return;
  throw new AppError('forbidden', CHAT_MESSAGES.notOffered);
}

/** Whether the product offers a room between the two (the same rule, as a yes/no). */
async function roomOffered(db: Db, me: number, peer: number, conversation: ConversationRow | undefined) {
  if (conversation && conversation.lastSeq > 0) return true;
  return someOpenerOffers(db, me, peer);
}

/** A subject as a room answers it (who owns it, and its status, are the server's to know). */
function withoutOwner(found: ChatSubject & { ownerId: number; status?: number }): ChatSubject {
  const { ownerId: _owner, status: _status, ...subject } = found;
  return subject;
}

async function subjectOf(db: Db, conversation: ConversationRow | undefined): Promise<ChatSubject | null> {
  if (!conversation?.subjectId) return null;
  const found = await findSubject(db, conversation.subjectId);
  return found ? withoutOwner(found) : null;
}

/** A room as it opens: the newest page of messages, the subject (or the listing it is opened from), the blocks. */
export async function openRoom(db: Db, me: number, userId: number, listingId?: number): Promise<ChatRoom> {
  const peer = await peerOf(db, me, userId);
  const conversation = await findConversation(db, me, userId);
  const [blockedByMe, blockedMe] = await blocksBetween(db, me, userId);
  const page = conversation
    ? await findMessages(db, conversation.id, { limit: CHAT_PAGE })
    : { messages: [], hasMore: false };
  const named =
    listingId !== undefined ? await subjectFor(db, listingId, conversationPair(me, userId), conversation) : undefined;
  await assertRoomOffered(db, me, userId, conversation, named);
  const subject = named ? withoutOwner(named) : await subjectOf(db, conversation);
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
  const known = await findConversation(db, me, userId);
  const subject = input.listingId === undefined ? undefined : await subjectFor(db, input.listingId, pair, known);
  await assertRoomOffered(db, me, userId, known, subject);
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
  // Nobody is told someone they share no room with is typing (a room not offered is not opened, issue 29).
  if (!(await roomOffered(db, me, userId, await findConversation(db, me, userId)))) return;
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
