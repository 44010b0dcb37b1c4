import { describe, expect, it, vi } from 'vitest';
import type { AppLoadContext } from 'react-router';
import type { Me } from '@shahrbazar/domain/api/user.schema';
import { MANAGER } from '../access.ts';
import { resourceExportLoader } from './export.server.ts';

const city = (id: number, name: string, latitude = 0) => ({
  id,
  state_id: 3,
  stateName: 'اردبیل',
  name,
  nameEn: '',
  slug: `c${id}`,
  latitude,
  longitude: latitude,
  userCount: 1200,
});

/** The export at `path`, the API answering the session and the cities list by page (two pages of the filter). */
function exportOf(path: string, policies = Object.values(MANAGER)) {
  const manager = { user: { id: 1, name: 'مدیر' }, kind: 'manager', policies } as unknown as Me;
  const apiFetch = vi.fn(async (apiPath: string) => {
    if (apiPath === '/api/v1/auth/me') return Response.json(manager);
    const query = new URL(apiPath, 'http://api.test').searchParams;
    const page = Number(query.get('page'));
    const items = page === 1 ? [city(1, 'اردبیل', 38.25), city(2, 'نمین, مرکز')] : [city(3, 'سرعین')];
    return Response.json({ items, total: 3, currentPage: page, perPage: 100, lastPage: 2 });
  });
  const url = new URL(path, 'http://shahrbazar.test');
  const request = new Request(url, { headers: { cookie: 'token=t1; locale=fa' } });
  return { run: () => resourceExportLoader({ request, context: { apiFetch } as AppLoadContext, url }), apiFetch };
}

describe('the CSV export of a declared list', () => {
  it('downloads every row of the filter, page after page, as the page shows them, for Excel', async () => {
    const { run, apiFetch } = exportOf('/manager/cities/export.csv?state_id=3&textSearch=x&page=4');
    const response = await run();
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain('attachment; filename="cities.csv"');
    const requested = apiFetch.mock.calls.map(([path]) => path).filter((path) => path.includes('/cities'));
    expect(requested).toHaveLength(2);
    expect(requested[0]).toContain('state_id=3');
    expect(requested[0]).toContain('perPage=100');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split('\r\n');
    expect(lines[0]).toBe('ردیف,نام شهر,استان,نامک,مختصات,کاربران');
    expect(lines[1]).toBe('۱,اردبیل,اردبیل,c1,۳۸٫۲۵، ۳۸٫۲۵,۱۲۰۰');
    expect(lines[2]).toBe('۲,"نمین, مرکز",اردبیل,c2,,۱۲۰۰');
    expect(lines[3]?.startsWith('۱۰۱,سرعین')).toBe(true);
  });

  it('is refused without the list’s permission', async () => {
    const { run } = exportOf('/manager/cities/export.csv', []);
    const thrown = await run().catch((error: unknown) => error);
    expect((thrown as { init?: ResponseInit }).init?.status).toBe(403);
  });
});
