import { and, eq, inArray, sql } from 'drizzle-orm';
import { QueueKind } from '@shahrbazar/domain/enums/queue';
import {
  channelsFor,
  isNotificationKind,
  NOTIFICATION_KINDS,
  pushRuleOf,
  renderNotification,
  smsTextOf,
  type NotificationKind,
} from '@shahrbazar/domain/rules/notification';
import type { Db } from '../../db/client.ts';
import type { ChatBus } from '../chat/chat-bus.ts';
import { enqueue, type QueueJob } from '../queue/queue.service.ts';
import type { QueuedJob, QueueHandlers } from '../queue/work-queue.ts';
import { userFieldOf, userReachByIds } from '../users/user.repository.ts';
import type { MailSender, SmsSender } from './notify.types.ts';
import { notifications, notificationSettings } from './notification.table.ts';
import { pushSubscriptions } from './push-subscription.table.ts';
import type { PushSender } from './push.types.ts';

// Delivery of notifications on the durable queue (docs/decisions/0086-notifications-delivered-by-the-queue.md): a
// notification puts one job per channel it may go by on the queue in its own transaction (its SMS, its e-mail, its
// browser notifications, and the bell count of its receiver's open pages), due when the notification is. Each job
// reads the kind's rule and the receiver's choice when it runs (a choice changed before a reminder applies to it),
// sends once, and records the channel in `via`; a job tried again after a lost try finds the channel recorded and
// sends nothing. A failed send fails the job: the queue tries it again with backoff and, its tries spent, keeps it
// for staff. The notification is in the panel from its time on whatever its channels do.

export interface DeliveryServices {
  sms: SmsSender;
  mail: MailSender;
  push: PushSender;
  chatBus: ChatBus;
}

/** A notification just written, as its deliveries need it. */
export interface MadeNotification {
  id: number;
  userId: number;
  kind: NotificationKind;
  forceSms: boolean;
}

/** The channels a kind may ever go by (for a notification due later: the receiver's choice is read when it runs). */
function possibleChannels(kind: NotificationKind, forceSms: boolean): QueueKind[] {
  const definition = NOTIFICATION_KINDS[kind];
  const channels: QueueKind[] = [QueueKind.notificationBell];
  if (forceSms || definition.sms !== 'never') channels.push(QueueKind.notificationSms);
  if (definition.mail !== 'never') channels.push(QueueKind.notificationMail);
  if (pushRuleOf(kind) !== 'never') channels.push(QueueKind.notificationPush);
  return channels;
}

/** What a receiver can be reached by now: a mobile, an e-mail, a browser that allowed notifications, their choices. */
async function reachOf(db: Db, made: readonly MadeNotification[]) {
  const ids = [...new Set(made.map((notification) => notification.userId))];
  const rows = await userReachByIds(db, ids);
  // Apart, not a correlated subquery: drizzle names a one-table select's columns without their table, and `id` inside
  // a subquery on push_subscriptions would be the subscription's.
  const browsers = new Set(
    (
      await db
        .selectDistinct({ userId: pushSubscriptions.userId })
        .from(pushSubscriptions)
        .where(sql`${pushSubscriptions.userId} = any(${sql.param(ids)}::int[])`)
    ).map((row) => row.userId),
  );
  // One array parameter, not one per person: a broadcast may name every client.
  const kinds = [...new Set(made.map((notification) => notification.kind))];
  const chosen = await db
    .select()
    .from(notificationSettings)
    .where(
      and(
        sql`${notificationSettings.userId} = any(${sql.param(ids)}::int[])`,
        sql`${notificationSettings.kind} = any(${sql.param(kinds)}::text[])`,
      ),
    );
  const settings = new Map(chosen.map((setting) => [`${setting.userId}:${setting.kind}`, setting] as const));
  const reach = new Map(rows.map((row) => [row.id, row]));
  return (notification: MadeNotification): QueueKind[] => {
    const person = reach.get(notification.userId);
    if (!person) return [];
    const setting = settings.get(`${notification.userId}:${notification.kind}`);
    const on = channelsFor(
      notification.kind,
      setting ? { sms: setting.sms, mail: setting.mail, push: setting.push } : undefined,
      {
        sms: notification.forceSms,
      },
    );
    const channels: QueueKind[] = [QueueKind.notificationBell];
    if (on.sms && person.mobile) channels.push(QueueKind.notificationSms);
    if (on.mail && person.email) channels.push(QueueKind.notificationMail);
    if (on.push && browsers.has(notification.userId)) channels.push(QueueKind.notificationPush);
    return channels;
  };
}

