import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPage } from '@shahrbazar/domain/api/notification.schema';
import type { Db } from '../src/db/client.ts';
import type { App, AppServices } from '../src/http/types.ts';
import { notify } from '../src/modules/notify/notification.service.ts';
import { pushSubscriptions } from '../src/modules/notify/push-subscription.table.ts';
import { notifications } from '../src/modules/notify/notification.table.ts';
import { PushDeliveryError } from '../src/modules/notify/push.types.ts';
import { WebPushSender } from '../src/modules/notify/web-push.driver.ts';
import { createServices } from '../src/services.ts';
import { userWithSession } from './factories/users.ts';
import { startFakePushService } from './support/fake-push-service.ts';
import { deliverQueued } from './support/queue.ts';
import { buildTestApp, testConfig, testDatabase } from './support/test-app.ts';

// Web push (issue 14 item 5; ADR 0044): the production driver against a local push service that checks the VAPID
// signature and decrypts the payload by the RFCs, the panel's subscription routes, and the delivery job pushing a
// notification to every browser of its receiver.

const vapid = webpush.generateVAPIDKeys();
const sender = (timeoutMs?: number) =>
  new WebPushSender({ ...vapid, subject: 'mailto:ops@shahrbazar.example', timeoutMs });

describe('web push', () => {
  let service: Awaited<ReturnType<typeof startFakePushService>>;
  let db: Db;
  let app: App;
  let services: AppServices;

  beforeAll(async () => {
    service = await startFakePushService();
    db = (await testDatabase()).db;
    services = { ...createServices(testConfig(), { info: () => {} }), push: sender() };
    app = await buildTestApp({ services });
  });
  afterAll(async () => {
    await app.close();
    service.closeAll();
    await service.close();
  });

  describe('the production driver', () => {
    it('delivers a message the browser decrypts, signed for the push service’s origin', async () => {
      const browser = service.subscribe(vapid.publicKey);
      const message = { title: 'تیکت شما پاسخ داده شد', body: 'پشتیبانی پاسخ داد.', link: '/panel/ticket/9' };
      expect(await sender().send(browser.target, message)).toBe('sent');
      expect(browser.refusals).toEqual([]);
      expect(browser.received).toEqual([message]);
    });

    it('says a subscription is gone when the push service answers 410', async () => {
      const browser = service.subscribe(vapid.publicKey);
      browser.state = 'gone';
      expect(await sender().send(browser.target, { title: 't', body: 'b' })).toBe('gone');
    });

    it('fails clearly when the push service refuses (signed by another key) or does not answer', async () => {
      const other = service.subscribe(webpush.generateVAPIDKeys().publicKey);
      const refused = await sender()
        .send(other.target, { title: 't', body: 'b' })
        .catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(PushDeliveryError);
      expect(refused).toMatchObject({ status: 403 });
      expect(other.received).toEqual([]);

      const slow = service.subscribe(vapid.publicKey);
      slow.state = 'slow';
      await expect(sender(300).send(slow.target, { title: 't', body: 'b' })).rejects.toThrow(/did not answer in time/);
    });
  });

  describe('a person’s browsers', () => {
    const call = (method: 'GET' | 'PUT' | 'DELETE', cookie: string | undefined, payload?: object) =>
      app.inject({
        method,
        url:
          method === 'DELETE' && payload && 'endpoint' in payload
            ? `/api/v1/me/push-subscription?endpoint=${encodeURIComponent(String(payload.endpoint))}`
            : '/api/v1/me/push-subscription',
        ...(cookie ? { headers: { cookie } } : {}),
        ...(payload && method !== 'DELETE' ? { payload } : {}),
      });
    const realKeys = () => service.subscribe(vapid.publicKey).target.keys;

    it('gives browsers the key to subscribe with', async () => {
      const key = await app.inject({ url: '/api/v1/push/key' });
      expect(key.statusCode).toBe(200);
      expect(key.json()).toEqual({ publicKey: vapid.publicKey });
    });

    it('keeps a browser’s subscription, moves it to whoever signs in on it, and lets only its person remove it', async () => {
      const first = await userWithSession(db);
      const second = await userWithSession(db);
      const subscription = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc-123', keys: realKeys() };

      expect((await call('PUT', undefined, subscription)).statusCode).toBe(401);
      const kept = await call('PUT', first.cookie, subscription);
      expect(kept.statusCode, kept.body).toBe(200);
      expect(kept.json()).toEqual({ browsers: 1 });
      expect((await call('PUT', first.cookie, subscription)).json()).toEqual({ browsers: 1 });

      // The same browser, signed in as someone else: it now notifies them, not the first person.
      expect((await call('PUT', second.cookie, subscription)).json()).toEqual({ browsers: 1 });
      expect((await call('GET', first.cookie)).json()).toEqual({ browsers: 0 });

      const sneaky = await call('DELETE', first.cookie, { endpoint: subscription.endpoint });
      expect(sneaky.statusCode).toBe(404);
      expect((await call('GET', second.cookie)).json()).toEqual({ browsers: 1 });
      expect((await call('DELETE', second.cookie, { endpoint: subscription.endpoint })).json()).toEqual({
        browsers: 0,
      });
    });

    it('refuses a subscription that is not one, field by field, and never an endpoint outside https', async () => {
      const person = await userWithSession(db);
      const keys = realKeys();
      const cases: Array<[object, string]> = [
        [{ endpoint: 'http://127.0.0.1:6379/', keys }, 'endpoint'],
        [{ endpoint: 'https://push.example/x', keys: { ...keys, p256dh: keys.p256dh.slice(4) } }, 'keys.p256dh'],
        [{ endpoint: 'https://push.example/x', keys: { ...keys, auth: 'short' } }, 'keys.auth'],
        [{ endpoint: 'https://push.example/x' }, 'keys'],
      ];
      for (const [payload, field] of cases) {
        const res = await call('PUT', person.cookie, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(422);
        expect(Object.keys(res.json().error.fields ?? {})).toContain(field);
      }
      expect((await call('GET', person.cookie)).json()).toEqual({ browsers: 0 });
    });
  });

  it('pushes a due notification to every browser of its receiver, and forgets the browsers that are gone', async () => {
    const person = await userWithSession(db);
    const phone = service.subscribe(vapid.publicKey);
    const laptop = service.subscribe(vapid.publicKey);
    laptop.state = 'gone';
    // The fake service is on plain http at loopback, which the API refuses from browsers: stored directly.
    for (const browser of [phone, laptop]) {
      await db.insert(pushSubscriptions).values({
        userId: person.user.id,
        endpoint: browser.target.endpoint,
        p256dh: browser.target.keys.p256dh,
        auth: browser.target.keys.auth,
      });
    }
    await notify(db, person.user.id, 'ticketAnswered', { title: 'بازپرداخت', ticketId: 41 });
    await deliverQueued(await testDatabase(), services);

    expect(phone.received).toEqual([
      {
        title: 'تیکت شما پاسخ داده شد',
        body: 'پشتیبانی به تیکت «بازپرداخت» پاسخ داد.',
        link: '/panel/ticket/41',
        // A delivery tried again pushes the same tag: the browser shows the notification once (ADR 0086).
        tag: expect.stringMatching(/^notification-\d+$/),
      },
    ]);
    const left = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, person.user.id));
    expect(left.map((row) => row.endpoint)).toEqual([phone.target.endpoint]);
    const page = await app.inject({ url: '/api/v1/me/notifications', headers: { cookie: person.cookie } });
    expect(page.json<NotificationPage>().items[0]?.via).toContain('push');
  });

  it('pushes only the kinds the person left on for push, by their settings in the panel (ADR 0048)', async () => {
    const person = await userWithSession(db);
    const phone = service.subscribe(vapid.publicKey);
    await db.insert(pushSubscriptions).values({
      userId: person.user.id,
      endpoint: phone.target.endpoint,
      p256dh: phone.target.keys.p256dh,
      auth: phone.target.keys.auth,
    });
    const settings = (items: object[]) =>
      app.inject({
        method: 'PUT',
        url: '/api/v1/me/notification-settings',
        headers: { cookie: person.cookie },
        payload: { items },
      });
    const deliver = async () => {
      await deliverQueued(await testDatabase(), services);
    };
    // What a failed expectation shows: each notification's channels and last error, and the push service's refusals
    // (CI once saw no push at all here and nothing said why).
    const why = async () =>
      JSON.stringify({
        notifications: await db
          .select({ kind: notifications.kind, via: notifications.via, lastError: notifications.lastError })
          .from(notifications)
          .where(eq(notifications.userId, person.user.id)),
        refusals: phone.refusals,
      });
    const saved = await settings([{ kind: 'ticketAnswered', sms: true, mail: false, push: false }]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().items).toContainEqual(
      expect.objectContaining({ kind: 'ticketAnswered', push: false, pushAllowed: true }),
    );
    // A kind that never goes by SMS may still be chosen for push.
    expect(saved.json().items).toContainEqual(
      expect.objectContaining({ kind: 'newFollower', push: true, smsAllowed: false, pushAllowed: true }),
    );

    await notify(db, person.user.id, 'ticketAnswered', { title: 'خاموش', ticketId: 51 });
    await notify(db, person.user.id, 'paymentPaid', { amount: 25000, paymentId: 52 });
    await deliver();
    expect(
      phone.received.map((message) => (message as { link?: string }).link),
      await why(),
    ).toEqual(['/panel/payment/52']);
    const page = await app.inject({ url: '/api/v1/me/notifications', headers: { cookie: person.cookie } });
    const ticket = page.json<NotificationPage>().items.find((item) => item.kind === 'ticketAnswered');
    expect(ticket?.via).toEqual(expect.arrayContaining(['panel', 'sms']));
    expect(ticket?.via).not.toContain('push');

    // Switched on again (a write without a push choice leaves it as it was first), the kind is pushed.
    await settings([{ kind: 'ticketAnswered', sms: true, mail: false }]);
    await notify(db, person.user.id, 'ticketAnswered', { title: 'هنوز خاموش', ticketId: 53 });
    await deliver();
    expect(phone.received, await why()).toHaveLength(1);
    await settings([{ kind: 'ticketAnswered', sms: true, mail: false, push: true }]);
    await notify(db, person.user.id, 'ticketAnswered', { title: 'روشن', ticketId: 54 });
    await deliver();
    expect(
      phone.received.map((message) => (message as { link?: string }).link),
      await why(),
    ).toEqual(['/panel/payment/52', '/panel/ticket/54']);
  });
});
