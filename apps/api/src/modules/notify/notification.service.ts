import { sql, type SQL } from 'drizzle-orm';
import { NotificationSendType } from '@shahrbazar/domain/enums/notification';
import type { NotificationKind, NotificationParams } from '@shahrbazar/domain/rules/notification';
import type { Db } from '../../db/client.ts';
import { enqueueDeliveries } from './notification-delivery.ts';
import { notifications } from './notification.table.ts';

// The one way a module tells a person something (docs/decisions/0028-notifications.md). Call it inside the
// transaction that makes the news true (a ticket answered, a payment paid), so the notification exists exactly when
// the news does. It shows in the person's panel from `at` on (now by default); its deliveries (SMS, e-mail, browser
// notifications, the bell of their open pages) are jobs of the durable queue put there in the same transaction, due
// at `at` (notification-delivery.ts, ADR 0086): a rolled-back change sends nothing.

export interface NotifyOptions {
  /** When it is due: later for a reminder (an appointment tomorrow at 9). */
  at?: Date | undefined;
  /** Send by SMS whatever the kind and the settings say (the back office's choice). */
  forceSms?: boolean | undefined;
}

/** Notifies one person; answers the notification's id. Its deliveries go on the queue in the same transaction. */
export async function notify(
  db: Db,
  userId: number,
  kind: NotificationKind,
  params: NotificationParams = {},
  options: NotifyOptions = {},
): Promise<number> {
  const forceSms = options.forceSms ?? false;
  // One unit whether or not the caller is in a transaction (a savepoint when it is): never a notification without its
  // deliveries, nor deliveries of one rolled back.
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(notifications)
      .values({
        userId,
        kind,
        params,
        forceSms,
        // The app's clock, as the queue's due time is (notifyEach too): the database's now() carries microseconds and
        // a read in the same millisecond took it for not yet due (a delivery test failed so on PostgreSQL).
        deliverAt: options.at ?? new Date(),
      })
      .returning({ id: notifications.id });
    if (!row) throw new Error('notification insert returned no row');
    await enqueueDeliveries(tx, [{ id: row.id, userId, kind, forceSms }], options.at);
    return row.id;
  });
}

/**
 * Notifies everyone a query names (`receivers` selects one column of user ids: a booth's followers, every client) in
 * one statement, their deliveries queued with it; answers how many were notified.
 */
export async function notifyEach(
  db: Db,
  receivers: SQL,
  kind: NotificationKind,
  params: NotificationParams = {},
  options: NotifyOptions & { userType?: number | undefined } = {},
): Promise<number> {
  const sendType = options.userType === undefined ? NotificationSendType.single : NotificationSendType.group;
  const forceSms = options.forceSms ?? false;
  return db.transaction(async (tx) => {
    const result = await tx.execute(sql`
      insert into ${notifications} (user_id, kind, params, send_type, user_type, force_sms, deliver_at)
      select distinct r.id, ${kind}::text, ${JSON.stringify(params)}::jsonb, ${sendType}::smallint,
        ${options.userType ?? null}::smallint, ${forceSms}::boolean,
        ${(options.at ?? new Date()).toISOString()}::timestamptz
      from (${receivers}) as r(id)
      returning id, user_id`);
    const made = (result as unknown as { rows: Array<{ id: number; user_id: number }> }).rows.map((row) => ({
      id: Number(row.id),
      userId: Number(row.user_id),
      kind,
      forceSms,
    }));
    await enqueueDeliveries(tx, made, options.at);
    return made.length;
  });
}
