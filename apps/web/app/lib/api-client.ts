import type { ErrorCode, ErrorResponse } from '@shahrbazar/domain/api/error.schema';
import type { ApiFetch } from './load-context.ts';

/**
 * The one HTTP client of the web app, used by server loaders (see api.server.ts) and in the browser.
 * Types only from the domain package: no zod in the browser bundle.
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

export interface ApiClient {
  /**
   * Any call, answering the body together with the response's status and headers (sign-in, sign-out and the like,
   * whose Set-Cookie the action must pass on: see forward-cookies.ts). The methods below answer the body only.
   */
  send<T>(method: HttpMethod, path: string, body?: unknown, init?: RequestInit): Promise<ApiResponse<T>>;
  get<T>(path: string, init?: RequestInit): Promise<T>;
  post<T>(path: string, body?: unknown, init?: RequestInit): Promise<T>;
  put<T>(path: string, body?: unknown, init?: RequestInit): Promise<T>;
  patch<T>(path: string, body?: unknown, init?: RequestInit): Promise<T>;
  delete<T>(path: string, init?: RequestInit): Promise<T>;
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

async function readJson(response: Response): Promise<unknown> {
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

    let response: Response;
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
  return {
    send,
    get: <T>(path: string, init?: RequestInit) => dataOf(send<T>('GET', path, undefined, init)),
    post: <T>(path: string, payload?: unknown, init?: RequestInit) => dataOf(send<T>('POST', path, payload, init)),
    put: <T>(path: string, payload?: unknown, init?: RequestInit) => dataOf(send<T>('PUT', path, payload, init)),
    patch: <T>(path: string, payload?: unknown, init?: RequestInit) => dataOf(send<T>('PATCH', path, payload, init)),
    delete: <T>(path: string, init?: RequestInit) => dataOf(send<T>('DELETE', path, undefined, init)),
  };
}
