import { and, count, desc, eq } from 'drizzle-orm';
import type { ChatReportItem } from '@shahrbazar/domain/api/chat-report.schema';
import { ActiveStatus } from '@shahrbazar/domain/enums/status';
import { ChatReportStatus } from '@shahrbazar/domain/enums/support';
import { lastPage, pageOffset, type PageQuery } from '@shahrbazar/domain/rules/pagination';
import { isStaff } from '@shahrbazar/domain/rules/privilege';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { lockUser, updateUser, userAccountsByIds } from '../users/user.repository.ts';
import { findConversation, findMessages } from './chat.repository.ts';
import { chatReports } from './chat.table.ts';

// The back office's queue of chat reports (ADR 0035): each with the conversation's messages up to the report, and
// the decision. Blocking deactivates the reported account (its sessions stop working at once, as for any inactive
// user) and closes every open report against it.

/** How many of the conversation's messages up to the report a manager reads. */
export const REPORT_CONTEXT = 10;

const STAFF = {
  fa: 'حساب کارکنان از اینجا مسدود نمی‌شود؛ از فهرست کاربران اقدام کنید.',
  en: 'A staff account is not blocked from here; use the users list.',
};

/** One page of reports (of a status, or all), newest first, each with its conversation's context. */
export async function chatReportQueue(
  db: Db,
  query: PageQuery & { status?: ChatReportStatus | undefined },
): Promise<{ items: ChatReportItem[]; total: number; currentPage: number; perPage: number; lastPage: number }> {
  const where = query.status === undefined ? undefined : eq(chatReports.status, query.status);
  const [total] = await db.select({ n: count() }).from(chatReports).where(where);
  const rows = await db
    .select({ report: chatReports })
    .from(chatReports)
    .where(where)
    .orderBy(desc(chatReports.id))
    .limit(query.perPage)
    .offset(pageOffset(query));
  // A report goes with both its people (on delete cascade): one read of the page's people.
  const people = new Map(
    (
      await userAccountsByIds(
        db,
        rows.flatMap((row) => [row.report.reporterId, row.report.reportedId]),
      )
    ).map((user) => [user.id, user]),
  );
  const person = (id: number) => {
    const user = people.get(id);
    return { id, name: user?.name ?? '', mobile: user?.mobile ?? '', status: user?.status ?? 0 };
  };
  const items = await Promise.all(
    rows.map(async (row) => {
      const conversation = await findConversation(db, row.report.reporterId, row.report.reportedId);
      const context = conversation
        ? (await findMessages(db, conversation.id, { before: row.report.seq + 1, limit: REPORT_CONTEXT })).messages
        : [];
      return {
        id: row.report.id,
        reason: row.report.reason,
        status: row.report.status as ChatReportStatus,
        registerDate: row.report.createdAt.toISOString(),
        reviewedAt: row.report.reviewedAt?.toISOString() ?? null,
        reporter: person(row.report.reporterId),
        reported: person(row.report.reportedId),
        context,
      };
    }),
  );
  const n = total?.n ?? 0;
  return { items, total: n, currentPage: query.page, perPage: query.perPage, lastPage: lastPage(n, query.perPage) };
}

/**
 * A manager decides on a report. With `blockUser` (only when resolving) the reported account becomes inactive and
 * every open report against it is resolved with this one, in one transaction; staff accounts and one's own are
 * refused (their powers are the users screen's business, ADR 0017).
 */
export async function reviewChatReport(
  db: Db,
  managerId: number,
  id: number,
  decision: { status: ChatReportStatus; blockUser: boolean },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [report] = await tx.select().from(chatReports).where(eq(chatReports.id, id)).for('update');
    if (!report) throw new AppError('not_found');
    const reviewed = { status: decision.status, reviewedBy: managerId, reviewedAt: new Date() };
    await tx.update(chatReports).set(reviewed).where(eq(chatReports.id, id));
    if (!decision.blockUser) return;
    const target = await lockUser(tx, report.reportedId);
    if (!target) throw new AppError('not_found');
    if (target.id === managerId || isStaff(target.type)) throw new AppError('forbidden', STAFF);
    await updateUser(tx, target.id, { status: ActiveStatus.inactive });
    await tx
      .update(chatReports)
      .set(reviewed)
      .where(and(eq(chatReports.reportedId, target.id), eq(chatReports.status, ChatReportStatus.open)));
  });
}
