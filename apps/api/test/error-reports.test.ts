import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { buildApp } from '../src/app.ts';
import type { App, AppServices } from '../src/http/types.ts';
import { browserReportsOf } from '../src/observability/error-reports.ts';
import { createLogger } from '../src/observability/logger.ts';
import { findUp } from '../src/paths.ts';
import { mountWeb } from '../src/server/web.ts';
import { createServices } from '../src/services.ts';
import { startSentryReceiver } from './support/sentry-receiver.ts';
import { testConfig, testDatabase } from './support/test-app.ts';

// Error reports (ADR 0087): what fails on the server (a handler, a page's loader, a line logged as an error) reaches
// a Sentry-protocol server (a local receiver here) with the release and the environment, and without the visitor's
// mobile number, cookie or credentials.

const MOBILE = '09121234567';
const PERSIAN_MOBILE = '۰۹۱۲۱۲۳۴۵۶۷';
const NAME = 'مریم احمدی';

describe('error reports to SENTRY_DSN', () => {
  let receiver: Awaited<ReturnType<typeof startSentryReceiver>>;
  let app: App;
  let services: AppServices;
  let database: Database;

  beforeAll(async () => {
    receiver = await startSentryReceiver();
    const config = testConfig({
      validateResponses: false,
      errorReports: { dsn: receiver.dsn, environment: 'staging', release: undefined },
    });
    // Lines at level error are written (nowhere): a level turned off is neither written nor reported.
    const logger = createLogger({ ...config, logLevel: 'error' }, () => services.errorReports, { write: () => {} });
    services = createServices(config, logger, 'shahrbazar@9.9.9');
    database = await testDatabase();
    app = await buildApp(
      { config, database, services, version: '9.9.9', startedAt: Date.now() },
      { loggerInstance: logger },
    );
    // A handler with a fault, and an API answer the web no longer understands (its loader fails on it).
    app.get('/test-only/fault', async () => {
      throw new Error(`no account for ${MOBILE} (${PERSIAN_MOBILE})`);
    });
    // A statement that fails with a value a person typed among its parameters.
    app.get('/test-only/failed-query', async () => {
      await database.db.execute(sql`select ${NAME} as name from no_such_table`);
      return { never: true };
    });
    // The page's API calls carry its request id: a page asked for with one of these gets the broken answer.
    // The broken answer is its own: the validator of the real one it replaces goes with it.
    app.addHook('onSend', async (request, reply, payload) => {
      if (!request.url.startsWith('/api/v1/app/initial-data') || !request.id.startsWith('broken-contract')) {
        return payload;
      }
      // Whatever the web kept of an earlier render (its ETag; another file in this worker may have rendered a page)
      // gets this answer too, not a 304 that would let the page render from the kept copy.
      reply.removeHeader('etag');
      void reply.code(200).type('application/json; charset=utf-8');
      return '{}';
    });
    const webDir = findUp(path.join('apps', 'web', 'build'), path.join('server', 'index.js'));
    if (!webDir) throw new Error('The web build (apps/web/build) is missing: run `npm run build` first');
    await mountWeb(app, webDir, {
      errorReports: services.errorReports,
      browserReports: browserReportsOf(config.errorReports, 'shahrbazar@9.9.9'),
    });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await receiver?.close();
  });

  it('reports a handler’s fault with the release, the environment and the request, scrubbed', async () => {
    const res = await app.inject({
      url: `/test-only/fault?mobile=${MOBILE}&token=secret-value`,
      headers: { cookie: 'token=session-secret', authorization: 'Bearer app-secret', 'user-agent': 'Test/1.0' },
    });
    expect(res.statusCode).toBe(500);
    // The caller learns nothing of it.
    expect(res.body).not.toContain(MOBILE);
    await services.errorReports.flush();
    const envelope = await receiver.next((e) => e.event.tags?.route === '/test-only/fault');

    expect(envelope.project).toBe('42');
    expect(envelope.itemType).toBe('event');
    expect(envelope.auth).toContain('sentry_key=publickey');
    expect(envelope.header.event_id).toBe(envelope.event.event_id);
    expect(envelope.event).toMatchObject({
      platform: 'node',
      level: 'error',
      release: 'shahrbazar@9.9.9',
      environment: 'staging',
      tags: { request_id: res.headers['x-request-id'], route: '/test-only/fault' },
      request: { method: 'GET', headers: { 'user-agent': 'Test/1.0' } },
    });
    const [exception] = envelope.event.exception!.values;
    expect(exception).toMatchObject({ type: 'Error', value: 'no account for [mobile] ([mobile])' });
    expect(envelope.event.request!.url).toMatch(/\/test-only\/fault\?mobile=\[mobile\]&token=\[filtered\]$/);
    expect(envelope.event.request!.headers).not.toHaveProperty('cookie');
    expect(envelope.event.request!.headers).not.toHaveProperty('authorization');
    for (const secret of [MOBILE, PERSIAN_MOBILE, 'session-secret', 'app-secret', 'secret-value']) {
      expect(envelope.raw).not.toContain(secret);
    }
  });

  it('reports a failed statement by its text, never the values it was given', async () => {
    const res = await app.inject({ url: '/test-only/failed-query' });
    expect(res.statusCode).toBe(500);
    // A round's statement refused for its value (a name where a number belongs): PostgreSQL quotes the value.
    const refused = await database.db.execute(sql`select ${NAME}::int as n`).catch((error: unknown) => error);
    app.log.error({ err: refused }, 'a job round failed');
    await services.errorReports.flush();
    const fault = await receiver.next((e) => e.event.tags?.route === '/test-only/failed-query');
    const messages = (e: typeof fault) => e.event.exception!.values.map((value) => value.value).join('\n');
    // The statement is there to find the fault by; the name it was given is in no message.
    expect(messages(fault)).toContain('select $1 as name from no_such_table');
    expect(messages(fault)).toContain('params: [filtered]');
    expect(fault.raw).not.toContain(NAME);
    const logged = await receiver.next((e) => messages(e).includes('select $1::int as n'));
    expect(messages(logged)).toContain('"[value]"');
    expect(logged.raw).not.toContain(NAME);
  });

  it('reports a page whose loader failed, with the page’s route and address (scrubbed)', async () => {
    // Rendered once first, as in a worker where another file rendered it: the web keeps the initial data's ETag.
    await app.inject({ url: `/ads/list?q=${MOBILE}`, headers: { 'user-agent': 'Test/1.0' } });
    const res = await app.inject({
      url: `/ads/list?q=${MOBILE}`,
      headers: { 'x-request-id': `broken-contract-${Date.now()}`, 'user-agent': 'Test/1.0' },
    });
    expect(res.statusCode).toBe(500);
    await services.errorReports.flush();
    const envelope = await receiver.next((e) => e.event.tags?.request_id === res.headers['x-request-id']);
    expect(envelope.event.tags?.route).toBe('/ads/list/:city?/:category?/:subCategory?/:subSubCategory?');
    expect(envelope.event.exception!.values.at(-1)).toMatchObject({ type: 'TypeError' });
    expect(envelope.event.request!.url).toMatch(/\/ads\/list\?q=\[mobile\]$/);
    expect(envelope.event).toMatchObject({ release: 'shahrbazar@9.9.9', environment: 'staging' });
    expect(envelope.raw).not.toContain(MOBILE);
  });

  it('reports a line the process logs as an error with an error (a job’s failure), and a fault once', async () => {
    const error = new Error(`sms to ${MOBILE} failed`);
    app.log.error({ err: error }, 'a job round failed');
    app.log.error({ err: error }, 'the same error logged again');
    app.log.warn({ err: new Error('only a warning') }, 'not reported');
    await services.errorReports.flush();
    const envelope = await receiver.next((e) => e.event.exception?.values.at(-1)?.value === 'sms to [mobile] failed');
    expect(envelope.event.level).toBe('error');
    const mine = receiver.received.filter((e) => e.event.exception?.values.at(-1)?.value.startsWith('sms to '));
    expect(mine).toHaveLength(1);
    expect(receiver.received.some((e) => e.raw.includes('only a warning'))).toBe(false);
  });

  it('gives pages the browser reporter, and lets them send to the DSN’s host', async () => {
    const res = await app.inject({ url: '/ads/list' });
    expect(res.statusCode).toBe(200);
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(res.body).toContain(`<script id="error-reports" nonce="${nonce}">`);
    expect(res.body).toContain(
      `http://127.0.0.1:${receiver.port}/api/42/envelope/?sentry_version=7&sentry_key=publickey`,
    );
    // The reporter is the first script of the page: it hears what every later one throws.
    expect(res.body.indexOf('<script')).toBe(res.body.indexOf('<script id="error-reports"'));
    const connect = /connect-src ([^;]+)/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(connect?.split(' ')).toEqual(["'self'", `http://127.0.0.1:${receiver.port}`]);
  });
});

describe('without SENTRY_DSN', () => {
  it('pages carry no reporter and the policy allows no other host', async () => {
    const config = testConfig({ validateResponses: false });
    const app = await buildApp(
      {
        config,
        database: await testDatabase(),
        services: createServices(config, { info: () => {} }),
        version: '9.9.9',
        startedAt: Date.now(),
      },
      { logger: false },
    );
    try {
      const webDir = findUp(path.join('apps', 'web', 'build'), path.join('server', 'index.js'));
      await mountWeb(app, webDir!);
      const res = await app.inject({ url: '/ads/list' });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('error-reports');
      expect(res.body).not.toContain('envelope');
      expect(/connect-src ([^;]+)/.exec(String(res.headers['content-security-policy']))?.[1]).toBe("'self'");
    } finally {
      await app.close();
    }
  });
});
