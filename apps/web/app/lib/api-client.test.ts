import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from './api-client.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('createApiClient', () => {
  it('returns the parsed body of a 2xx answer', async () => {
    const api = createApiClient({ fetch: async () => json({ selectedCity: -1 }) });
    await expect(api.GET('/api/v1/app/initial-data')).resolves.toEqual({ selectedCity: -1 });
  });

  it('sends JSON bodies with their content type and the configured headers', async () => {
    const fetch = vi.fn(async (_path: string, _init?: RequestInit) => json({ id: 7 }, 201));
    const api = createApiClient({ fetch, headers: { cookie: 'token=abc', 'accept-language': 'fa' } });
    await api.POST('/api/v1/me/tickets', { body: { title: 'پرداخت', description: 'مبلغ کسر شد' } });
    const [path, init] = fetch.mock.calls[0]!;
    const headers = new Headers(init?.headers);
    expect(path).toBe('/api/v1/me/tickets');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"title":"پرداخت","description":"مبلغ کسر شد"}');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('cookie')).toBe('token=abc');
    expect(headers.get('accept-language')).toBe('fa');
  });

  it('turns the error shape into an ApiError with the status, code, message and fields', async () => {
    const body = {
      error: {
        code: 'validation',
        message: 'برخی از مقادیر وارد شده معتبر نیستند.',
        fields: { city_id: 'شهر را انتخاب کنید.' },
      },
    };
    const api = createApiClient({ fetch: async () => json(body, 422) });
    const error = await failureOf(api.POST('/api/v1/me/tickets', { body: { title: '', description: '' } }));
    expect(error.status).toBe(422);
    expect(error.code).toBe('validation');
    expect(error.message).toBe('برخی از مقادیر وارد شده معتبر نیستند.');
    expect(error.fields).toEqual({ city_id: 'شهر را انتخاب کنید.' });
  });

  it('keeps 401 and 403 distinguishable for the caller', async () => {
    const unauthenticated = { error: { code: 'unauthenticated', message: 'شما احراز هویت نشده‌اید.' } };
    const api = createApiClient({ fetch: async () => json(unauthenticated, 401) });
    const error = await failureOf(api.GET('/api/v1/me/tickets'));
    expect([error.status, error.code]).toEqual([401, 'unauthenticated']);
  });

  it('maps a rejected fetch (API unreachable) to status 503, code network, with the localized message', async () => {
    const api = createApiClient({
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
      messageFor: (code) => (code === 'network' ? 'خطا در اتصال به سرور' : code),
    });
    const error = await failureOf(api.GET('/api/v1/app/initial-data'));
    expect(error.status).toBe(503);
    expect(error.code).toBe('network');
    expect(error.message).toBe('خطا در اتصال به سرور');
  });

  it('treats a gateway error page without the error shape as a network failure', async () => {
    const api = createApiClient({ fetch: async () => new Response('<html>Bad Gateway</html>', { status: 502 }) });
    const error = await failureOf(api.GET('/api/v1/app/initial-data'));
    expect([error.status, error.code]).toEqual([503, 'network']);
  });

  it('derives the code from the status when an error answer has no error shape', async () => {
    const api = createApiClient({ fetch: async () => new Response('nope', { status: 404 }) });
    const error = await failureOf(api.GET('/api/v1/posts/{slug}', { params: { path: { slug: 'gone' } } }));
    expect([error.status, error.code]).toEqual([404, 'not_found']);
  });
});

describe('request (the call whose headers an action forwards)', () => {
  it('answers the body with the status and every Set-Cookie header of the response', async () => {
    const headers = new Headers({ 'content-type': 'application/json' });
    headers.append('set-cookie', 'token=abc; Path=/; HttpOnly');
    headers.append('set-cookie', 'other=1; Path=/');
    const api = createApiClient({ fetch: async () => new Response('{"created":true}', { status: 200, headers }) });
    const answer = await api.request('POST', '/api/v1/auth/login/otp', {
      body: { mobile: '09120000004', code: '1234' },
    });
    expect(answer.data).toEqual({ created: true });
    expect(answer.status).toBe(200);
    expect(answer.headers.getSetCookie()).toEqual(['token=abc; Path=/; HttpOnly', 'other=1; Path=/']);
  });

  it('answers a 204 with no body but its headers (logout clears the cookie)', async () => {
    const api = createApiClient({
      fetch: async () => new Response(null, { status: 204, headers: { 'set-cookie': 'token=; Max-Age=0; Path=/' } }),
    });
    const answer = await api.request('POST', '/api/v1/auth/logout');
    expect(answer.data).toBeUndefined();
    expect(answer.headers.getSetCookie()).toEqual(['token=; Max-Age=0; Path=/']);
  });
});

