import { and, count, desc, eq, inArray, lt, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import type { Notification } from '@shahrbazar/domain/api/notification.schema';
import { NotificationStatus, type NotificationVia } from '@shahrbazar/domain/enums/notification';
import { isNotificationKind, renderNotification, type NotificationKind } from '@shahrbazar/domain/rules/notification';
import type { Db } from '../../db/client.ts';
import { notifications, notificationSettings } from './notification.table.ts';

type NotificationRow = typeof notifications.$inferSelect;

/**
 * The user was told `kind` with these params (each param's text equal to its value), as a condition of another
 * module's statement: `userId` and the values may be that statement's columns or expressions. On
 * notifications_user_idx, so a round asks it of each of its rows without a scan.
 */
export function toldOf(userId: AnyColumn | SQL, kind: NotificationKind, params: Record<string, SQL>): SQL {
  const same = Object.entries(params).map(([key, value]) => sql`n.params->>${key} = ${value}`);
  return sql`exists (select 1 from ${notifications} n where n.user_id = ${userId} and n.kind = ${kind} and ${sql.join(same, sql` and `)})`;
}

/** Whether the user was already told `kind` with these params (each param's text equal to its value). */
export async function wasTold(
  db: Db,
  userId: number,
  kind: NotificationKind,
  params: Record<string, string>,
): Promise<boolean> {
  const [told] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.kind, kind),
        ...Object.entries(params).map(([key, value]) => sql`${notifications.params}->>${key} = ${value}`),
      ),
    )
    .limit(1);
  return told !== undefined;
}

/** A stored notification as its receiver reads it, in their locale (an unknown kind, from an older release, is skipped). */
export function toNotification(row: NotificationRow, locale: Locale): Notification | undefined {
  if (!isNotificationKind(row.kind)) return undefined;
  const { title, text, link } = renderNotification(row.kind, row.params, locale);
  return {
    id: row.id,
    kind: row.kind,
    title,
    text,
    link: link ?? null,
    status: row.status as NotificationStatus,
    via: row.via as NotificationVia[],
    sendType: row.sendType as 0 | 1,
    registerDate: row.deliverAt.toISOString(),
  };
}

/** What a person sees: their own notifications whose time has come. */
const visible = (userId: number, now: Date): SQL =>
  and(eq(notifications.userId, userId), lte(notifications.deliverAt, now))!;

/** A person's notifications, newest first, by keyset (`cursor`: the last id of the page before). */
export async function findNotificationPage(
  db: Db,
  userId: number,
  page: { cursor?: number | undefined; perPage: number },
  now: Date,
): Promise<{ rows: NotificationRow[]; nextCursor: number | null }> {
  const rows = await db
    .select()
    .from(notifications)
    .where(and(visible(userId, now), page.cursor === undefined ? undefined : lt(notifications.id, page.cursor)))
    .orderBy(desc(notifications.id))
    .limit(page.perPage + 1);
  const more = rows.length > page.perPage;
  const shown = more ? rows.slice(0, page.perPage) : rows;
  return { rows: shown, nextCursor: more ? (shown.at(-1)?.id ?? null) : null };
}

/** How many of a person's notifications are unread. */
export async function countUnread(db: Db, userId: number, now: Date = new Date()): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(visible(userId, now), eq(notifications.status, NotificationStatus.unread)));
  return row?.n ?? 0;
}

/** Marks the person's own notifications read (`ids`, or all); answers the ids that changed. */
export async function markNotificationsRead(
  db: Db,
  userId: number,
  which: { ids: number[] } | 'all',
  now: Date = new Date(),
): Promise<number[]> {
  const rows = await db
    .update(notifications)
    .set({ status: NotificationStatus.read })
    .where(
      and(
        visible(userId, now),
        eq(notifications.status, NotificationStatus.unread),
        which === 'all' ? undefined : inArray(notifications.id, which.ids.length ? which.ids : [0]),
      ),
    )
    .returning({ id: notifications.id });
  return rows.map((row) => row.id);
}

/** Whether a notification is the person's own and already visible. */
export async function findOwnNotification(db: Db, userId: number, id: number, now: Date = new Date()) {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), visible(userId, now)));
  return row;
}

/** A person's channel choices, by kind. */
export async function findSettings(db: Db, userIds: number[]) {
  if (!userIds.length) return [];
  return db.select().from(notificationSettings).where(inArray(notificationSettings.userId, userIds));
}

/** Saves a person's channel choices (one row per kind, replaced). */
export async function saveSettings(
  db: Db,
  userId: number,
  items: Array<{ kind: string; sms: boolean; mail: boolean; push?: boolean | undefined }>,
): Promise<void> {
  if (!items.length) return;
  await db
    .insert(notificationSettings)
    .values(items.map((item) => ({ userId, kind: item.kind, sms: item.sms, mail: item.mail, push: item.push ?? null })))
    .onConflictDoUpdate({
      target: [notificationSettings.userId, notificationSettings.kind],
      // A write without a push choice (an older client) leaves the stored one as it was.
      set: {
        sms: sql`excluded.sms`,
        mail: sql`excluded.mail`,
        push: sql`coalesce(excluded.push, ${notificationSettings.push})`,
      },
    });
}
