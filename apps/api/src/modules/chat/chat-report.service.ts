import { and, count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ChatReportItem } from '@shahrbazar/domain/api/chat-report.schema';
import { ActiveStatus } from '@shahrbazar/domain/enums/status';
import { ChatReportStatus } from '@shahrbazar/domain/enums/support';
import { lastPage, pageOffset, type PageQuery } from '@shahrbazar/domain/rules/pagination';
import { isStaff } from '@shahrbazar/domain/rules/privilege';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { users } from '../users/user.table.ts';
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

const reporter = alias(users, 'reporter');
const reported = alias(users, 'reported');
const person = (table: typeof reporter | typeof reported) => ({
  id: table.id,
  name: table.name,
  mobile: table.mobile,
  status: table.status,
});

/** One page of reports (of a status, or all), newest first, each with its conversation's context. */
export async function chatReportQueue(
  db: Db,
  query: PageQuery & { status?: ChatReportStatus | undefined },
): Promise<{ items: ChatReportItem[]; total: number; currentPage: number; perPage: number; lastPage: number }> {
  const where = query.status === undefined ? undefined : eq(chatReports.status, query.status);
  const [total] = await db.select({ n: count() }).from(chatReports).where(where);
  const rows = await db
    .select({ report: chatReports, reporter: person(reporter), reported: person(reported) })
    .from(chatReports)
    .innerJoin(reporter, eq(reporter.id, chatReports.reporterId))
    .innerJoin(reported, eq(reported.id, chatReports.reportedId))
    .where(where)
    .orderBy(desc(chatReports.id))
    .limit(query.perPage)
    .offset(pageOffset(query));
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
        reporter: { ...row.reporter, mobile: row.reporter.mobile ?? '' },
        reported: { ...row.reported, mobile: row.reported.mobile ?? '' },
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
    const [target] = await tx.select().from(users).where(eq(users.id, report.reportedId)).for('update');
    if (!target) throw new AppError('not_found');
    if (target.id === managerId || isStaff(target.type)) throw new AppError('forbidden', STAFF);
    await tx.update(users).set({ status: ActiveStatus.inactive }).where(eq(users.id, target.id));
    await tx
      .update(chatReports)
      .set(reviewed)
      .where(and(eq(chatReports.reportedId, target.id), eq(chatReports.status, ChatReportStatus.open)));
  });
}