describe('the calls typed by the contract (ADR 0118)', () => {
  it('fills the path parameters, writes the query and answers the body', async () => {
    const fetch = vi.fn(async (_path: string, _init?: RequestInit) => json({ items: [], nextCursor: null }));
    const api = createApiClient({ fetch });
    const page = await api.GET('/api/v1/posts', {
      params: { query: { type: 'articles', perPage: 4, tag: undefined } },
    });
    expect(page.items).toEqual([]);
    await api.GET('/api/v1/posts/{slug}', { params: { path: { slug: 'سلام دنیا' } } });
    expect(fetch.mock.calls.map(([path]) => path)).toEqual([
      '/api/v1/posts?type=articles&perPage=4',
      `/api/v1/posts/${encodeURIComponent('سلام دنیا')}`,
    ]);
  });

  it('sends the body as JSON with the call’s own headers (an Idempotency-Key), and the status and headers on request', async () => {
    const fetch = vi.fn(async (_path: string, _init?: RequestInit) => json({ created: true }, 200));
    const api = createApiClient({ fetch, headers: { 'accept-language': 'en' } });
    await api.POST('/api/v1/me/payments/{id}/pay', {
      params: { path: { id: 12 } },
      body: { method: 'wallet' },
      headers: { 'idempotency-key': 'k-1' },
    });
    const [path, init] = fetch.mock.calls[0]!;
    const headers = new Headers(init?.headers);
    expect([path, init?.method, init?.body]).toEqual(['/api/v1/me/payments/12/pay', 'POST', '{"method":"wallet"}']);
    expect([headers.get('idempotency-key'), headers.get('accept-language')]).toEqual(['k-1', 'en']);

    const answer = await api.request('POST', '/api/v1/auth/login/otp', {
      body: { mobile: '09120000004', code: '12345', panel: 'general' },
    });
    expect([answer.status, answer.data]).toEqual([200, { created: true }]);
  });

  it('fails the type check on a path the API does not serve, a missing parameter or a wrong field', () => {
    const api = createApiClient({ fetch: async () => json({}) });
    // Only compiled, never called: these lines are what `tsc` refuses.
    const refused = () => [
      // @ts-expect-error: no such path
      api.GET('/api/v1/postz'),
      // @ts-expect-error: the slug is required
      api.GET('/api/v1/posts/{slug}'),
      // @ts-expect-error: not a query parameter of the posts list
      api.GET('/api/v1/posts', { params: { query: { pageSize: 4 } } }),
      // @ts-expect-error: GET only
      api.DELETE('/api/v1/posts'),
      /* eslint-disable no-restricted-syntax -- the refused call itself */
      // @ts-expect-error: the untyped calls are gone (the cast of an answer's type, ADR 0118)
      api.get<{ items: [] }>('/api/v1/posts'),
      /* eslint-enable no-restricted-syntax */
      // @ts-expect-error: an upload is sent as FormData, not as JSON
      api.POST('/api/v1/files', { body: { file: 'x' } }),
    ];
    expect(typeof refused).toBe('function');
  });

  it('throws the same ApiError on a failed typed call', async () => {
    const body = { error: { code: 'not_found', message: 'Not found.' } };
    const api = createApiClient({ fetch: async () => json(body, 404) });
    const error = await failureOf(api.GET('/api/v1/posts/{slug}', { params: { path: { slug: 'gone' } } }));
    expect([error.status, error.code, error.message]).toEqual([404, 'not_found', 'Not found.']);
  });
});
