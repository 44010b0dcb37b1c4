import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type {
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointCreated,
  WebhookEndpointPatch,
  WebhookEndpointWrite,
} from '@shahrbazar/domain/api/webhook.schema';
import { QueueKind } from '@shahrbazar/domain/enums/queue';
import { QUEUE_POLICIES } from '@shahrbazar/domain/rules/queue';
import {
  WEBHOOK_DISABLE_AFTER_FAILURES,
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_TIMEOUT_MS,
  type WebhookEventType,
} from '@shahrbazar/domain/rules/webhook';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { notify } from '../notify/notification.service.ts';
import { enqueue } from '../queue/queue.service.ts';
import type { QueuedJob, QueueHandlers } from '../queue/work-queue.ts';
import { guardedLookup, targetProblem } from './webhook-target.ts';
import { webhookDeliveries, webhookEndpoints } from './webhook.table.ts';

// Webhooks (issue 31, docs/decisions/0115-webhooks-on-the-durable-queue.md). An event of an owner's record is written
// as one delivery per subscribed endpoint, and each delivery is a job of the durable queue, in the transaction that
// makes the event true: a rolled-back change sends nothing. The job POSTs the delivery's body signed by the Standard
// Webhooks scheme; an answer other than 2xx (or none) fails the try and the queue tries again with doubling waits.
// Failed tries in a row turn the endpoint off, and its owner is told.

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

const MESSAGES = {
  tooMany: {
    fa: `حداکثر ${WEBHOOK_ENDPOINTS_MAX.toLocaleString('fa-IR')} نشانی وب‌هوک می‌توانید داشته باشید.`,
    en: `You can have at most ${WEBHOOK_ENDPOINTS_MAX} webhook endpoints.`,
  },
  httpsOnly: { fa: 'نشانی باید با https:// شروع شود.', en: 'The address must start with https://.' },
  privateAddress: {
    fa: 'این نشانی به شبکهٔ داخلی اشاره دارد و پذیرفته نمی‌شود.',
    en: 'This address points to a private network and is not accepted.',
  },
  invalid: { fa: 'نشانی معتبر نیست.', en: 'The address is not valid.' },
} as const;

/** A new signing secret: `whsec_` and the base64 of 24 random bytes (Standard Webhooks). */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

/**
 * The `webhook-signature` header of a body (Standard Webhooks): `v1,` and the base64 HMAC-SHA256, keyed by the
 * secret's bytes, of `id.timestamp.body`.
 */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

function endpointOf(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    description: row.description,
    enabled: row.disabledReason === null,
    disabledReason: row.disabledReason ?? null,
    failures: row.failures,
    createdAt: row.createdAt.toISOString(),
  };
}

function deliveryOf(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    messageId: row.messageId,
    event: row.event,
    status: row.status,
    attempts: row.attempts,
    lastStatusCode: row.lastStatusCode,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    lastTriedAt: row.lastTriedAt?.toISOString() ?? null,
  };
}

function checkTarget(url: string, allowLoopback: boolean): void {
  const problem = targetProblem(url, allowLoopback) as keyof typeof MESSAGES | null;
  if (problem) throw new AppError('validation', MESSAGES[problem], { url: 'invalid' });
}

export async function listEndpoints(db: Db, userId: number): Promise<WebhookEndpoint[]> {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId))
    .orderBy(webhookEndpoints.id);
  return rows.map(endpointOf);
}

async function ownEndpoint(db: Db, userId: number, id: number): Promise<EndpointRow> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)));
  if (!row) throw new AppError('not_found');
  return row;
}

export async function createEndpoint(
  db: Db,
  userId: number,
  input: WebhookEndpointWrite,
  allowLoopback: boolean,
): Promise<WebhookEndpointCreated> {
  checkTarget(input.url, allowLoopback);
  return db.transaction(async (tx) => {
    // One owner's endpoints are counted under a lock on the owner, so two at once cannot pass the limit.
    await tx.execute(sql`select pg_advisory_xact_lock(31, ${userId})`);
    const [had] = await tx.select({ n: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.userId, userId));
    if ((had?.n ?? 0) >= WEBHOOK_ENDPOINTS_MAX) throw new AppError('conflict', MESSAGES.tooMany);
    const secret = newWebhookSecret();
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({ userId, url: input.url, secret, events: input.events, description: input.description })
      .returning();
    return { ...endpointOf(row!), secret };
  });
}

