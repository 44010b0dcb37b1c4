import { createHmac } from 'node:crypto';
import http from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutResult } from '@shahrbazar/domain/api/order.schema';
import type { NotificationPage } from '@shahrbazar/domain/api/notification.schema';
import type { WebhookDelivery, WebhookEndpoint, WebhookEndpointCreated } from '@shahrbazar/domain/api/webhook.schema';
import { OrderStatus } from '@shahrbazar/domain/enums/commerce';
import { WEBHOOK_DISABLE_AFTER_FAILURES } from '@shahrbazar/domain/rules/webhook';
import type { Database, Db } from '../src/db/client.ts';
import type { App, AppServices } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { creditWallet } from '../src/modules/payments/wallet.service.ts';
import { emitWebhook } from '../src/modules/webhooks/webhook.service.ts';
import { webhookDeliveries, webhookEndpoints } from '../src/modules/webhooks/webhook.table.ts';
import { createServices } from '../src/services.ts';
import { shopFixtures, shopSteps } from './factories/orders.ts';
import { userWithSession } from './factories/users.ts';
import { listenOnLoopback } from './support/loopback.ts';
import { passQueueTime, testQueue } from './support/queue.ts';
import { buildTestApp, testConfig, testDatabase } from './support/test-app.ts';

// Webhooks (issue 31, ADR 0115): a booth owner subscribes a receiver on this machine; a real order's events reach it
// signed by the Standard Webhooks scheme, in the order they happened, through the durable queue; a failing answer is
// tried again after its wait, and an endpoint that keeps failing is turned off and its owner told.

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A receiver that keeps what it is sent and answers the codes it is told, then 200. */
async function startReceiver() {
  const received: Received[] = [];
  const answers: number[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.statusCode = answers.shift() ?? 200;
      response.end('ok');
    });
  });
  const origin = await listenOnLoopback(server);
  return {
    url: `${origin}/hooks/shahrbazar`,
    received,
    answers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What a receiver checks (Standard Webhooks): v1, base64 HMAC-SHA256 of id.timestamp.body, keyed by the secret. */
function verify(secret: string, message: Received): boolean {
  const id = String(message.headers['webhook-id']);
  const timestamp = String(message.headers['webhook-timestamp']);
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${message.body}`).digest('base64');
  return String(message.headers['webhook-signature'])
    .split(' ')
    .some((signature) => signature === `v1,${expected}`);
}

describe('webhooks', () => {
  let database: Database;
  let db: Db;
  let app: App;
  let services: AppServices;
  let shop: ReturnType<typeof shopSteps>;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    database = await testDatabase();
    db = database.db;
    await seedPolicies(db);
    services = createServices(testConfig(), { info: () => {} });
    app = await buildTestApp({ services });
    shop = shopSteps(app, db, await shopFixtures(db, 10));
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await app.close();
    await receiver.close();
  });

  const work = () => testQueue(database, services).drain();
  const subscribe = (cookie: string, payload: object) =>
    app.inject({ method: 'POST', url: '/api/v1/me/webhooks', headers: { cookie }, payload });
  const deliveries = async (cookie: string, id: number) => {
    const res = await app.inject({ url: `/api/v1/me/webhooks/${id}/deliveries`, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ items: WebhookDelivery[] }>().items;
  };
  const bodies = (from: number) => receiver.received.slice(from).map((message) => JSON.parse(message.body));

  it('delivers a real order’s events to the booth owner’s endpoint, signed, in order, and tries a failed one again', async () => {
    const { owner, booth, shipping } = await shop.sellingBooth();
    const created = await subscribe(owner.cookie, {
      url: receiver.url,
      events: ['order.created', 'order.paid', 'order.status_changed'],
      description: 'حسابداری',
    });
    expect(created.statusCode, created.body).toBe(201);
    const endpoint = created.json<WebhookEndpointCreated>();
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    // The secret is shown once: the list does not carry it.
    const list = await app.inject({ url: '/api/v1/me/webhooks', headers: { cookie: owner.cookie } });
    expect(list.json<{ items: WebhookEndpoint[] }>().items).toEqual([
      expect.objectContaining({ id: endpoint.id, url: receiver.url, enabled: true, failures: 0 }),
    ]);
    expect(list.body).not.toContain(endpoint.secret);

    const shirt = await shop.product(owner, booth.id, { price: 100_000, count: 5 });
    const buyer = await userWithSession(db);
    await creditWallet(db, { userId: buyer.user.id, paymentId: null, amount: 500_000, kind: 'charge' });
    const from = receiver.received.length;
    const done = await shop.checkout(buyer.cookie, {
      booth_id: booth.id,
      shipping_id: shipping.id,
      lines: [{ id: shirt.id, count: 1, pricingSelectedId: null }],
      method: 'wallet',
    });
    expect(done.statusCode, done.body).toBe(201);
    const order = done.json<CheckoutResult>().order;
    // Nothing is sent in the request: the queue delivers.
    expect(receiver.received.length).toBe(from);
    await work();
    const sent = receiver.received.slice(from);
    expect(bodies(from).map((body) => [body.type, body.data.orderId])).toEqual([
      ['order.created', order.id],
      ['order.paid', order.id],
    ]);
    for (const message of sent) {
      expect(verify(endpoint.secret, message)).toBe(true);
      expect(message.headers['webhook-id']).toMatch(/^msg_/);
      expect(Math.abs(Number(message.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(300);
      expect(message.headers['content-type']).toBe('application/json');
    }
    expect(sent[0]!.headers['webhook-id']).not.toBe(sent[1]!.headers['webhook-id']);
    // A body changed on the way does not verify.
    const forged = { ...sent[0]!, body: sent[0]!.body.replace('"order.created"', '"order.paid"') };
    expect(forged.body).not.toBe(sent[0]!.body);
    expect(verify(endpoint.secret, forged)).toBe(false);
    expect(bodies(from)[0].data).toMatchObject({ boothId: booth.id, status: OrderStatus.pending, total: order.total });

    // The receiver fails the status change once: the log shows its 503, and after the wait it is sent again.
    receiver.answers.push(503);
    const moved = await shop.call(owner.cookie, 'POST', `/api/v1/me/booth/${booth.id}/orders/${order.id}/status`, {
      status: OrderStatus.confirmed,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await work();
    const [failed] = await deliveries(owner.cookie, endpoint.id);
    expect(failed).toMatchObject({
      event: 'order.status_changed',
      status: 'pending',
      attempts: 1,
      lastStatusCode: 503,
    });
    await work();
    expect(receiver.received.length).toBe(from + 3);
    await passQueueTime(db, 10 * 60_000);
    await work();
    const retried = receiver.received.slice(from + 2);
    expect(retried.map((message) => message.headers['webhook-id'])).toEqual([failed!.messageId, failed!.messageId]);
    expect(JSON.parse(retried[1]!.body)).toMatchObject({
      type: 'order.status_changed',
      data: { status: OrderStatus.confirmed },
    });
    expect(verify(endpoint.secret, retried[1]!)).toBe(true);
    const [delivered] = await deliveries(owner.cookie, endpoint.id);
    expect(delivered).toMatchObject({ id: failed!.id, status: 'succeeded', attempts: 2, lastStatusCode: 200 });

    // Sent again by hand: the same id and body.
    const again = await app.inject({
      method: 'POST',
      url: `/api/v1/me/webhooks/${endpoint.id}/deliveries/${failed!.id}/redeliver`,
      headers: { cookie: owner.cookie },
    });
    expect(again.statusCode, again.body).toBe(202);
    await work();
    expect(receiver.received.at(-1)!.headers['webhook-id']).toBe(failed!.messageId);
    expect(receiver.received.at(-1)!.body).toBe(retried[1]!.body);

    // Someone else's endpoint is not there for them.
    const other = await userWithSession(db);
    const foreign = await app.inject({
      url: `/api/v1/me/webhooks/${endpoint.id}/deliveries`,
      headers: { cookie: other.cookie },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('sends nothing for a change that rolls back, and only the events an endpoint chose', async () => {
    const owner = await userWithSession(db);
    const created = await subscribe(owner.cookie, { url: receiver.url, events: ['listing.approved'] });
    expect(created.statusCode, created.body).toBe(201);
    const endpoint = created.json<WebhookEndpointCreated>();
    await expect(
      db.transaction(async (tx) => {
        await emitWebhook(tx, owner.user.id, 'listing.approved', { listingId: 1 });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await emitWebhook(db, owner.user.id, 'listing.rejected', { listingId: 2 });
    await emitWebhook(db, owner.user.id, 'listing.approved', { listingId: 3 });
    const from = receiver.received.length;
    await work();
    expect(bodies(from).map((body) => [body.type, body.data.listingId])).toEqual([['listing.approved', 3]]);
    expect((await deliveries(owner.cookie, endpoint.id)).map((delivery) => delivery.status)).toEqual(['succeeded']);
  });

  it('sends the events one transaction wrote in the order it wrote them, however the queue hands them out', async () => {
    const owner = await userWithSession(db);
    const created = await subscribe(owner.cookie, { url: receiver.url, events: ['listing.approved'] });
    expect(created.statusCode, created.body).toBe(201);
    // One transaction: every job has the same created_on, and pg-boss answers a batch in no set order.
    const written = Array.from({ length: 12 }, (_, index) => 100 + index);
    await db.transaction(async (tx) => {
      for (const listingId of written) await emitWebhook(tx, owner.user.id, 'listing.approved', { listingId });
    });
    const from = receiver.received.length;
    await work();
    expect(bodies(from).map((body) => body.data.listingId)).toEqual(written);
  });

  it('turns off an endpoint that keeps failing and tells its owner; on again, it delivers', async () => {
    const owner = await userWithSession(db);
    const endpoint = (
      await subscribe(owner.cookie, { url: receiver.url, events: ['listing.approved'] })
    ).json<WebhookEndpointCreated>();
    await db
      .update(webhookEndpoints)
      .set({ failures: WEBHOOK_DISABLE_AFTER_FAILURES - 1 })
      .where(eq(webhookEndpoints.id, endpoint.id));
    receiver.answers.push(500);
    await emitWebhook(db, owner.user.id, 'listing.approved', { listingId: 4 });
    await work();
    const list = await app.inject({ url: '/api/v1/me/webhooks', headers: { cookie: owner.cookie } });
    expect(list.json<{ items: WebhookEndpoint[] }>().items[0]).toMatchObject({
      enabled: false,
      disabledReason: 'failures',
      failures: WEBHOOK_DISABLE_AFTER_FAILURES,
    });
    const [log] = await deliveries(owner.cookie, endpoint.id);
    expect(log).toMatchObject({ status: 'failed', lastStatusCode: 500 });
    await work();
    const inbox = await app.inject({ url: '/api/v1/me/notifications', headers: { cookie: owner.cookie } });
    expect(inbox.json<NotificationPage>().items.map((item) => item.kind)).toContain('webhookDisabled');
    // Off: a new event is not delivered to it, and a redelivery is refused.
    await emitWebhook(db, owner.user.id, 'listing.approved', { listingId: 5 });
    expect(await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id))).toHaveLength(
      1,
    );
    const refused = await app.inject({
      method: 'POST',
      url: `/api/v1/me/webhooks/${endpoint.id}/deliveries/${log!.id}/redeliver`,
      headers: { cookie: owner.cookie },
    });
    expect(refused.statusCode).toBe(409);
    // On again: its failures are cleared and it delivers.
    const on = await app.inject({
      method: 'PATCH',
      url: `/api/v1/me/webhooks/${endpoint.id}`,
      headers: { cookie: owner.cookie },
      payload: { enabled: true },
    });
    expect(on.json()).toMatchObject({ enabled: true, disabledReason: null, failures: 0 });
    const from = receiver.received.length;
    await emitWebhook(db, owner.user.id, 'listing.approved', { listingId: 6 });
    await work();
    expect(bodies(from).map((body) => body.data.listingId)).toEqual([6]);
  });

  it('refuses an endpoint that is not HTTPS or points inside, in the one error shape', async () => {
    const owner = await userWithSession(db);
    for (const url of [
      'http://example.com/hook',
      'https://10.0.0.5/hook',
      'https://169.254.169.254/latest',
      'nonsense',
    ]) {
      const res = await subscribe(owner.cookie, { url, events: ['order.paid'] });
      expect(res.statusCode, url).toBe(422);
      expect(res.json().error).toMatchObject({ code: 'validation', fields: { url: expect.any(String) } });
    }
    const guest = await app.inject({
      method: 'POST',
      url: '/api/v1/me/webhooks',
      payload: { url: receiver.url, events: ['order.paid'] },
    });
    expect(guest.statusCode).toBe(401);
  });
});
