import { and, asc, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Ticket } from '@shahrbazar/domain/api/ticket.schema';
import { CategoryType } from '@shahrbazar/domain/enums/listing';
import { lastPage, pageOffset, type PageQuery } from '@shahrbazar/domain/rules/pagination';
import type { Db } from '../../db/client.ts';
import { categoryChain, subCategoryTitleOf } from '../catalogue/category-chain.ts';
import { tickets } from './ticket.table.ts';

export type TicketRow = typeof tickets.$inferSelect;
type TicketWithTopic = { ticket: TicketRow; topic: string | null };

const withTopic = { ticket: tickets, topic: subCategoryTitleOf(tickets.generalSubCategoryId) };

/** A ticket row as the API answers it. */
export function toTicket({ ticket, topic }: TicketWithTopic): Ticket {
  return {
    id: ticket.id,
    userId: ticket.userId,
    type: ticket.type as Ticket['type'],
    status: ticket.status as Ticket['status'],
    generalSubCategoryId: ticket.generalSubCategoryId,
    topic: topic ?? '',
    title: ticket.title,
    description: ticket.description,
    senderName: ticket.senderName,
    parentId: ticket.parentId,
    files: ticket.files,
    registerDate: ticket.createdAt.toISOString(),
  };
}

/** A thread's first ticket (a reply's id answers undefined). */
export async function findThread(db: Db, id: number): Promise<TicketWithTopic | undefined> {
  const [row] = await db
    .select(withTopic)
    .from(tickets)
    .where(and(eq(tickets.id, id), isNull(tickets.parentId)));
  return row;
}

/** A thread's first ticket, locked for the rest of the transaction. */
export async function lockThread(db: Db, id: number): Promise<TicketRow | undefined> {
  const [row] = await db
    .select()
    .from(tickets)
    .where(and(eq(tickets.id, id), isNull(tickets.parentId)))
    .for('update');
  return row;
}

/** A thread's replies, oldest first. */
export async function findReplies(db: Db, parentId: number): Promise<TicketWithTopic[]> {
  return db.select(withTopic).from(tickets).where(eq(tickets.parentId, parentId)).orderBy(asc(tickets.id));
}

/** One page of threads (of one owner, status, topic), newest first, with the filter's total. */
export async function findThreadPage(
  db: Db,
  filter: { userId?: number | undefined; status?: number | undefined; topicId?: number | undefined },
  page: PageQuery,
) {
  const conditions: SQL[] = [isNull(tickets.parentId)];
  if (filter.userId !== undefined) conditions.push(eq(tickets.userId, filter.userId));
  if (filter.status !== undefined) conditions.push(eq(tickets.status, filter.status));
  if (filter.topicId !== undefined) conditions.push(eq(tickets.generalSubCategoryId, filter.topicId));
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(tickets).where(where);
  const rows = await db
    .select(withTopic)
    .from(tickets)
    .where(where)
    .orderBy(desc(tickets.id))
    .limit(page.perPage)
    .offset(pageOffset(page));
  const n = total?.n ?? 0;
  return {
    items: rows.map(toTicket),
    total: n,
    currentPage: page.page,
    perPage: page.perPage,
    lastPage: lastPage(n, page.perPage),
  };
}

/** Whether a sub category of the support topics (a ticket's topic) exists. */
export async function topicExists(db: Db, id: number): Promise<boolean> {
  const topic = await categoryChain(db, 'subCategory', id);
  return topic?.type === CategoryType.support;
}