export async function changeEndpoint(
  db: Db,
  userId: number,
  id: number,
  patch: WebhookEndpointPatch,
): Promise<WebhookEndpoint> {
  const row = await ownEndpoint(db, userId, id);
  const set: Partial<typeof webhookEndpoints.$inferInsert> = {};
  if (patch.events) set.events = patch.events;
  if (patch.description !== undefined) set.description = patch.description;
  if (patch.enabled === true) Object.assign(set, { disabledReason: null, failures: 0 });
  if (patch.enabled === false && row.disabledReason === null) set.disabledReason = 'owner';
  if (Object.keys(set).length === 0) return endpointOf(row);
  const [updated] = await db.update(webhookEndpoints).set(set).where(eq(webhookEndpoints.id, id)).returning();
  return endpointOf(updated!);
}

export async function deleteEndpoint(db: Db, userId: number, id: number): Promise<void> {
  await ownEndpoint(db, userId, id);
  await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
}

/** The latest 100 deliveries of an own endpoint, newest first. */
export async function listDeliveries(db: Db, userId: number, id: number): Promise<WebhookDelivery[]> {
  await ownEndpoint(db, userId, id);
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, id))
    .orderBy(desc(webhookDeliveries.id))
    .limit(100);
  return rows.map(deliveryOf);
}

/** Sends a delivery again by hand (the same body and webhook-id), on the queue; the endpoint must be on. */
export async function redeliver(db: Db, userId: number, id: number, deliveryId: number): Promise<WebhookDelivery> {
  const endpoint = await ownEndpoint(db, userId, id);
  if (endpoint.disabledReason !== null) throw new AppError('conflict');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookDeliveries)
      .set({ status: 'pending' })
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, id)))
      .returning();
    if (!row) throw new AppError('not_found');
    await enqueue(tx, {
      kind: QueueKind.webhookDelivery,
      data: { deliveryId: row.id, endpointId: id, redelivery: true },
      sequence: row.id,
    });
    return deliveryOf(row);
  });
}

/**
 * An event of an owner's record, inside the transaction that makes it true: one delivery per endpoint of theirs that
 * is on and subscribed to it, each a job of the durable queue.
 */
export async function emitWebhook(
  db: Db,
  ownerId: number | null,
  event: WebhookEventType,
  data: Record<string, unknown>,
): Promise<void> {
  if (ownerId === null) return;
  const endpoints = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.userId, ownerId),
        isNull(webhookEndpoints.disabledReason),
        sql`${webhookEndpoints.events} @> ${JSON.stringify([event])}::jsonb`,
      ),
    )
    .orderBy(webhookEndpoints.id);
  if (endpoints.length === 0) return;
  const body = JSON.stringify({ type: event, timestamp: new Date().toISOString(), data });
  const rows = await db
    .insert(webhookDeliveries)
    .values(
      endpoints.map((endpoint) => ({
        endpointId: endpoint.id,
        messageId: `msg_${randomBytes(16).toString('hex')}`,
        event,
        body,
      })),
    )
    .returning({ id: webhookDeliveries.id, endpointId: webhookDeliveries.endpointId });
  await enqueue(
    db,
    rows.map((row) => ({
      kind: QueueKind.webhookDelivery,
      data: { deliveryId: row.id, endpointId: row.endpointId },
      key: `delivery:${row.id}`,
      sequence: row.id,
    })),
  );
}

/** What the receiver answered: its status code, or none (with why). */
interface Answer {
  status: number | null;
  error: string;
}

function post(url: string, headers: Record<string, string>, body: string, allowLoopback: boolean): Promise<Answer> {
  return new Promise((resolve) => {
    const target = new URL(url);
    const client = target.protocol === 'https:' ? https : http;
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        lookup: guardedLookup(allowLoopback),
        timeout: WEBHOOK_TIMEOUT_MS,
      },
      (response) => {
        // The body is not read beyond what the socket has (a receiver's page is not kept).
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? null, error: '' }));
        response.on('error', () => resolve({ status: response.statusCode ?? null, error: '' }));
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', (error) => resolve({ status: null, error: error.message.slice(0, 300) }));
    request.end(body);
  });
}

