import { timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ErrorCode } from '@shahrbazar/domain/api/error.schema';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { queueDepth, queueLagSeconds, type QueueDepth } from '../modules/queue/queue.repository.ts';
import { PaymentGatewayError } from '../modules/payments/gateway/gateway.errors.ts';
import { routeLabelOf } from './route-label.ts';

// What an operator watches (ADR 0087, docs/deploy.md «what to watch»), in Prometheus' text format at /metrics: the
// requests per route pattern (never the address), their errors by code and their time; the database pool; the
// event loop; the answer and page caches; the durable queue; payments by gateway and outcome; sign-ins, orders and
// bookings. One registry per app: counters count from the app's start, gauges are read at each scrape.

/** A business event a route's successful answer is: counted by outcome (ok, refused 4xx, failed 5xx). */
export type BusinessEvent =
  { event: 'signIn'; method: 'otp' | 'password' | 'register' } | { event: 'order' | 'booking' };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a call of this route is to the business, counted on /metrics by its outcome (ADR 0087). */
    counts?: BusinessEvent;
  }
  interface FastifyInstance {
    /** This app's figures (ADR 0087). */
    metrics: Metrics;
  }
}

/** How an online payment ended, as counted per gateway. */
export type PaymentOutcome =
  | 'paid'
  | 'refundedToWallet'
  | 'cancelled'
  | 'amountMismatch'
  | 'notPaid'
  | 'invalidAuthority'
  | 'gatewayError'
  | 'unverified'
  | 'requestFailed';

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics() {
  const registry = new Registry();
  const registers = [registry];
  return {
    registry,
    httpRequests: new Counter({
      name: 'shahrbazar_http_requests_total',
      help: 'Requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'] as const,
      registers,
    }),
    httpDuration: new Histogram({
      name: 'shahrbazar_http_request_duration_seconds',
      help: 'Time from a request arriving to its answer being sent, by method and route pattern',
      labelNames: ['method', 'route'] as const,
      buckets: SECONDS,
      registers,
    }),
    httpErrors: new Counter({
      name: 'shahrbazar_http_errors_total',
      help: 'Error answers (status 400 and above) by method, route pattern and error code (the one error shape)',
      labelNames: ['method', 'route', 'code'] as const,
      registers,
    }),
    cacheLookups: new Counter({
      name: 'shahrbazar_cache_lookups_total',
      help: 'Lookups of the answer cache (API answers) and the page cache (rendered pages) by anonymous visitors',
      labelNames: ['cache', 'result'] as const,
      registers,
    }),
    poolWait: new Histogram({
      name: 'shahrbazar_db_pool_wait_seconds',
      help: 'Time a checkout waited for a PostgreSQL connection (a new connection, or a queue when the pool is full)',
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers,
    }),
    payments: new Counter({
      name: 'shahrbazar_payments_total',
      help: 'Online payments by gateway and outcome: the bank callback (paid, cancelled, a failure reason, unverified) or a request the gateway refused',
      labelNames: ['gateway', 'outcome'] as const,
      registers,
    }),
    signIns: new Counter({
      name: 'shahrbazar_sign_ins_total',
      help: 'Sign-ins by method (otp, password, register) and outcome (ok, refused, failed)',
      labelNames: ['method', 'outcome'] as const,
      registers,
    }),
    orders: new Counter({
      name: 'shahrbazar_orders_total',
      help: 'Checkouts (an order of one booth) by outcome (ok, refused, failed)',
      labelNames: ['outcome'] as const,
      registers,
    }),
    bookings: new Counter({
      name: 'shahrbazar_bookings_total',
      help: 'Appointments booked by outcome (ok, refused, failed)',
      labelNames: ['outcome'] as const,
      registers,
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

const ERROR_CODE = Symbol('error-code');
type Coded = FastifyReply & { [ERROR_CODE]?: ErrorCode };

/** Remembers the error code an answer carries (the error handler's sendError), for the errors counter. */
export function markErrorCode(reply: FastifyReply, code: ErrorCode): void {
  (reply as Coded)[ERROR_CODE] = code;
}

function codeOf(reply: FastifyReply): string {
  const code = (reply as Coded)[ERROR_CODE];
  if (code) return code;
  const status = reply.statusCode;
  if (status === 404) return 'not_found';
  if (status === 429) return 'rate_limited';
  if (status === 503) return 'unavailable';
  return status >= 500 ? 'internal' : 'bad_request';
}

const outcomeOf = (status: number) => (status < 400 ? 'ok' : status < 500 ? 'refused' : 'failed');

/**
 * Counts every answer by its route pattern and a route's business event (`config.counts`), and a payment the gateway
 * would not start (checkout, a package, a wallet charge: the bank refused, timed out or could not be reached).
 */
export function countRequests(app: FastifyInstance, metrics: Metrics, gateway: string): void {
  app.addHook('onError', async (_request, _reply, error) => {
    if (error instanceof PaymentGatewayError) metrics.payments.inc({ gateway, outcome: 'requestFailed' });
  });
  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    const route = routeLabelOf(request);
    const method = request.method;
    const status = reply.statusCode;
    metrics.httpRequests.inc({ method, route, status });
    metrics.httpDuration.observe({ method, route }, reply.elapsedTime / 1000);
    if (status >= 400) metrics.httpErrors.inc({ method, route, code: codeOf(reply) });
    const counts = request.routeOptions.config?.counts;
    if (!counts) return;
    const outcome = outcomeOf(status);
    if (counts.event === 'signIn') metrics.signIns.inc({ method: counts.method, outcome });
    else if (counts.event === 'order') metrics.orders.inc({ outcome });
    else metrics.bookings.inc({ outcome });
  });
}

/** A figure read at scrape time must not hold the scrape: it is left out after this long. */
const READ_TIMEOUT_MS = 2_000;

function withinTime<T>(pending: Promise<T>): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), READ_TIMEOUT_MS);
  });
  return Promise.race([pending.catch(() => undefined), late]).finally(() => clearTimeout(timer));
}

