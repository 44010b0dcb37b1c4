import {
  context,
  createContextKey,
  propagation,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Context,
  type Span,
} from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  NodeTracerProvider,
  ParentBasedSampler,
  TraceIdRatioBasedSampler,
} from '@opentelemetry/sdk-trace-node';
import { LogController, type FastifyInstance, type FastifyRequest } from 'fastify';
import pino from 'pino';
import { scrubPersonalData } from '@shahrbazar/domain/text/personal-data';
import type { Config } from '../config.ts';
import { routeLabelOf } from './route-label.ts';

// Traces (ADR 0088): spans of our own making around what a request does (the request itself, its database queries
// and Redis commands), sent by OTLP/HTTP when OTEL_EXPORTER_OTLP_ENDPOINT is set. The API is one esbuild bundle
// loading its npm packages as ES modules, which require-hook auto-instrumentation does not see: the spans are made
// where we hold the objects (our pool, our Redis clients, our Fastify hooks). Off, nothing is registered: no
// context manager (no AsyncLocalStorage), every helper below returns at its first line.

let provider: NodeTracerProvider | undefined;
const tracer = () => trace.getTracer('shahrbazar');
/** The request id of the request whose work is running, for log lines written outside its own logger. */
const REQUEST_ID = createContextKey('shahrbazar.request-id');

/** Whether spans are being recorded (OTEL_EXPORTER_OTLP_ENDPOINT set and tracing started). */
export function tracingOn(): boolean {
  return provider !== undefined;
}

export interface Tracing {
  /** Sends every span ended so far (shutdown, tests). */
  flush(): Promise<void>;
  /** Sends what is left and unregisters everything (the process, or a test, is done). */
  shutdown(): Promise<void>;
}

const OFF: Tracing = { flush: async () => {}, shutdown: async () => {} };

/**
 * Registers the tracer provider (AsyncLocalStorage context, W3C trace context propagation, batched OTLP/HTTP JSON
 * export to `<endpoint>/v1/traces`) when tracing is configured; otherwise does nothing.
 */
export function startTracing(settings: Config['tracing'], version: string): Tracing {
  if (!settings) return OFF;
  if (provider) throw new Error('Tracing is started already');
  const started = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': settings.serviceName, 'service.version': version }),
    sampler: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(settings.sampleRatio) }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: `${settings.endpoint}/v1/traces` }))],
  });
  started.register();
  provider = started;
  return {
    flush: () => started.forceFlush(),
    async shutdown() {
      await started.shutdown();
      trace.disable();
      context.disable();
      propagation.disable();
      provider = undefined;
    },
  };
}

/**
 * A client span (a query, a command) under the span of the work in progress; none when tracing is off or nothing is
 * in progress (a job's queries would otherwise each be a trace of their own).
 */
export function startClientSpan(name: string, attributes: Attributes): Span | undefined {
  if (!provider) return undefined;
  const parent = context.active();
  if (!trace.getSpan(parent)) return undefined;
  return tracer().startSpan(name, { kind: SpanKind.CLIENT, attributes }, parent);
}

/** Ends a span, marked failed with the error when there is one. */
export function endSpan(span: Span | undefined, error?: unknown): void {
  if (!span) return;
  if (error) {
    span.recordException(error instanceof Error ? error : String(error));
    span.setStatus({ code: SpanStatusCode.ERROR });
  }
  span.end();
}

/** A callback that runs in the context it was made in (a pool's waiting list calls back from another request's). */
export function bindToContext<F extends (...args: never[]) => unknown>(callback: F): F {
  return provider ? context.bind(context.active(), callback) : callback;
}

/** The W3C `traceparent` (and `tracestate`) of the work in progress, for a call that carries it on; {} when off. */
export function traceHeaders(): Record<string, string> {
  if (!provider) return {};
  const headers: Record<string, string> = {};
  propagation.inject(context.active(), headers);
  return headers;
}

/**
 * pino's mixin: the trace and span ids of the work in progress, and its request id, on a line whose logger does not
 * carry them already (a request's own logger is bound to them: traceRequests).
 */
