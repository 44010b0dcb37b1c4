import http from 'node:http';
import { listenOnLoopback } from './loopback.ts';

/** A span as OTLP/HTTP JSON carries it (the fields the tests read). */
export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  /** 1 internal, 2 server, 3 client. */
  kind: number;
  attributes: Record<string, string | number | boolean>;
  status: { code?: number };
  service: string;
}

interface AnyValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
}
type KeyValue = { key: string; value: AnyValue };
const valueOf = (value: AnyValue) =>
  value.stringValue ??
  (value.intValue !== undefined ? Number(value.intValue) : (value.boolValue ?? value.doubleValue ?? ''));
const attributesOf = (list: KeyValue[] = []) => Object.fromEntries(list.map((kv) => [kv.key, valueOf(kv.value)]));

/**
 * A local OpenTelemetry collector for tests: OTLP/HTTP with JSON bodies at POST /v1/traces (what
 * @opentelemetry/exporter-trace-otlp-http sends), every span kept in `spans`.
 */
export async function startOtlpReceiver() {
  const spans: ReceivedSpan[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/traces') {
        response.writeHead(404).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        resourceSpans: Array<{
          resource: { attributes: KeyValue[] };
          scopeSpans: Array<{
            spans: Array<Omit<ReceivedSpan, 'attributes' | 'service'> & { attributes: KeyValue[] }>;
          }>;
        }>;
      };
      for (const resource of body.resourceSpans) {
        const service = String(attributesOf(resource.resource.attributes)['service.name'] ?? '');
        for (const scope of resource.scopeSpans) {
          for (const span of scope.spans) spans.push({ ...span, attributes: attributesOf(span.attributes), service });
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  const origin = await listenOnLoopback(server);
  return {
    spans,
    endpoint: origin,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