/** The durable queue as a scrape reads it (ADR 0085): its jobs by kind and state, and how late the most overdue is. */
export interface QueueReading {
  depth: QueueDepth[];
  lagSeconds: number;
}

async function readQueue(database: Database): Promise<QueueReading> {
  const [depth, lagSeconds] = await Promise.all([queueDepth(database.db), queueLagSeconds(database.db)]);
  return { depth, lagSeconds };
}

const JOB_STATES = ['waiting', 'retrying', 'active', 'failed'] as const;

/**
 * The figures read when Prometheus scrapes: the pool (PostgreSQL), the durable queue, the process's own (event loop
 * lag, memory, CPU, garbage collection).
 */
export function watchSources(
  metrics: Metrics,
  sources: { database: Database; version: string; readQueue?: (database: Database) => Promise<QueueReading> },
): () => void {
  const { registry } = metrics;
  const registers = [registry];
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  new Gauge({
    name: 'shahrbazar_build_info',
    help: 'The running version and database driver (always 1)',
    labelNames: ['version', 'database'] as const,
    registers,
  }).set({ version: sources.version, database: sources.database.driver }, 1);

  const pool = sources.database.pool;
  const stopWaits = pool?.onWait((seconds) => metrics.poolWait.observe(seconds));
  if (pool) {
    new Gauge({
      name: 'shahrbazar_db_pool_connections',
      help: 'PostgreSQL connections of this instance by state: max (the pool size), total, idle, and checkouts waiting',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const stats = pool.stats();
        this.set({ state: 'max' }, stats.max);
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }

  const read = sources.readQueue ?? readQueue;
  let reading: Promise<QueueReading | undefined> | undefined;
  // Both gauges come from one read per scrape.
  const current = () => (reading ??= withinTime(read(sources.database)).finally(() => (reading = undefined)));
  new Gauge({
    name: 'shahrbazar_queue_jobs',
    help: 'Jobs of the durable queue by kind and state: waiting (due now or later, retries included), retrying, active, failed (given up, for staff)',
    labelNames: ['queue', 'state'] as const,
    registers,
    async collect() {
      this.reset();
      for (const kind of (await current())?.depth ?? []) {
        for (const state of JOB_STATES) this.set({ queue: kind.kind, state }, kind[state]);
      }
    },
  });
  new Gauge({
    name: 'shahrbazar_queue_lag_seconds',
    help: 'How long the most overdue job of the queue, not yet taken, has waited past its time',
    registers,
    async collect() {
      this.reset();
      const lag = (await current())?.lagSeconds;
      if (lag !== undefined) this.set(lag);
    },
  });
  return () => stopWaits?.();
}

/** Whether a request carries the metrics token (constant-time comparison). */
function hasToken(header: string | undefined, token: string): boolean {
  if (!header?.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice(7).trim());
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * GET /metrics on the site's own port, with `Authorization: Bearer <METRICS_TOKEN>` (401 without it); without a token
 * configured it is not there (the web's 404). Outside /api/v1: no session, no access rule, no answer cache.
 */
export function metricsRoute(app: FastifyInstance, metrics: Metrics, token: string | undefined): void {
  if (!token) return;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!hasToken(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      return reply.status(401).type('text/plain; charset=utf-8').send('metrics: a bearer token is required\n');
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}

/**
 * /metrics on a port of its own (METRICS_PORT), for a scraper on the private network: the port is not behind nginx.
 * With METRICS_TOKEN set it asks for the token there too.
 */
export async function serveMetrics(
  metrics: Metrics,
  settings: Config['metrics'],
): Promise<{ port: number; close(): Promise<void> } | undefined> {
  if (settings.port === undefined) return undefined;
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found\n');
      return;
    }
    if (settings.token && !hasToken(request.headers.authorization, settings.token)) {
      response
        .writeHead(401, { 'content-type': 'text/plain; charset=utf-8', 'www-authenticate': 'Bearer realm="metrics"' })
        .end('metrics: a bearer token is required\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, settings.host, () => resolve());
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : (settings.port ?? 0),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
