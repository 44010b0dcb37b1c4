import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Comment } from '@shahrbazar/domain/api/comment.schema';
import { CommentStatus } from '@shahrbazar/domain/enums/comment';
import { lastPage, pageOffset, type PageQuery } from '@shahrbazar/domain/rules/pagination';
import type { Db } from '../../db/client.ts';
import { userNamesByIds } from '../users/user.repository.ts';
import { comments } from './comment.table.ts';

export type CommentRow = typeof comments.$inferSelect;

/** Comments as the API answers them, with their writers' names. */
async function toComments(db: Db, rows: CommentRow[]): Promise<Comment[]> {
  const nameOf = await userNamesByIds(
    db,
    rows.map((comment) => comment.userId),
  );
  return rows.map((comment) => toComment(comment, nameOf(comment.userId)));
}

function toComment(comment: CommentRow, userName: string): Comment {
  return {
    id: comment.id,
    userId: comment.userId,
    userName,
    type: comment.type,
    itemId: comment.itemId,
    description: comment.description,
    score: comment.score,
    status: comment.status as Comment['status'],
    registerDate: comment.createdAt.toISOString(),
  };
}

export async function findComment(db: Db, id: number): Promise<Comment | undefined> {
  const [row] = await db.select().from(comments).where(eq(comments.id, id));
  return row ? (await toComments(db, [row]))[0] : undefined;
}

/** A page of comments (of an item, a status, a type), newest first, with the filter's total. */
export async function findCommentPage(
  db: Db,
  filter: { type?: string | undefined; itemId?: number | undefined; status?: number | undefined },
  page: PageQuery,
) {
  const conditions: SQL[] = [];
  if (filter.type !== undefined) conditions.push(eq(comments.type, filter.type));
  if (filter.itemId !== undefined) conditions.push(eq(comments.itemId, filter.itemId));
  if (filter.status !== undefined) conditions.push(eq(comments.status, filter.status));
  const where = conditions.length ? and(...conditions) : undefined;
  const [total] = await db.select({ n: count() }).from(comments).where(where);
  const rows = await db
    .select()
    .from(comments)
    .where(where)
    .orderBy(desc(comments.id))
    .limit(page.perPage)
    .offset(pageOffset(page));
  const n = total?.n ?? 0;
  return {
    items: await toComments(db, rows),
    total: n,
    currentPage: page.page,
    perPage: page.perPage,
    lastPage: lastPage(n, page.perPage),
  };
}

/** The score a user gave an item (whatever its comment's status), or null. */
/** Whether a user has a comment on an item still awaiting the back office. */
/**
 * What the caller has of their own on an item, in one statement: their score (one per item at most) and whether a
 * comment of theirs waits for approval.
 */
export async function callerOnItem(
  db: Db,
  userId: number,
  type: string,
  itemId: number,
): Promise<{ myScore: number | null; myPending: boolean }> {
  const [row] = await db
    .select({
      score: sql<number | null>`max(${comments.score})`,
      pending: sql<boolean>`coalesce(bool_or(${comments.status} = ${CommentStatus.pending}), false)`,
    })
    .from(comments)
    .where(and(eq(comments.userId, userId), eq(comments.type, type), eq(comments.itemId, itemId)));
  return { myScore: row?.score ?? null, myPending: row?.pending === true };
}
