import { and, asc, desc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { ChatMessage, ChatSubject } from '@shahrbazar/domain/api/chat.schema';
import { conversationPair } from '@shahrbazar/domain/rules/chat';
import type { Db } from '../../db/client.ts';
import { listingSummary } from '../listings/listing-rows.ts';
import { findUserFace } from '../users/user.repository.ts';
import { chatBlocks, chatMessages, conversations } from './chat.table.ts';

export type ConversationRow = typeof conversations.$inferSelect;
type MessageRow = typeof chatMessages.$inferSelect;

export function toChatMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    conversationId: row.conversationId,
    seq: row.seq,
    senderId: row.senderId,
    text: row.text,
    image: row.image,
    registerDate: row.createdAt.toISOString(),
  };
}

/** The conversation of two users, if they have one. */
export async function findConversation(db: Db, one: number, other: number): Promise<ConversationRow | undefined> {
  const [a, b] = conversationPair(one, other);
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.userA, a), eq(conversations.userB, b)));
  return row;
}

/** The conversation of two users, made when missing, locked for the rest of the transaction. */
export async function lockConversation(tx: Db, one: number, other: number): Promise<ConversationRow> {
  const [a, b] = conversationPair(one, other);
  await tx.insert(conversations).values({ userA: a, userB: b }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(conversations)
    .where(and(eq(conversations.userA, a), eq(conversations.userB, b)))
    .for('update');
  if (!row) throw new Error('conversation upsert found no row');
  return row;
}

/** Marks what a (locked) conversation is about now: the listing a consultation was bought on. */
export async function setConversationSubject(
  tx: Db,
  id: number,
  subject: { subjectType: string; subjectId: number },
): Promise<void> {
  await tx.update(conversations).set(subject).where(eq(conversations.id, id));
}

/** How far a user has read a conversation, and how far the other side has. */
export function readPointers(conversation: ConversationRow, userId: number) {
  const mine = conversation.userA === userId;
  return {
    myRead: mine ? conversation.readA : conversation.readB,
    peerRead: mine ? conversation.readB : conversation.readA,
  };
}

/** Messages of a conversation by keyset: the newest `limit` before a seq, or the oldest `limit` after one. */
export async function findMessages(
  db: Db,
  conversationId: number,
  page: { before?: number | undefined; after?: number | undefined; limit: number },
): Promise<{ messages: ChatMessage[]; hasMore: boolean }> {
  const where = [eq(chatMessages.conversationId, conversationId)];
  if (page.after !== undefined) where.push(gt(chatMessages.seq, page.after));
  if (page.before !== undefined) where.push(lt(chatMessages.seq, page.before));
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(...where))
    .orderBy(page.after !== undefined ? asc(chatMessages.seq) : desc(chatMessages.seq))
    .limit(page.limit + 1);
  const hasMore = rows.length > page.limit;
  const kept = rows.slice(0, page.limit).map(toChatMessage);
  return { messages: page.after !== undefined ? kept : kept.reverse(), hasMore };
}

/** Whether either of two users blocked the other: [the first blocked the second, the second blocked the first]. */
export async function blocksBetween(db: Db, one: number, other: number): Promise<[boolean, boolean]> {
  const rows = await db
    .select({ blockerId: chatBlocks.blockerId })
    .from(chatBlocks)
    .where(
      or(
        and(eq(chatBlocks.blockerId, one), eq(chatBlocks.blockedId, other)),
        and(eq(chatBlocks.blockerId, other), eq(chatBlocks.blockedId, one)),
      ),
    );
  return [rows.some((row) => row.blockerId === one), rows.some((row) => row.blockerId === other)];
}

export async function findPeer(db: Db, id: number) {
  const row = await findUserFace(db, id);
  return row
    ? {
        id: row.id,
        name: row.name,
        avatar: row.avatar ?? '',
        activeChat: row.activeChat,
        lastVisit: row.lastVisit?.toISOString() ?? null,
      }
    : undefined;
}

/** A listing as a conversation's subject, with its owner. */
export async function findSubject(
  db: Db,
  id: number,
): Promise<(ChatSubject & { ownerId: number; status: number }) | undefined> {
  const row = await listingSummary(db, id);
  return (
    row && {
      type: row.vertical,
      id: row.id,
      title: row.title,
      slug: row.slug,
      slugId: row.slugId,
      ownerId: row.userId,
      status: row.status,
    }
  );
}

/** How many messages from others a user has not read, over all their conversations. */
export async function unreadTotal(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(chatMessages)
    .innerJoin(conversations, eq(conversations.id, chatMessages.conversationId))
    .where(
      and(
        sql`${chatMessages.senderId} <> ${userId}`,
        or(
          and(eq(conversations.userA, userId), gt(chatMessages.seq, conversations.readA)),
          and(eq(conversations.userB, userId), gt(chatMessages.seq, conversations.readB)),
        ),
      ),
    );
  return row?.n ?? 0;
}

/** A user's conversations with a message, the latest first (at most 100). */
export async function findConversationsOf(db: Db, userId: number): Promise<ConversationRow[]> {
  return db
    .select()
    .from(conversations)
    .where(and(or(eq(conversations.userA, userId), eq(conversations.userB, userId)), gt(conversations.lastSeq, 0)))
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(100);
}

/** The last message of a conversation. */
export async function lastMessageOf(db: Db, conversation: ConversationRow): Promise<ChatMessage | null> {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversation.id), eq(chatMessages.seq, conversation.lastSeq)));
  return row ? toChatMessage(row) : null;
}

/** How many messages of a conversation from the other side a user has not read. */
export async function unreadIn(db: Db, conversation: ConversationRow, userId: number): Promise<number> {
  const { myRead } = readPointers(conversation, userId);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, conversation.id),
        gt(chatMessages.seq, myRead),
        sql`${chatMessages.senderId} <> ${userId}`,
      ),
    );
  return row?.n ?? 0;
}
