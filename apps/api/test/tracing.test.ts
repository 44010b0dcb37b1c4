import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import type { App } from '../src/http/types.ts';
import { NO_ERROR_REPORTS } from '../src/observability/error-reports.ts';
import { createLogger } from '../src/observability/logger.ts';
import { startTracing, tracingOn, type Tracing } from '../src/observability/tracing.ts';
import { findUp } from '../src/paths.ts';
import { mountWeb } from '../src/server/web.ts';
import { createServices } from '../src/services.ts';
import { uniqueIp, uniqueMobile } from './support/auth.ts';
import { startOtlpReceiver, type ReceivedSpan } from './support/otlp-receiver.ts';
import { dropPrefix, redisReachable, TEST_REDIS_URL, testPrefix } from './support/redis.ts';
import { testConfig, testDatabase } from './support/test-app.ts';

// Traces (ADR 0088): a page request and the API calls its loaders make are one trace at an OTLP collector (a local
// receiver here), with their database queries, and every log line written for the request carries its trace.

const withRedis = await redisReachable();
const SERVER = 2;
const CLIENT = 3;

describe('traces by OTLP', () => {
  let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
  let tracing: Tracing;
  let app: App;
  const prefix = testPrefix();
  const lines: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    const config: Config = testConfig({
      validateResponses: false,
      logLevel: 'info',
      tracing: { endpoint: receiver.endpoint, serviceName: 'shahrbazar-test', sampleRatio: 1 },
      ...(withRedis ? { redis: { url: TEST_REDIS_URL, prefix } } : {}),
    });
    tracing = startTracing(config.tracing, '0.0.0-test');
    const logger = createLogger(config, () => NO_ERROR_REPORTS, {
      write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>),
    });
    const services = createServices(config, logger);
    app = await buildApp(
      { config, database: await testDatabase(), services, version: '0.0.0-test', startedAt: Date.now() },
      { loggerInstance: logger },
    );
    const webDir = findUp(path.join('apps', 'web', 'build'), path.join('server', 'index.js'));
    if (!webDir) throw new Error('The web build (apps/web/build) is missing: run `npm run build` first');
    await mountWeb(app, webDir);
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await tracing?.shutdown();
    await receiver?.close();
    if (withRedis) await dropPrefix(prefix);
  });

  /** The spans of one trace, and a span's ancestors up to the trace's root. */
  const traceOf = (traceId: string) => receiver.spans.filter((span) => span.traceId === traceId);
  const ancestorsOf = (span: ReceivedSpan, trace: ReceivedSpan[]) => {
    const byId = new Map(trace.map((s) => [s.spanId, s]));
    const chain: ReceivedSpan[] = [];
    for (let parent = byId.get(span.parentSpanId ?? ''); parent; parent = byId.get(parent.parentSpanId ?? '')) {
      chain.push(parent);
    }
    return chain;
  };

  it('makes a page request and the API calls of its loaders one trace, with their database queries', async () => {
    const res = await app.inject({ url: '/ads/list' });
    expect(res.statusCode).toBe(200);
    await tracing.flush();

    const page = receiver.spans.find(
      (span) => span.kind === SERVER && span.attributes['url.path'] === '/ads/list' && !span.parentSpanId,
    );
    expect(page, 'the page request’s span').toBeDefined();
    // Named by the web's route pattern, not the address.
    const pattern = '/ads/list/:city?/:category?/:subCategory?/:subSubCategory?';
    expect(page!.name).toBe(`GET ${pattern}`);
    expect(page!.attributes).toMatchObject({ 'http.route': pattern, 'http.response.status_code': 200 });
    expect(page!.service).toBe('shahrbazar-test');

    const trace = traceOf(page!.traceId);
    // One root: the page. Every other span of the trace descends from it.
    expect(trace.filter((span) => !span.parentSpanId)).toEqual([page]);
    for (const span of trace.filter((s) => s !== page)) {
      expect(ancestorsOf(span, trace).at(-1), span.name).toBe(page);
    }
    const apiCalls = trace.filter((span) => span.kind === SERVER && span !== page);
    expect(apiCalls.map((span) => span.name)).toEqual(
      expect.arrayContaining(['GET /api/v1/app/initial-data', 'GET /api/v1/ads']),
    );
    for (const call of apiCalls) expect(call.parentSpanId, call.name).toBe(page!.spanId);
    // The loaders' queries, under the API calls that made them, with their statements and never their values.
    const queries = trace.filter((span) => span.kind === CLIENT && span.name.startsWith('pg '));
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) {
      expect(
        ancestorsOf(query, trace).some((span) => apiCalls.includes(span)),
        query.name,
      ).toBe(true);
      expect(query.attributes['db.system.name']).toBe('postgresql');
      expect(String(query.attributes['db.query.text'])).toMatch(/^\s*(select|insert|update|delete|with|begin|commit)/i);
    }
  });

  it('continues the trace a caller began (nginx, another service) from its traceparent', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const parent = '00f067aa0ba902b7';
    const res = await app.inject({ url: '/ads/list', headers: { traceparent: `00-${traceId}-${parent}-01` } });
    expect(res.statusCode).toBe(200);
    await tracing.flush();
    const page = traceOf(traceId).find((span) => span.kind === SERVER && span.attributes['url.path'] === '/ads/list');
    expect(page?.parentSpanId).toBe(parent);
    expect(traceOf(traceId).filter((span) => span.kind === SERVER).length).toBeGreaterThan(1);
  });

  it('writes the request id and the trace id in every line of a request, its services’ lines included', async () => {
    lines.length = 0;
    const mobile = uniqueMobile();
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/otp',
      payload: { mobile },
      remoteAddress: uniqueIp(),
    });
    expect(res.statusCode, res.body).toBe(200);
    await tracing.flush();
    const requestId = String(res.headers['x-request-id']);
    const span = receiver.spans.find((s) => s.attributes['shahrbazar.request_id'] === requestId);
    expect(span?.name).toBe('POST /api/v1/auth/otp');
    const ofRequest = lines.filter((line) => line.reqId === requestId);
    expect(ofRequest.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request completed']),
    );
    // The SMS driver writes through the process's logger, not the request's: its line still names both.
    expect(ofRequest.map((line) => line.msg)).toContain('sms (console driver, not delivered)');
    for (const line of ofRequest) expect(line, String(line.msg)).toMatchObject({ traceId: span!.traceId });
  });

  it.runIf(withRedis)('traces the Redis commands of a request (REDIS_URL)', async () => {
    const res = await app.inject({ url: '/api/v1/auth/captcha', remoteAddress: uniqueIp() });
    expect(res.statusCode, res.body).toBe(200);
    await tracing.flush();
    const request = receiver.spans.find(
      (span) => span.attributes['shahrbazar.request_id'] === String(res.headers['x-request-id']),
    );
    const commands = traceOf(request!.traceId).filter((span) => span.name.startsWith('redis '));
    expect(commands.length).toBeGreaterThan(0);
    for (const command of commands) {
      expect(command.kind).toBe(CLIENT);
      expect(command.attributes['db.system.name']).toBe('redis');
    }
  });
});

describe('without OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  it('records nothing and writes no trace ids', async () => {
    const config = testConfig({ logLevel: 'info' });
    expect(config.tracing).toBeUndefined();
    const tracing = startTracing(config.tracing, '0.0.0-test');
    expect(tracingOn()).toBe(false);
    const lines: Array<Record<string, unknown>> = [];
    const logger = createLogger(config, () => NO_ERROR_REPORTS, {
      write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>),
    });
    const app = await buildApp(
      {
        config,
        database: await testDatabase(),
        services: createServices(config, logger),
        version: '0.0.0-test',
        startedAt: Date.now(),
      },
      { loggerInstance: logger },
    );
    try {
      const res = await app.inject({
        url: '/api/v1/health',
        headers: { traceparent: `00-${'a'.repeat(32)}-${'b'.repeat(16)}-01` },
      });
      expect(res.statusCode).toBe(200);
      const ofRequest = lines.filter((line) => line.reqId === res.headers['x-request-id']);
      expect(ofRequest.length).toBeGreaterThan(0);
      for (const line of ofRequest) expect(line).not.toHaveProperty('traceId');
    } finally {
      await app.close();
      await tracing.shutdown();
    }
  });
});
