import type { ErrorCode, ErrorResponse } from '@shahrbazar/domain/api/error.schema';
import type { paths } from './api-schema.gen.ts';
import type { ApiFetch, ApiFetchAnswer } from './load-context.ts';

/**
 * The one HTTP client of the web app, used by server loaders (see api.server.ts) and in the browser. Its calls are
 * typed by the API's own OpenAPI document (api-schema.gen.ts, written by `npm run api:types`; ADR 0118): a path the
 * API does not serve, a missing parameter or a wrong field fails the type check, and the answer has the type the
 * document declares. Types only: no zod and no document in the browser bundle.
 */

/** Any failed API call: the API's own error shape, or `network` (status 503) when the API could not be reached. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, code: ErrorCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export interface ApiClientOptions {
  fetch: ApiFetch;
  /** Sent with every call (on the server: the visitor's cookie and the chosen locale). */
  headers?: Record<string, string>;
  /** Text for failures that carry no message of the API's own (network errors, a proxy's HTML 502). */
  messageFor?: (code: ErrorCode) => string;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A successful answer with what came with it: route actions forward its Set-Cookie headers to the browser. */
export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

// ---- Typed by the contract (ADR 0118) ----

/** The methods of the API's document, as the generated `paths` spells them. */
export type Verb = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The paths of the document that answer `verb`. */
export type ApiPath<V extends Verb> = {
  [P in keyof paths]-?: paths[P] extends Record<V, infer Op> ? ([Op] extends [undefined] ? never : P) : never;
}[keyof paths];

type OperationOf<V extends Verb, P extends ApiPath<V>> = paths[P] extends Record<V, infer Op> ? Op : never;

type BodyOfResponse<R> = R extends { content: infer C }
  ? C extends { 'application/json': infer B }
    ? B
    : C[keyof C]
  : undefined;

/** The body of a successful answer (2xx) of an operation; 304 of a conditional GET answers undefined. */
export type ApiAnswer<Op> = Op extends { responses: infer R }
  ? { [S in keyof R]: S extends 200 | 201 | 202 | 204 ? BodyOfResponse<R[S]> : never }[keyof R]
  : never;

/** The query parameters of a GET path, for a loader that builds them a piece at a time. */
export type ApiQuery<P extends ApiPath<'get'>> =
  OperationOf<'get', P> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

type Present<T, K extends keyof T> = [NonNullable<T[K]>] extends [never] ? never : K;
/** A path's parameters take numbers too (an id from a loader's params is a string, from an answer a number). */
type PathValues<T> = { [K in keyof T]: T[K] | string | number };
type ParamsOf<Op> = Op extends { parameters: infer P }
  ? {
      [K in keyof P as K extends 'path' | 'query' ? Present<P, K> : never]: K extends 'path'
        ? PathValues<NonNullable<P[K]>>
        : P[K];
    }
  : never;

type RequestBodyOf<Op> = Op extends { requestBody?: infer B }
  ? [NonNullable<B>] extends [never]
    ? never
    : NonNullable<B> extends { content: infer C }
      ? C extends { 'multipart/form-data': unknown }
        ? FormData
        : C extends { 'application/json': infer J }
          ? J
          : never
      : never
  : never;

type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];
type ParamsOption<Op> = keyof ParamsOf<Op> extends never
  ? { params?: never }
  : [RequiredKeys<ParamsOf<Op>>] extends [never]
    ? { params?: ParamsOf<Op> }
    : { params: ParamsOf<Op> };
type BodyOption<Op> = [RequestBodyOf<Op>] extends [never]
  ? { body?: never }
  : Op extends { requestBody: unknown }
    ? { body: RequestBodyOf<Op> }
    : { body?: RequestBodyOf<Op> };

/** One call's options: the operation's path and query parameters and body, typed by the document. */
export type ApiCall<Op> = ParamsOption<Op> &
  BodyOption<Op> & {
    /** Per call: an Idempotency-Key (use-intent-key.ts), a conditional GET's If-None-Match. */
    headers?: Record<string, string>;
    signal?: AbortSignal;
  };
type CallArgs<Op> = [RequiredKeys<ApiCall<Op>>] extends [never] ? [call?: ApiCall<Op>] : [call: ApiCall<Op>];

/** The body an operation of the document takes (JSON, or FormData for an upload). */
export type ApiBody<V extends Verb, P extends ApiPath<V>> = RequestBodyOf<OperationOf<V, P>>;

/** The paths of the document whose POST takes a multipart form: the uploads, sent from the browser by upload.ts. */
export type UploadPath = {
  [P in ApiPath<'post'>]: OperationOf<'post', P> extends {
    requestBody: { content: { 'multipart/form-data': unknown } };
  }
    ? P
    : never;
}[ApiPath<'post'>];
/** An upload's parameters and form, typed by the document like any call. */
export type UploadCall<P extends UploadPath> = ApiCall<OperationOf<'post', P>>;
/** What an upload answers (the stored file, the receipt, the new avatar's user…). */
export type UploadAnswer<P extends UploadPath> = ApiAnswer<OperationOf<'post', P>>;