/**
 * Puts each notification's deliveries on the queue, in the caller's transaction, due at `at`. Due now, only the
 * channels its receiver can be reached by and has on; due later (a reminder), every channel its kind may go by, each
 * job deciding when it runs (a choice changed meanwhile applies).
 */
export async function enqueueDeliveries(db: Db, made: readonly MadeNotification[], at?: Date): Promise<void> {
  if (!made.length) return;
  const later = at !== undefined && at.getTime() > Date.now();
  const channelsOf = later
    ? (notification: MadeNotification) => possibleChannels(notification.kind, notification.forceSms)
    : await reachOf(db, made);
  const jobs: QueueJob[] = made.flatMap((notification) =>
    channelsOf(notification).map((kind) => ({
      kind,
      data: { notificationId: notification.id, userId: notification.userId },
      key: String(notification.id),
      runAt: at,
    })),
  );
  if (jobs.length) await enqueue(db, jobs);
}

/**
 * Notifications of an older release still waiting to be delivered (by the periodic round this queue replaced) get
 * their jobs, due when they are. Run once, when the queue is installed; the job keys make a second run harmless.
 */
export async function enqueueUndeliveredNotifications(db: Db): Promise<number> {
  const rows = await db
    .select({
      id: notifications.id,
      userId: notifications.userId,
      kind: notifications.kind,
      forceSms: notifications.forceSms,
      deliverAt: notifications.deliverAt,
    })
    .from(notifications)
    .where(sql`${notifications.deliveredAt} is null`);
  for (const row of rows) {
    if (!isNotificationKind(row.kind)) continue;
    await enqueueDeliveries(db, [{ ...row, kind: row.kind }], row.deliverAt);
  }
  return rows.length;
}

/** The queue's handlers of the notification channels, bound to the process's database, senders and bus. */
export function notificationHandlers(db: Db, services: DeliveryServices): QueueHandlers {
  return {
    [QueueKind.notificationSms]: (job) => deliverSms(db, services.sms, job),
    [QueueKind.notificationMail]: (job) => deliverMail(db, services.mail, job),
    [QueueKind.notificationPush]: (job) => deliverPush(db, services.push, job),
    [QueueKind.notificationBell]: (job) => ringBell(db, services.chatBus, job),
  };
}

type Channel = 'sms' | 'mail' | 'push';

/** The job's notification with its receiver's contact, or why there is nothing to send (one statement). */
async function load(db: Db, job: QueuedJob, channel: Channel) {
  const id = Number(job.data.notificationId);
  const [found] = await db
    .select({
      row: notifications,
      mobile: userFieldOf('mobile', notifications.userId),
      email: userFieldOf('email', notifications.userId),
      sms: notificationSettings.sms,
      mail: notificationSettings.mail,
      push: notificationSettings.push,
    })
    .from(notifications)
    .leftJoin(
      notificationSettings,
      and(eq(notificationSettings.userId, notifications.userId), eq(notificationSettings.kind, notifications.kind)),
    )
    .where(eq(notifications.id, id));
  if (!found) return { skipped: 'gone' } as const;
  const { row } = found;
  if (!isNotificationKind(row.kind)) return { skipped: 'unknown kind' } as const;
  if (row.via.includes(channel)) return { skipped: 'already sent' } as const;
  const choice = found.sms === null ? undefined : { sms: found.sms, mail: found.mail ?? false, push: found.push };
  if (!channelsFor(row.kind, choice, { sms: row.forceSms })[channel]) return { skipped: 'turned off' } as const;
  return { row, kind: row.kind, mobile: found.mobile, email: found.email };
}

