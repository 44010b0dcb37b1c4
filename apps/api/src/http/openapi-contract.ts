import { STATUS_CODES } from 'node:http';
import type { RouteOptions } from 'fastify';
import type { ErrorCode } from '@shahrbazar/domain/api/error.schema';
import { ERROR_STATUS } from '@shahrbazar/domain/api/error.schema';
import { COUNTED_PAGE, CURSOR_PAGE } from '@shahrbazar/domain/api/page.schema';
import { LoginResultSchema } from '@shahrbazar/domain/api/user.schema';
import type { Access } from '../modules/auth/access-control.ts';
import type { UploadOptions } from '../modules/media/upload.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Failures a route answers with beyond those its configuration already says (session, path id, body, limits,
     * upload): e.g. `['conflict']` for a read that can meet a state it refuses. Documented in the OpenAPI document.
     */
    answers?: readonly ErrorCode[];
  }
}

/** What the document needs to know of one route, gathered as it is registered. */
export interface RouteFacts {
  access: Access | undefined;
  hasBody: boolean;
  hasQuery: boolean;
  pathParams: boolean;
  rateLimited: boolean;
  upload: UploadOptions | undefined;
  answers: readonly ErrorCode[];
  /** It answers a sign-in (LoginResult): an app that sends X-Device-Type gets its bearer token here. */
  signIn: boolean;
}

const UNSAFE = new Set(['post', 'put', 'patch', 'delete']);

/** `METHOD /path/{param}` of a route as the OpenAPI document names it. */
export function operationKey(method: string, url: string): string {
  return `${method.toLowerCase()} ${url.replace(/:(\w+)/g, '{$1}')}`;
}

/** Collects the facts of every route (HEAD aside) while the app registers them. */
export function routeFactsOf(route: RouteOptions): Array<[string, RouteFacts]> {
  const config = route.config as
    { access?: Access; rateLimit?: unknown; upload?: UploadOptions; answers?: readonly ErrorCode[] } | undefined;
  const schema = route.schema as
    { body?: unknown; querystring?: unknown; response?: Record<string, unknown> } | undefined;
  const facts: RouteFacts = {
    access: config?.access,
    hasBody: schema?.body !== undefined,
    hasQuery: schema?.querystring !== undefined,
    pathParams: route.url.includes(':'),
    rateLimited: config?.rateLimit !== undefined && config.rateLimit !== false,
    upload: config?.upload,
    answers: config?.answers ?? [],
    // By the schema itself, not its component name: a web bundle loaded in the same process can take the name.
    signIn: schema?.response?.['200'] === LoginResultSchema,
  };
  return [route.method]
    .flat()
    .filter((method) => method !== 'HEAD')
    .map((method) => [operationKey(method, route.url), facts]);
}

/**
 * The failures one operation can answer with, from its configuration alone (ADR 0114):
 * - 400 for a body that is not JSON, 413/415 for one too large or of another type, 422 when it fails its schema;
 * - 422 for query or path values that fail theirs; 404 for a path naming a record;
 * - 401 where a session is required, 403 where a kind of session or a policy is, and on any write (a cookie sent by
 *   another site's page is refused, and owners' rules refuse others' records);
 * - 409 on a signed-in write (a change that meets a state it cannot apply to);
 * - 413/415/422 on an upload, 429 where a rate limit is set.
 */
export function failuresOf(method: string, facts: RouteFacts): ErrorCode[] {
  const codes = new Set<ErrorCode>(facts.answers);
  const write = UNSAFE.has(method);
  const signed = facts.access !== undefined && facts.access !== 'public';
  if (facts.hasBody) ['bad_request', 'payload_too_large', 'unsupported_media_type', 'validation'].forEach(add);
  if (facts.hasQuery || facts.pathParams) codes.add('validation');
  if (facts.pathParams) codes.add('not_found');
  if (signed) codes.add('unauthenticated');
  if (
    write ||
    (signed && (typeof facts.access !== 'object' || !('session' in facts.access) || facts.access.session !== 'any'))
  )
    codes.add('forbidden');
  if (signed && write) codes.add('conflict');
  if (facts.upload) ['payload_too_large', 'unsupported_media_type', 'validation'].forEach(add);
  if (facts.rateLimited) codes.add('rate_limited');
  return [...codes].sort((a, b) => ERROR_STATUS[a] - ERROR_STATUS[b]);

  function add(code: string) {
    codes.add(code as ErrorCode);
  }
}

const FAILURE_TEXT: Record<ErrorCode, string> = {
  bad_request: 'The request is malformed (a body that is not JSON)',
  validation: 'A value failed its schema; `fields` names each field with its message',
  unauthenticated: 'No live session: sign in (cookie `token`, or `Authorization: Bearer` for apps)',
  forbidden: "The session's kind or policy does not allow this, or the record is someone else's",
  not_found: 'No such record (or not one this caller may see)',
  conflict: 'The record is in a state that refuses this change',
  payload_too_large: 'The body or file is larger than allowed',
  unsupported_media_type: 'The content type or the file kind is not accepted',
  rate_limited: 'Too many requests: wait for the time the message says (Retry-After)',
  network: 'An upstream service could not be reached',
  unavailable: 'The service is temporarily unavailable',
  internal: 'An unexpected error',
};

type Json = Record<string, unknown>;
type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  'x-paging'?: Paging;
  tags?: string[];
  security?: unknown[];
  parameters?: Json[];
  requestBody?: Json;
  responses?: Record<string, Json>;
};

