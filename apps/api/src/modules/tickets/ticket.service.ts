import { eq } from 'drizzle-orm';
import type { TicketFile, TicketThread } from '@shahrbazar/domain/api/ticket.schema';
import { NEW_TICKET, TicketStatus } from '@shahrbazar/domain/enums/support';
import { ticketReplyType, ticketStatusAfter } from '@shahrbazar/domain/rules/ticket';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { ownImages } from '../media/file-lookup.ts';
import { notify } from '../notify/notification.service.ts';
import { findUserById } from '../users/user.repository.ts';
import { findReplies, findThread, lockThread, toTicket, topicExists, type TicketRow } from './ticket.repository.ts';
import { tickets } from './ticket.table.ts';
import { isOwnRecord, requireAccess } from '../access/record-access.ts';

// Tickets (spec: Ticket; rules/ticket.ts). A user sees only their own threads (another's answers 404, as if it did
// not exist); the back office sees every thread (policy tickets.*). The thread's status moves in the transaction that
// writes the reply, with the thread locked, so an answer and the owner's new word never undo each other.

export interface TicketWrite {
  description: string;
  fileIds: number[];
}

/** The caller's own images among `ids` (422 when one is not theirs, not an image, or missing). */
async function attachments(db: Db, userId: number, ids: number[]): Promise<TicketFile[]> {
  const unique = [...new Set(ids)];
  const found = await ownImages(db, userId, unique, []);
  if (found.length !== unique.length) throw new AppError('validation', undefined, { fileIds: 'invalid' });
  return found.map((file) => ({ id: file.id, path: file.path }));
}

async function senderName(db: Db, userId: number): Promise<string> {
  return (await findUserById(db, userId))?.name ?? '';
}

/** Opens a ticket for the caller: unread, type send (spec). */
export async function openTicket(
  db: Db,
  userId: number,
  input: TicketWrite & { title: string; general_sub_category_id?: number | undefined },
): Promise<TicketThread> {
  const topicId = input.general_sub_category_id;
  if (topicId !== undefined && !(await topicExists(db, topicId))) {
    throw new AppError('validation', undefined, { general_sub_category_id: 'invalid' });
  }
  const files = await attachments(db, userId, input.fileIds);
  const [row] = await db
    .insert(tickets)
    .values({
      userId,
      ...NEW_TICKET,
      generalSubCategoryId: topicId ?? null,
      title: input.title,
      description: input.description,
      senderName: await senderName(db, userId),
      files,
    })
    .returning();
  if (!row) throw new Error('ticket insert returned no row');
  return threadOf(db, row.id);
}

/** A thread with its replies (404 when there is none). */
export async function threadOf(db: Db, id: number): Promise<TicketThread> {
  const found = await findThread(db, id);
  if (!found) throw new AppError('not_found');
  const replies = await findReplies(db, id);
  return { ...toTicket(found), replies: replies.map(toTicket) };
}

/** The caller's own thread (404 for another's). */
export async function ownThread(db: Db, userId: number, id: number): Promise<TicketThread> {
  const found = await findThread(db, id);
  requireAccess(userId, 'ticket', found?.ticket, 'read');
  return threadOf(db, id);
}

/**
 * Writes a reply to a thread: by its owner (`managerId` undefined; another user's thread answers 404) or by support.
 * The thread's status moves in the same transaction (the owner's word: unread; support's answer: answered).
 */
export async function replyToTicket(
  db: Db,
  id: number,
  author: { userId: number; asManager: boolean },
  input: TicketWrite,
): Promise<TicketThread> {
  const files = await attachments(db, author.userId, input.fileIds);
  const name = await senderName(db, author.userId);
  await db.transaction(async (tx) => {
    const thread = await lockThread(tx, id);
    requireAccess({ userId: author.userId, staff: author.asManager }, 'ticket', thread, 'reply');
    await tx.insert(tickets).values({
      userId: author.userId,
      parentId: thread.id,
      type: ticketReplyType(!author.asManager),
      status: TicketStatus.read,
      generalSubCategoryId: thread.generalSubCategoryId,
      title: thread.title,
      description: input.description,
      senderName: name,
      files,
    });
    await setStatus(
      tx,
      thread,
      ticketStatusAfter(thread.status as TicketStatus, author.asManager ? 'managerAnswered' : 'ownerReplied'),
    );
    // The owner is told, in the answer's own transaction (and by SMS unless they turned it off).
    if (author.asManager && !isOwnRecord(author.userId, 'ticket', thread)) {
      await notify(tx, thread.userId, 'ticketAnswered', { ticketId: thread.id, title: thread.title });
    }
  });
  return threadOf(db, id);
}

async function setStatus(db: Db, thread: TicketRow, status: TicketStatus): Promise<void> {
  if (thread.status === status) return;
  await db.update(tickets).set({ status }).where(eq(tickets.id, thread.id));
}

/** Support opens a thread: an unread one becomes read. */
export async function readTicketAsManager(db: Db, id: number): Promise<TicketThread> {
  await db.transaction(async (tx) => {
    const thread = await lockThread(tx, id);
    if (!thread) throw new AppError('not_found');
    await setStatus(tx, thread, ticketStatusAfter(thread.status as TicketStatus, 'managerRead'));
  });
  return threadOf(db, id);
}

/** Support moves a thread by hand (in review, or back to read). */
export async function changeTicketStatus(db: Db, id: number, status: TicketStatus): Promise<TicketThread> {
  await db.transaction(async (tx) => {
    const thread = await lockThread(tx, id);
    if (!thread) throw new AppError('not_found');
    await setStatus(tx, thread, status);
  });
  return threadOf(db, id);
}

/** Deletes a thread with its replies (404 when there is none). */
export async function deleteTicket(db: Db, id: number): Promise<void> {
  const found = await findThread(db, id);
  if (!found) throw new AppError('not_found');
  await db.delete(tickets).where(eq(tickets.id, id));
}