/** Records that the notification went by `channel` (once, whichever try did it). */
async function recordSent(db: Db, id: number, channel: Channel): Promise<void> {
  await db
    .update(notifications)
    .set({ via: sql`${notifications.via} || ${JSON.stringify([channel])}::jsonb` })
    .where(and(eq(notifications.id, id), sql`not ${notifications.via} @> ${JSON.stringify([channel])}::jsonb`));
}

/** Keeps a failed try's error on the notification too (the panel row is unchanged), then fails the job with it. */
async function failWith(db: Db, id: number, channel: Channel, error: unknown): Promise<never> {
  const message = `${channel}: ${error instanceof Error ? error.message : String(error)}`.slice(0, 500);
  await db.update(notifications).set({ lastError: message }).where(eq(notifications.id, id));
  throw error instanceof Error ? error : new Error(message);
}

type Loaded = Exclude<Awaited<ReturnType<typeof load>>, { skipped: string }>;

/**
 * Sends the job's notification by one person-addressed channel (SMS, e-mail) once: skipped when there is nothing to
 * send or no address, recorded in `via` when sent, the job failed with the error otherwise.
 */
async function deliverTo(
  db: Db,
  job: QueuedJob,
  channel: 'sms' | 'mail',
  send: (found: Loaded, to: string) => Promise<void>,
) {
  const found = await load(db, job, channel);
  if ('skipped' in found) return found;
  const to = channel === 'sms' ? found.mobile : found.email;
  if (!to) return { skipped: channel === 'sms' ? 'no mobile' : 'no e-mail' };
  try {
    await send(found, to);
  } catch (error) {
    return failWith(db, found.row.id, channel, error);
  }
  await recordSent(db, found.row.id, channel);
  return { sent: true };
}

const deliverSms = (db: Db, sms: SmsSender, job: QueuedJob) =>
  deliverTo(db, job, 'sms', (found, to) => sms.send({ to, text: smsTextOf(found.kind, found.row.params) }));

const deliverMail = (db: Db, mail: MailSender, job: QueuedJob) =>
  deliverTo(db, job, 'mail', (found, to) => {
    const { title, text, link } = renderNotification(found.kind, found.row.params, 'fa');
    return mail.send({ to, subject: title, text: link ? `${text}\n\n${link}` : text });
  });

/**
 * Every browser of the receiver that allowed notifications (ADR 0044); a subscription the push service says is gone
 * is forgotten. A try after a failure sends to every browser again: the push carries the notification's tag, so a
 * browser that already shows it replaces it instead of showing it twice.
 */
async function deliverPush(db: Db, push: PushSender, job: QueuedJob) {
  const found = await load(db, job, 'push');
  if ('skipped' in found) return found;
  const targets = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, found.row.userId));
  if (!targets.length) return { skipped: 'no browser' };
  const { title, text, link } = renderNotification(found.kind, found.row.params, 'fa');
  const message = { title, body: text, link, tag: `notification-${found.row.id}` };
  const gone: number[] = [];
  const errors: string[] = [];
  let pushed = 0;
  for (const target of targets) {
    try {
      const outcome = await push.send(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        message,
      );
      if (outcome === 'sent') pushed += 1;
      else gone.push(target.id);
    } catch (error) {
      errors.push(error instanceof Error ? error.message : String(error));
    }
  }
  if (gone.length) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
  if (pushed) await recordSent(db, found.row.id, 'push');
  if (errors.length) return failWith(db, found.row.id, 'push', new Error(errors.join('; ')));
  return { pushed, gone: gone.length };
}

/**
 * The receiver's open pages hear that their unread count changed (the header's stream, across instances with
 * Redis); the notification is marked delivered. It runs once its transaction has committed, as every job does.
 */
async function ringBell(db: Db, chatBus: ChatBus, job: QueuedJob) {
  const id = Number(job.data.notificationId);
  const [row] = await db
    .update(notifications)
    .set({ deliveredAt: sql`coalesce(${notifications.deliveredAt}, now())` })
    .where(eq(notifications.id, id))
    .returning({ userId: notifications.userId });
  if (!row) return { skipped: 'gone' };
  await chatBus.publish(row.userId, { type: 'notification' });
  return { rang: true };
}