const VERB: Record<string, string> = { get: 'Read', post: 'Send', put: 'Replace', patch: 'Change', delete: 'Delete' };
const words = (segment: string) => segment.split(/[^A-Za-z0-9]+/).filter(Boolean);
const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** `getMeOrdersById` for GET /api/v1/me/orders/{id}: stable, derived from the method and the path. */
function operationIdOf(method: string, path: string): string {
  const segments = path
    .replace(/^\/api\/v1\/?/, '')
    .split('/')
    .filter(Boolean);
  const name = segments
    .map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment)?.[1];
      return param ? `By${capital(param)}` : words(segment).map(capital).join('');
    })
    .join('');
  return `${method}${name}`;
}

/** A summary for an operation that wrote none: the verb and the path's words. */
function summaryOf(method: string, path: string): string {
  const rest = path
    .replace(/^\/api\/v1\/?/, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith('{') ? `by ${segment.slice(1, -1)}` : words(segment).join(' ')))
    .join(' › ');
  return `${VERB[method] ?? capital(method)} ${rest || 'root'}`;
}

const ERROR_REF = { $ref: '#/components/schemas/ErrorResponse' };

/** The request body of an upload: one file part (its kinds and largest size) and the text fields it reads. */
function uploadBody(upload: UploadOptions): Json {
  const properties: Record<string, Json> = {
    file: {
      type: 'string',
      format: 'binary',
      contentMediaType: 'application/octet-stream',
      description: `One file: ${upload.accept.join(' or ')} (decided by its bytes), at most ${upload.maxBytes} bytes`,
    },
  };
  for (const field of upload.fields ?? []) properties[field] = { type: 'string' };
  return {
    required: true,
    content: { 'multipart/form-data': { schema: { type: 'object', required: ['file'], properties } } },
  };
}

const DEVICE_HEADER = {
  name: 'X-Device-Type',
  in: 'header',
  required: false,
  description:
    'The device signing in: 1 (mobile app) or 2 (booth owner app) get the session token in the body, for ' +
    '`Authorization: Bearer`; without it the web gets an HttpOnly cookie.',
  schema: { type: 'integer', enum: [1, 2] },
};

type Paging = 'counted' | 'cursor';

/**
 * Which paging contract a list's answer follows (ADR 0117), read from its success schema: `lastPage` is a counted
 * page, `nextCursor` a cursor page; anything else is not a paged list.
 */
export function pagingOf(schema: unknown, schemas: Record<string, unknown> = {}): Paging | undefined {
  let answer = schema as Json | undefined;
  for (let hops = 0; typeof answer?.$ref === 'string' && hops < 5; hops++) {
    answer = schemas[String(answer.$ref).split('/').pop() ?? ''] as Json | undefined;
  }
  const properties = (answer?.properties ?? {}) as Json;
  if ('lastPage' in properties) return 'counted';
  if ('nextCursor' in properties) return 'cursor';
  return undefined;
}

const PAGING_TEXT: Record<Paging, string> = { counted: COUNTED_PAGE, cursor: CURSOR_PAGE };

/** Says on a paged list which contract it answers: `x-paging` and a sentence in its description. */
function describePaging(operation: Operation, schemas: Record<string, unknown>): void {
  const ok = operation.responses?.['200']?.content as Record<string, Json> | undefined;
  const paging = pagingOf(ok?.['application/json']?.schema, schemas);
  if (!paging) return;
  operation['x-paging'] = paging;
  operation.description = [operation.description, PAGING_TEXT[paging]].filter(Boolean).join('\n\n');
}

/**
 * Completes the generated document so a client generator can use it (ADR 0114): every operation gets an operationId,
 * a summary, tags, the failures it can answer in the one error schema, optional security on public routes, multipart
 * request bodies on uploads, the device header on sign-in, the paging contract of a list (ADR 0117); "Default
 * Response" becomes the status's name.
 */
export function completeDocument<
  T extends { paths?: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, unknown> } },
>(document: T, facts: ReadonlyMap<string, RouteFacts>): T {
  const used = new Set<string>();
  const schemas = document.components?.schemas ?? {};
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      const fact = facts.get(`${method} ${path}`);
      let id = operation.operationId ?? operationIdOf(method, path);
      for (let n = 2; used.has(id); n++) id = `${operationIdOf(method, path)}${n}`;
      used.add(id);
      operation.operationId = id;
      operation.summary ??= summaryOf(method, path);
      if (!operation.tags?.length)
        operation.tags = [words(path.replace(/^\/api\/v1\/?/, '').split('/')[0] ?? '').join(' ') || 'api'];
      const responses = (operation.responses ??= {});
      describePaging(operation, schemas);
      for (const [status, response] of Object.entries(responses)) {
        if (response.description === 'Default Response')
          response.description = STATUS_CODES[Number(status)] ?? 'Answer';
      }
      if (!fact) continue;
      if (fact.access === undefined || fact.access === 'public') {
        // A public route still reads a session when one is sent (what it answers may depend on the caller).
        operation.security = [{}, { cookieToken: [] }, { bearer: [] }];
      }
      if (fact.upload && !operation.requestBody) operation.requestBody = uploadBody(fact.upload);
      for (const code of failuresOf(method, fact)) {
        const status = String(ERROR_STATUS[code]);
        const previous = responses[status];
        const own = previous?.description !== undefined && previous.description !== STATUS_CODES[Number(status)];
        responses[status] = {
          description: own ? String(previous.description) : FAILURE_TEXT[code],
          content: { 'application/json': { schema: ERROR_REF } },
        };
      }
      if (fact.signIn) operation.parameters = [...(operation.parameters ?? []), DEVICE_HEADER];
    }
  }
  return document;
}
