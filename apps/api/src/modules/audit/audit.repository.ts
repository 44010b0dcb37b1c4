import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditListQuery, AuditPage } from '@shahrbazar/domain/api/audit.schema';
import { auditCursorOf } from '@shahrbazar/domain/api/audit.schema';
import type { AuditAction, AuditSubject } from '@shahrbazar/domain/enums/audit';
import type { Db } from '../../db/client.ts';
import { userContactsByIds } from '../users/user.repository.ts';
import { auditLog } from './audit.table.ts';

/** Iran's offset from UTC: the date filter's days are Iranian days (no daylight saving since 2022). */
const IRAN_OFFSET = '+03:30';
const startOfDay = (day: string) => new Date(`${day}T00:00:00${IRAN_OFFSET}`);
const nextDay = (day: string) => new Date(startOfDay(day).getTime() + 86_400_000);

/**
 * A page of the trail, newest first, keyset-paged on (createdAt, id) along the index of the filter given (by actor,
 * by target user, by subject, or all), with the names of the people it names as they are now.
 */
export async function auditPage(db: Db, query: AuditListQuery): Promise<AuditPage> {
  const conditions: Array<SQL | undefined> = [
    query.actor === undefined ? undefined : eq(auditLog.actorId, query.actor),
    query.targetUser === undefined ? undefined : eq(auditLog.targetUserId, query.targetUser),
    query.subjectType === undefined ? undefined : eq(auditLog.subjectType, query.subjectType),
    query.subjectId === undefined ? undefined : eq(auditLog.subjectId, query.subjectId),
    query.action === undefined ? undefined : eq(auditLog.action, query.action),
    query.from === undefined ? undefined : gte(auditLog.createdAt, startOfDay(query.from)),
    query.to === undefined ? undefined : lt(auditLog.createdAt, nextDay(query.to)),
    query.cursor === undefined
      ? undefined
      : sql`(${auditLog.createdAt}, ${auditLog.id}) < (${new Date(query.cursor.at).toISOString()}::timestamptz, ${query.cursor.id})`,
  ];
  const rows = await db
    .select({ entry: auditLog })
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(query.perPage + 1);
  const shown = rows.slice(0, query.perPage);
  // The people it names as they are now: one read for the page (a person gone keeps the id, with no name).
  const people = new Map(
    (
      await userContactsByIds(db, [
        ...new Set(
          shown.flatMap((row) => [
            row.entry.actorId,
            ...(row.entry.targetUserId === null ? [] : [row.entry.targetUserId]),
          ]),
        ),
      ])
    ).map((person) => [person.id, person]),
  );
  const items: AuditEntry[] = shown.map((row) => ({
    id: row.entry.id,
    action: row.entry.action as AuditAction,
    actor: {
      id: row.entry.actorId,
      name: people.get(row.entry.actorId)?.name ?? '',
      mobile: people.get(row.entry.actorId)?.mobile ?? null,
    },
    subjectType: row.entry.subjectType as AuditSubject,
    subjectId: row.entry.subjectId,
    targetUser:
      row.entry.targetUserId === null
        ? null
        : {
            id: row.entry.targetUserId,
            name: people.get(row.entry.targetUserId)?.name ?? '',
            mobile: people.get(row.entry.targetUserId)?.mobile ?? null,
          },
    ip: row.entry.ip,
    before: row.entry.before ?? null,
    after: row.entry.after ?? null,
    createdAt: row.entry.createdAt.toISOString(),
  }));
  const last = items.at(-1);
  return { items, nextCursor: rows.length > query.perPage && last ? auditCursorOf(last) : null };
}