/** Tries of one endpoint run one after another in this process, so its events arrive in the order they happened. */
const lanes = new Map<number, Promise<unknown>>();
function inLane<T>(endpointId: number, work: () => Promise<T>): Promise<T> {
  const previous = lanes.get(endpointId) ?? Promise.resolve();
  const next = previous.then(work, work);
  const settled = next.catch(() => undefined);
  lanes.set(endpointId, settled);
  void settled.then(() => {
    if (lanes.get(endpointId) === settled) lanes.delete(endpointId);
  });
  return next;
}

/** The handler of webhook deliveries on the durable queue. */
export function webhookHandlers(db: Db, options: { allowLoopback: boolean }): QueueHandlers {
  const lastTry = QUEUE_POLICIES[QueueKind.webhookDelivery].retries + 1;
  return {
    [QueueKind.webhookDelivery]: (job: QueuedJob) => {
      // The lane is taken before anything is awaited: the worker starts a batch in the queue's order (the
      // deliveries' sequence), and the endpoint's tries keep it.
      const endpointId = Number(job.data.endpointId);
      return Number.isInteger(endpointId) && endpointId > 0 ? inLane(endpointId, () => deliver(job)) : deliver(job);
    },
  };

  async function deliver(job: QueuedJob) {
    const deliveryId = Number(job.data.deliveryId);
    const [found] = await db
      .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(eq(webhookDeliveries.id, deliveryId));
    if (!found) return { skipped: 'gone' };
    // A try after a lost one finds it delivered: not sent twice (a redelivery by hand is sent again).
    if (found.delivery.status === 'succeeded' && job.data.redelivery !== true) return { skipped: 'delivered' };
    if (found.endpoint.disabledReason !== null) {
      await db
        .update(webhookDeliveries)
        .set({ status: 'failed', lastError: 'endpoint disabled' })
        .where(eq(webhookDeliveries.id, deliveryId));
      return { skipped: 'disabled' };
    }
    return attempt(found.endpoint, found.delivery, job);
  }

  async function attempt(endpoint: EndpointRow, delivery: DeliveryRow, job: QueuedJob) {
    const timestamp = Math.floor(Date.now() / 1000);
    const problem = targetProblem(endpoint.url, options.allowLoopback);
    const answer: Answer = problem
      ? { status: null, error: `refused: ${problem}` }
      : await post(
          endpoint.url,
          {
            'webhook-id': delivery.messageId,
            'webhook-timestamp': String(timestamp),
            'webhook-signature': signWebhook(endpoint.secret, delivery.messageId, timestamp, delivery.body),
            'user-agent': 'Shahrbazar-Webhooks/1',
          },
          delivery.body,
          options.allowLoopback,
        );
    const ok = answer.status !== null && answer.status >= 200 && answer.status < 300;
    const error = ok ? '' : answer.error || `answered ${answer.status}`;
    await db.transaction(async (tx) => {
      await tx
        .update(webhookDeliveries)
        .set({
          status: ok ? 'succeeded' : job.attempt >= lastTry ? 'failed' : 'pending',
          attempts: sql`${webhookDeliveries.attempts} + 1`,
          lastStatusCode: answer.status,
          lastError: error,
          lastTriedAt: new Date(),
        })
        .where(eq(webhookDeliveries.id, delivery.id));
      if (ok) {
        await tx.update(webhookEndpoints).set({ failures: 0 }).where(eq(webhookEndpoints.id, endpoint.id));
        return;
      }
      const [after] = await tx
        .update(webhookEndpoints)
        .set({ failures: sql`${webhookEndpoints.failures} + 1` })
        .where(eq(webhookEndpoints.id, endpoint.id))
        .returning();
      if (after && after.failures >= WEBHOOK_DISABLE_AFTER_FAILURES && after.disabledReason === null) {
        await tx
          .update(webhookEndpoints)
          .set({ disabledReason: 'failures' })
          .where(eq(webhookEndpoints.id, endpoint.id));
        await tx.update(webhookDeliveries).set({ status: 'failed' }).where(eq(webhookDeliveries.id, delivery.id));
        await notify(tx, endpoint.userId, 'webhookDisabled', { endpointId: endpoint.id, url: endpoint.url });
      }
    });
    if (ok) return { status: answer.status };
    const [now] = await db
      .select({ off: webhookEndpoints.disabledReason })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpoint.id));
    // Turned off: no more tries. Otherwise the queue tries again after its wait.
    if (now?.off) return { skipped: 'disabled', status: answer.status };
    throw new Error(`webhook ${delivery.messageId}: ${error}`);
  }
}
