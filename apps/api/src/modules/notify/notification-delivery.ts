import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import {
  channelsFor,
  isNotificationKind,
  renderNotification,
  smsTextOf,
  type ChannelChoice,
} from '@shahrbazar/domain/rules/notification';
import type { Db } from '../../db/client.ts';
import type { Job } from '../../jobs/job-runner.ts';
import type { ChatBus } from '../chat/chat-bus.ts';
import { users } from '../users/user.table.ts';
import type { MailSender, SmsSender } from './notify.types.ts';
import { findSettings } from './notification.repository.ts';
import { notifications } from './notification.table.ts';
import { pushSubscriptions } from './push-subscription.table.ts';
import type { PushSender } from './push.types.ts';

// Delivery of due notifications (docs/decisions/0028-notifications.md): a background job (ADR 0016) takes a batch of
// due, undelivered notifications (locked, skipping any another round holds), sends each by SMS and e-mail where its
// kind and its receiver's settings say, records the channels it went by, and once the round has committed tells the
// receivers' open streams that their unread count changed. Every browser of the receiver that allowed notifications
// gets a web push (ADR 0044) unless the receiver turned push off for that kind (ADR 0048); a subscription the push
// service says is gone is forgotten. A scheduled notification (a reminder) is simply one due
// later. A channel that fails is logged on the row and not tried again: the notification is in the panel anyway.

/** How many notifications one round delivers; the rest wait for the next round. */
export const DELIVERY_BATCH = 100;
/** How often the job runs. */
export const DELIVERY_EVERY_MS = 5_000;

export interface DeliveryServices {
  sms: SmsSender;
  mail: MailSender;
  push: PushSender;
  chatBus: ChatBus;
}

/** One delivery round; answers how many notifications it delivered. */
export async function deliverDueNotifications(
  db: Db,
  services: DeliveryServices,
  now: Date,
  afterCommit: (effect: () => Promise<void>) => void,
): Promise<number> {
  const due = await db
    .select({ row: notifications, mobile: users.mobile, email: users.email })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(and(isNull(notifications.deliveredAt), lte(notifications.deliverAt, now)))
    .orderBy(asc(notifications.deliverAt), asc(notifications.id))
    .limit(DELIVERY_BATCH)
    .for('update', { of: notifications, skipLocked: true });
  if (!due.length) return 0;
  const choices = new Map<string, ChannelChoice>();
  for (const setting of await findSettings(db, [...new Set(due.map((d) => d.row.userId))])) {
    choices.set(`${setting.userId}:${setting.kind}`, { sms: setting.sms, mail: setting.mail, push: setting.push });
  }
  const browsers = await browsersOf(db, [...new Set(due.map((d) => d.row.userId))]);
  const receivers = new Set<number>();
  for (const { row, mobile, email } of due) {
    const via = ['panel'];
    const errors: string[] = [];
    if (isNotificationKind(row.kind)) {
      const channels = channelsFor(row.kind, choices.get(`${row.userId}:${row.kind}`), { sms: row.forceSms });
      if (channels.sms && mobile) {
        await services.sms.send({ to: mobile, text: smsTextOf(row.kind, row.params) }).then(
          () => via.push('sms'),
          (error: unknown) => errors.push(`sms: ${String(error)}`),
        );
      }
      if (channels.mail && email) {
        const { title, text, link } = renderNotification(row.kind, row.params, 'fa');
        await services.mail.send({ to: email, subject: title, text: link ? `${text}\n\n${link}` : text }).then(
          () => via.push('mail'),
          (error: unknown) => errors.push(`mail: ${String(error)}`),
        );
      }
      const targets = channels.push ? (browsers.get(row.userId) ?? []) : [];
      if (targets.length) {
        const { title, text, link } = renderNotification(row.kind, row.params, 'fa');
        let pushed = false;
        for (const target of [...targets]) {
          try {
            if ((await services.push.send(target, { title, body: text, link })) === 'sent') {
              pushed = true;
            } else {
              await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, target.id));
              targets.splice(targets.indexOf(target), 1);
            }
          } catch (error) {
            errors.push(`push: ${String(error)}`);
          }
        }
        if (pushed) via.push('push');
      }
    }
    await db
      .update(notifications)
      .set({ deliveredAt: now, via, lastError: errors.length ? errors.join('; ').slice(0, 500) : null })
      .where(eq(notifications.id, row.id));
    receivers.add(row.userId);
  }
  afterCommit(async () => {
    await Promise.allSettled(
      [...receivers].map((userId) => services.chatBus.publish(userId, { type: 'notification' })),
    );
  });
  return due.length;
}

/** The browsers that allowed notifications, by person. */
async function browsersOf(db: Db, userIds: number[]) {
  const rows = await db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds));
  const byUser = new Map<number, Array<{ id: number; endpoint: string; keys: { p256dh: string; auth: string } }>>();
  for (const row of rows) {
    const list = byUser.get(row.userId) ?? [];
    list.push({ id: row.id, endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } });
    byUser.set(row.userId, list);
  }
  return byUser;
}

/** The delivery job, bound to the process's senders and bus. */
export function deliverNotificationsJob(services: DeliveryServices): Job {
  return {
    name: 'deliver-notifications',
    everyMs: DELIVERY_EVERY_MS,
    run: (db, now, afterCommit) => deliverDueNotifications(db, services, now, afterCommit),
  };
}