export function logFields(_line: object, _level: number, logger: object): Record<string, unknown> {
  if (!provider) return {};
  const bindings = (logger as Record<symbol, unknown>)[pino.symbols.chindingsSym];
  if (typeof bindings === 'string' && bindings.includes('"traceId":')) return {};
  const active = context.active();
  const span = trace.getSpan(active);
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  const requestId = active.getValue(REQUEST_ID);
  return requestId === undefined ? { traceId, spanId } : { traceId, spanId, reqId: requestId };
}

/**
 * Fastify's request lines with tracing on: "incoming request" is written by traceRequests once the request's span
 * exists, so that it carries the trace's ids as every later line of the request does.
 */
export class TracedLogController extends LogController {
  override incomingRequest(): void {}
}

/** The trace and span ids of the work in progress (for error reports), or undefined. */
export function activeTraceIds(): { traceId: string; spanId: string } | undefined {
  if (!provider) return undefined;
  const span = trace.getSpan(context.active());
  if (!span) return undefined;
  const { traceId, spanId } = span.spanContext();
  return { traceId, spanId };
}

const TRACE = Symbol('trace');
type Traced = FastifyRequest & { [TRACE]?: { span: Span; context: Context } };

/**
 * A server span for every request, its parent the caller's `traceparent` (nginx, a page render calling the API in
 * process) or the work in progress, named by the route's pattern once it is known; the rest of the request runs in
 * its context. Registered before every other hook of the app (buildApp), and only when tracing is on.
 */
export function traceRequests(app: FastifyInstance): void {
  if (!provider) return;
  const logController = new LogController();
  app.addHook('onRequest', (request, reply, done) => {
    const parent = propagation.extract(context.active(), request.headers);
    const span = tracer().startSpan(
      request.method,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'http.request.method': request.method,
          'url.path': scrubPersonalData(request.url.split('?')[0] ?? ''),
          'shahrbazar.request_id': request.id,
        },
      },
      parent,
    );
    const active = trace.setSpan(parent, span).setValue(REQUEST_ID, request.id);
    (request as Traced)[TRACE] = { span, context: active };
    // The request's own lines carry the ids wherever they are written (its last line is written outside its context).
    const { traceId, spanId } = span.spanContext();
    request.log = request.log.child({ traceId, spanId });
    reply.log = request.log;
    if (!logController.isLogDisabled(request)) request.log.info({ req: request }, 'incoming request');
    context.with(active, done);
  });
  // The body is read on the socket's own callbacks: the handler's part runs in the request's context again.
  app.addHook('preValidation', (request, _reply, done) => {
    const traced = (request as Traced)[TRACE];
    if (traced) context.with(traced.context, done);
    else done();
  });
  app.addHook('onError', (request, _reply, error, done) => {
    (request as Traced)[TRACE]?.span.recordException(error);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const traced = (request as Traced)[TRACE];
    if (traced) {
      const route = routeLabelOf(request);
      traced.span.updateName(`${request.method} ${route}`);
      traced.span.setAttributes({ 'http.route': route, 'http.response.status_code': reply.statusCode });
      if (reply.statusCode >= 500) traced.span.setStatus({ code: SpanStatusCode.ERROR });
      traced.span.end();
    }
    done();
  });
}

/** The piece of ioredis a command span needs: every command of a client (and of its pipelines) passes here. */
interface CommandSender {
  sendCommand(command: { name: string; promise: Promise<unknown> }, ...rest: unknown[]): unknown;
}

/**
 * Makes each command of a Redis client a span (`redis GET`), the command's name only (never its keys or values).
 * With auto-pipelining a batch's commands are sent from the context of the call that opened the batch.
 */
export function traceRedis<T extends object>(client: T): T {
  const sender = client as unknown as CommandSender;
  const send = sender.sendCommand.bind(sender);
  sender.sendCommand = (command, ...rest) => {
    const span = startClientSpan(`redis ${command.name.toUpperCase()}`, {
      'db.system.name': 'redis',
      'db.operation.name': command.name.toUpperCase(),
    });
    const sent = send(command, ...rest);
    if (span)
      command.promise.then(
        () => endSpan(span),
        (error: unknown) => endSpan(span, error),
      );
    return sent;
  };
  return client;
}
