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
    await expect(api.get<{ selectedCity: number }>('/api/v1/app/initial-data')).resolves.toEqual({ selectedCity: -1 });
  });

  it('sends JSON bodies with their content type and the configured headers', async () => {
    const fetch = vi.fn(async (_path: string, _init?: RequestInit) => json({ id: 7 }, 201));
    const api = createApiClient({ fetch, headers: { cookie: 'token=abc', 'accept-language': 'fa' } });
    await api.post('/api/v1/ads', { city_id: 3 });
    const [path, init] = fetch.mock.calls[0]!;
    const headers = new Headers(init?.headers);
    expect(path).toBe('/api/v1/ads');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"city_id":3}');
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
    const error = await failureOf(api.post('/api/v1/ads', {}));
    expect(error.status).toBe(422);
    expect(error.code).toBe('validation');
    expect(error.message).toBe('برخی از مقادیر وارد شده معتبر نیستند.');
    expect(error.fields).toEqual({ city_id: 'شهر را انتخاب کنید.' });
  });

  it('keeps 401 and 403 distinguishable for the caller', async () => {
    const unauthenticated = { error: { code: 'unauthenticated', message: 'شما احراز هویت نشده‌اید.' } };
    const api = createApiClient({ fetch: async () => json(unauthenticated, 401) });
    const error = await failureOf(api.get('/api/v1/panel/dashboard'));
    expect([error.status, error.code]).toEqual([401, 'unauthenticated']);
  });

  it('maps a rejected fetch (API unreachable) to status 503, code network, with the localized message', async () => {
    const api = createApiClient({
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
      messageFor: (code) => (code === 'network' ? 'خطا در اتصال به سرور' : code),
    });
    const error = await failureOf(api.get('/api/v1/app/initial-data'));
    expect(error.status).toBe(503);
    expect(error.code).toBe('network');
    expect(error.message).toBe('خطا در اتصال به سرور');
  });

  it('treats a gateway error page without the error shape as a network failure', async () => {
    const api = createApiClient({ fetch: async () => new Response('<html>Bad Gateway</html>', { status: 502 }) });
    const error = await failureOf(api.get('/api/v1/app/initial-data'));
    expect([error.status, error.code]).toEqual([503, 'network']);
  });

  it('derives the code from the status when an error answer has no error shape', async () => {
    const api = createApiClient({ fetch: async () => new Response('nope', { status: 404 }) });
    const error = await failureOf(api.get('/api/v1/nothing'));
    expect([error.status, error.code]).toEqual([404, 'not_found']);
  });
});
