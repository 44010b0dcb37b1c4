import { IdParamsSchema } from '@shahrbazar/domain/api/id.schema';
import {
  KeysetQuerySchema,
  ManagerNotificationResultSchema,
  ManagerNotificationSchema,
  NotificationPageSchema,
  NotificationReadSchema,
  NotificationSettingsSchema,
  NotificationSettingsWriteSchema,
  NotificationUnreadSchema,
} from '@shahrbazar/domain/api/notification.schema';
import type { Notification } from '@shahrbazar/domain/api/notification.schema';
import { policy } from '@shahrbazar/domain/rules/policy-catalogue';
import type { App, AppDeps } from '../../http/types.ts';
import { AppError } from '../../http/app-error.ts';
import { requestLocale } from '../../http/locale.ts';
import { perUserRate } from '../../http/user-rate.ts';
import { requireAuth } from '../auth/access-control.ts';
import {
  countUnread,
  findNotificationPage,
  findOwnNotification,
  markNotificationsRead,
  toNotification,
} from './notification.repository.ts';
import { readSettings, sendFromManager, writeSettings } from './notification-settings.service.ts';

/**
 * Notifications (spec: Notification; docs/decisions/0028-notifications.md): a person's own list with the unread count,
 * marking read, their channel settings, and the back office's sending (policy notifications.create). Every /me route
 * reads and writes only the caller's own rows; another person's id answers 404.
 */
export function notificationRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const tags = ['notifications'];
  // A user's own notifications and settings: no kept copy for visitors shows them, so they drop none (ADR 0080).
  const own = { access: { session: 'any' }, dropsCaches: false } as const;
  const me = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).user.id;

  app.get(
    '/api/v1/me/notifications',
    {
      config: own,
      schema: {
        tags,
        summary: 'My notifications, newest first (?cursor=<nextCursor> for older ones), with my unread count',
        querystring: KeysetQuerySchema,
        response: { 200: NotificationPageSchema },
      },
    },
    async (request) => {
      const userId = me(request);
      const now = new Date();
      const locale = requestLocale(request);
      const { rows, nextCursor } = await findNotificationPage(db, userId, request.query, now);
      const items = rows.map((row) => toNotification(row, locale)).filter((n): n is Notification => !!n);
      return { items, unread: await countUnread(db, userId, now), perPage: request.query.perPage, nextCursor };
    },
  );

  app.get(
    '/api/v1/me/notifications/unread',
    {
      config: own,
      schema: { tags, summary: 'How many notifications I have not read', response: { 200: NotificationUnreadSchema } },
    },
    async (request) => ({ unread: await countUnread(db, me(request)) }),
  );

  app.post(
    '/api/v1/me/notifications/read',
    {
      config: own,
      schema: {
        tags,
        summary: 'Mark my notifications read: these ids (others’ are ignored), or all',
        body: NotificationReadSchema,
        response: { 200: NotificationUnreadSchema },
      },
    },
    async (request) => {
      const userId = me(request);
      await markNotificationsRead(db, userId, request.body.all ? 'all' : { ids: request.body.ids });
      void deps.services.chatBus.publish(userId, { type: 'notification' }).catch(() => undefined);
      return { unread: await countUnread(db, userId) };
    },
  );

  app.post(
    '/api/v1/me/notifications/:id/read',
    {
      config: own,
      schema: {
        tags,
        summary: 'Mark one of my notifications read (another person’s answers 404)',
        params: IdParamsSchema,
        response: { 200: NotificationUnreadSchema },
      },
    },
    async (request) => {
      const userId = me(request);
      if (!(await findOwnNotification(db, userId, request.params.id))) throw new AppError('not_found');
      await markNotificationsRead(db, userId, { ids: [request.params.id] });
      void deps.services.chatBus.publish(userId, { type: 'notification' }).catch(() => undefined);
      return { unread: await countUnread(db, userId) };
    },
  );

  app.get(
    '/api/v1/me/notification-settings',
    {
      config: own,
      schema: {
        tags,
        summary: 'Which kinds reach me by SMS, e-mail or web push',
        response: { 200: NotificationSettingsSchema },
      },
    },
    async (request) => ({ items: await readSettings(db, me(request)) }),
  );

  app.put(
    '/api/v1/me/notification-settings',
    {
      config: own,
      schema: {
        tags,
        summary: 'Choose which kinds reach me by SMS, e-mail or web push (a channel the kind never uses stays off)',
        body: NotificationSettingsWriteSchema,
        response: { 200: NotificationSettingsSchema },
      },
    },
    async (request) => {
      const userId = me(request);
      await writeSettings(db, userId, request.body.items);
      return { items: await readSettings(db, userId) };
    },
  );

  app.post(
    '/api/v1/manager/notifications',
    {
      config: {
        access: { panel: 'manager', policy: policy('notifications', 'create') },
        rateLimit: perUserRate(20),
      },
      schema: {
        tags,
        summary: 'Send a notification to one user (user_id) or to every active user of a type (userType)',
        body: ManagerNotificationSchema,
        response: { 201: ManagerNotificationResultSchema },
      },
    },
    async (request, reply) => reply.status(201).send({ receivers: await sendFromManager(db, request.body) }),
  );
}