/** What a typed call carries, seen from inside the client. */
interface TypedCall {
  params?: { path?: Record<string, unknown>; query?: Record<string, unknown> };
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Query values as the API reads them: a list repeats its key, absent values are left out. */
function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const one of Array.isArray(value) ? value : [value]) {
      if (one !== undefined && one !== null) search.append(name, String(one));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The URL of a path of the document with its `{name}` parameters filled in and its query appended. */
export function urlOf(path: string, params?: { path?: Record<string, unknown>; query?: Record<string, unknown> }) {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.path?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`${path}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
  return filled + queryString(params?.query);
}

/**
 * The calls of the document, keyed by path. There is no untyped call (`get<T>(url)` and the like were removed when the
 * last cast went, ADR 0118); lint refuses them in apps/web should they come back.
 */
export interface ApiClient {
  /** GET a path of the document: `api.GET('/api/v1/posts/{slug}', { params: { path: { slug } } })`. */
  GET<P extends ApiPath<'get'>>(
    path: P,
    ...call: CallArgs<OperationOf<'get', P>>
  ): Promise<ApiAnswer<OperationOf<'get', P>>>;
  POST<P extends ApiPath<'post'>>(
    path: P,
    ...call: CallArgs<OperationOf<'post', P>>
  ): Promise<ApiAnswer<OperationOf<'post', P>>>;
  PUT<P extends ApiPath<'put'>>(
    path: P,
    ...call: CallArgs<OperationOf<'put', P>>
  ): Promise<ApiAnswer<OperationOf<'put', P>>>;
  PATCH<P extends ApiPath<'patch'>>(
    path: P,
    ...call: CallArgs<OperationOf<'patch', P>>
  ): Promise<ApiAnswer<OperationOf<'patch', P>>>;
  DELETE<P extends ApiPath<'delete'>>(
    path: P,
    ...call: CallArgs<OperationOf<'delete', P>>
  ): Promise<ApiAnswer<OperationOf<'delete', P>>>;
  /**
   * A call of the document answering its body with the response's status and headers (sign-in and the like, whose
   * Set-Cookie the action passes on: forward-cookies.ts).
   */
  request<M extends HttpMethod, P extends ApiPath<Lowercase<M>>>(
    method: M,
    path: P,
    ...call: CallArgs<OperationOf<Lowercase<M>, P>>
  ): Promise<ApiResponse<ApiAnswer<OperationOf<Lowercase<M>, P>>>>;
}

/** Code for an error answer that does not carry the API's error shape (e.g. a proxy in front of it). */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'bad_request';
    case 401:
      return 'unauthenticated';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 422:
      return 'validation';
    case 429:
      return 'rate_limited';
    // A gateway that cannot reach the API: to the visitor that is the same as no connection.
    case 502:
    case 503:
    case 504:
      return 'network';
    default:
      return status >= 500 ? 'internal' : 'bad_request';
  }
}

export function isErrorResponse(value: unknown): value is ErrorResponse {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

/**
 * The ApiError of a failed answer: the API's own error shape when the body carries it, else a code by status with
 * the catalogue's text (a proxy's HTML page). Shared by fetch calls and the browser's upload (XMLHttpRequest).
 */
export function errorOfAnswer(status: number, body: unknown, messageFor: (code: ErrorCode) => string): ApiError {
  if (isErrorResponse(body)) {
    const { code, message, fields } = body.error;
    return new ApiError(status, code, message, fields);
  }
  const code = codeForStatus(status);
  return new ApiError(code === 'network' ? 503 : status, code, messageFor(code));
}

async function readJson(response: ApiFetchAnswer): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const messageFor = options.messageFor ?? ((code: ErrorCode) => code);

  async function send<T>(
    method: HttpMethod,
    path: string,
    body?: unknown,
    init: RequestInit = {},
  ): Promise<ApiResponse<T>> {
    const headers = new Headers(options.headers);
    headers.set('accept', 'application/json');
    new Headers(init.headers).forEach((value, name) => headers.set(name, value));
    let payload: BodyInit | undefined;
    if (body instanceof FormData) {
      payload = body;
    } else if (body !== undefined) {
      headers.set('content-type', 'application/json');
      payload = JSON.stringify(body);
    }

    let response: ApiFetchAnswer;
    try {
      response = await options.fetch(
        path,
        payload === undefined ? { ...init, method, headers } : { ...init, method, headers, body: payload },
      );
    } catch {
      // Refused connection, DNS failure, timeout, offline phone: all read as "cannot reach the server".
      throw new ApiError(503, 'network', messageFor('network'));
    }

    // A conditional GET's "not modified" (If-None-Match): no body, the caller keeps what it has.
    if (response.status === 304) return { data: undefined as T, status: 304, headers: response.headers };
    if (!response.ok) throw errorOfAnswer(response.status, await readJson(response), messageFor);

    const answer = (data: unknown): ApiResponse<T> => ({
      data: data as T,
      status: response.status,
      headers: response.headers,
    });
    if (response.status === 204 || response.headers.get('content-length') === '0') return answer(undefined);
    const parsed = await readJson(response);
    if (parsed === undefined) throw new ApiError(502, 'internal', messageFor('internal'));
    return answer(parsed);
  }

  const dataOf = async <T>(pending: Promise<ApiResponse<T>>) => (await pending).data;
  /** The one untyped step: the signatures above tie the path to its parameters and answer. */
  function request(method: HttpMethod, path: string, call: TypedCall = {}): Promise<ApiResponse<never>> {
    const init: RequestInit = {};
    if (call.headers) init.headers = call.headers;
    if (call.signal) init.signal = call.signal;
    return send<never>(method, urlOf(path, call.params), call.body, init);
  }
  return {
    GET: (path: string, call?: TypedCall) => dataOf(request('GET', path, call)),
    POST: (path: string, call?: TypedCall) => dataOf(request('POST', path, call)),
    PUT: (path: string, call?: TypedCall) => dataOf(request('PUT', path, call)),
    PATCH: (path: string, call?: TypedCall) => dataOf(request('PATCH', path, call)),
    DELETE: (path: string, call?: TypedCall) => dataOf(request('DELETE', path, call)),
    request: (method: HttpMethod, path: string, call?: TypedCall) => request(method, path, call),
  } as ApiClient;
}
