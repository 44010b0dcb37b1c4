import { and, count, eq } from 'drizzle-orm';
import {
  PushKeySchema,
  PushSubscriptionDeleteSchema,
  PushSubscriptionStateSchema,
  PushSubscriptionWriteSchema,
} from '@shahrbazar/domain/api/push.schema';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { App, AppDeps } from '../../http/types.ts';
import { perUserRate } from '../../http/user-rate.ts';
import { requireAuth } from '../auth/access-control.ts';
import { pushSubscriptions } from './push-subscription.table.ts';

/** How many browsers of this person receive notifications. */
async function browsersOf(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  return row?.n ?? 0;
}

/**
 * Web push (issue 14 item 5; docs/decisions/0044-web-push.md): the site's public key, and a person's browsers that
 * allowed notifications. A browser's endpoint is kept once: signing in as someone else on the same browser moves it
 * to that person. Only the caller's own subscription can be removed; another's answers 404.
 */
export function pushRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const tags = ['notifications'];
  // A browser's push subscription is its user's own: it drops no kept copy (ADR 0080).
  const own = { access: { session: 'any' }, rateLimit: perUserRate(30), dropsCaches: false } as const;

  app.get(
    '/api/v1/push/key',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'The key browsers subscribe with (VAPID public key)', response: { 200: PushKeySchema } },
    },
    async () => ({ publicKey: deps.services.push.publicKey }),
  );

  app.get(
    '/api/v1/me/push-subscription',
    {
      config: own,
      schema: {
        tags,
        summary: 'How many of my browsers get notifications',
        response: { 200: PushSubscriptionStateSchema },
      },
    },
    async (request) => ({ browsers: await browsersOf(db, requireAuth(request).user.id) }),
  );

  app.put(
    '/api/v1/me/push-subscription',
    {
      config: own,
      schema: {
        tags,
        summary: 'This browser allowed notifications: keep its push subscription (https endpoint, P-256 key, secret)',
        body: PushSubscriptionWriteSchema,
        response: { 200: PushSubscriptionStateSchema },
      },
    },
    async (request) => {
      const userId = requireAuth(request).user.id;
      const { endpoint, keys } = request.body;
      await db
        .insert(pushSubscriptions)
        .values({ userId, endpoint, p256dh: keys.p256dh, auth: keys.auth })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { userId, p256dh: keys.p256dh, auth: keys.auth },
        });
      return { browsers: await browsersOf(db, userId) };
    },
  );

  app.delete(
    '/api/v1/me/push-subscription',
    {
      config: own,
      schema: {
        tags,
        summary: 'Stop notifications in this browser, ?endpoint=… (another person’s endpoint answers 404)',
        querystring: PushSubscriptionDeleteSchema,
        response: { 200: PushSubscriptionStateSchema },
      },
    },
    async (request) => {
      const userId = requireAuth(request).user.id;
      const gone = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, request.query.endpoint)))
        .returning({ id: pushSubscriptions.id });
      if (!gone.length) throw new AppError('not_found');
      return { browsers: await browsersOf(db, userId) };
    },
  );
}
