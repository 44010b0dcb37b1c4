import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { serverApi } from './api.server.ts';
import { ApiError } from './api-client.ts';

const ok = () => Response.json({ siteTexts: {}, selectedCity: -1, priceUnit: 'تومان' });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('serverApi', () => {
  it('calls the API in-process through context.apiFetch, forwarding the cookie and asking for the chosen locale', async () => {
    const apiFetch = vi.fn(async (_path: string, _init?: RequestInit) => ok());
    const request = new Request('http://shahrbazar.test/', {
      headers: { cookie: 'token=t1; locale=en', 'accept-language': 'fa-IR,fa;q=0.9' },
    });
    await serverApi(request, { apiFetch } as AppLoadContext).GET('/api/v1/app/initial-data');
    const [path, init] = apiFetch.mock.calls[0]!;
    const headers = new Headers(init?.headers);
    expect(path).toBe('/api/v1/app/initial-data');
    expect(headers.get('cookie')).toBe('token=t1; locale=en');
    // The locale cookie wins over the browser's Accept-Language.
    expect(headers.get('accept-language')).toBe('en');
  });

  it('falls back to fetch(API_URL + path) when there is no apiFetch in the load context', async () => {
    vi.stubEnv('API_URL', 'http://api.internal:4000');
    const fetch = vi.fn(async (_url: URL | string, _init?: RequestInit) => ok());
    vi.stubGlobal('fetch', fetch);
    await serverApi(new Request('http://shahrbazar.test/'), {} as AppLoadContext).GET('/api/v1/app/initial-data');
    expect(String(fetch.mock.calls[0]![0])).toBe('http://api.internal:4000/api/v1/app/initial-data');
  });

  it('reports an unreachable API as network error with the Persian catalogue message by default', async () => {
    const apiFetch = async () => {
      throw new TypeError('connect ECONNREFUSED');
    };
    const error = await serverApi(new Request('http://shahrbazar.test/'), { apiFetch } as AppLoadContext)
      .GET('/api/v1/app/initial-data')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('network');
    expect((error as ApiError).message).toBe('خطا در اتصال به سرور');
  });
});
