import { sql, type SQL } from 'drizzle-orm';
import { NotificationSendType } from '@shahrbazar/domain/enums/notification';
import type { NotificationKind, NotificationParams } from '@shahrbazar/domain/rules/notification';
import type { Db } from '../../db/client.ts';
import { notifications } from './notification.table.ts';

// The one way a module tells a person something (docs/decisions/0028-notifications.md). Call it inside the
// transaction that makes the news true (a ticket answered, a payment paid), so the notification exists exactly when
// the news does. It shows in the person's panel from `at` on (now by default); the delivery job
// (notification-delivery.ts) then sends it by SMS or e-mail where the kind and the person's settings say, and pushes
// it to their open streams.

export interface NotifyOptions {
  /** When it is due: later for a reminder (an appointment tomorrow at 9). */
  at?: Date | undefined;
  /** Send by SMS whatever the kind and the settings say (the back office's choice). */
  forceSms?: boolean | undefined;
}

/** Notifies one person; answers the notification's id. */
export async function notify(
  db: Db,
  userId: number,
  kind: NotificationKind,
  params: NotificationParams = {},
  options: NotifyOptions = {},
): Promise<number> {
  const [row] = await db
    .insert(notifications)
    .values({
      userId,
      kind,
      params,
      forceSms: options.forceSms ?? false,
      // The app's clock, as the delivery job's "now" is (notifyEach too): the database's now() carries microseconds
      // and a job run in the same millisecond read it as not yet due (a delivery test failed so on PostgreSQL).
      deliverAt: options.at ?? new Date(),
    })
    .returning({ id: notifications.id });
  if (!row) throw new Error('notification insert returned no row');
  return row.id;
}

/**
 * Notifies everyone a query names (`receivers` selects one column of user ids: a booth's followers, every client) in
 * one statement; answers how many were notified.
 */
export async function notifyEach(
  db: Db,
  receivers: SQL,
  kind: NotificationKind,
  params: NotificationParams = {},
  options: NotifyOptions & { userType?: number | undefined } = {},
): Promise<number> {
  const sendType = options.userType === undefined ? NotificationSendType.single : NotificationSendType.group;
  const result = await db.execute(sql`
    with made as (
      insert into ${notifications} (user_id, kind, params, send_type, user_type, force_sms, deliver_at)
      select distinct r.id, ${kind}::text, ${JSON.stringify(params)}::jsonb, ${sendType}::smallint,
        ${options.userType ?? null}::smallint, ${options.forceSms ?? false}::boolean,
        ${(options.at ?? new Date()).toISOString()}::timestamptz
      from (${receivers}) as r(id)
      returning 1
    )
    select count(*)::int as n from made`);
  const [row] = (result as unknown as { rows: Array<{ n: number }> }).rows;
  return row?.n ?? 0;
}
