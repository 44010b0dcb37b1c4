import { describe, expect, it, vi } from 'vitest';
import type { AppLoadContext } from 'react-router';
import type { Me } from '@shahrbazar/domain/api/user.schema';
import routes from '../../routes.ts';
import { MANAGER } from './access.ts';
import { deleteRecordAction, deleteRecordLoader } from './delete-record.server.ts';
import { DELETE_SEGMENTS } from './resource/deletes.server.ts';

const policies = Object.values(MANAGER);
const manager = { user: { id: 1, name: 'مدیر' }, kind: 'manager', policies } as unknown as Me;

/** A delete page's arguments at `path`, the API answering each call by its path (the session, the record, the delete). */
function argsFor(path: string, method: 'GET' | 'POST', answers: Record<string, () => Response>, redirectTo?: string) {
  const apiFetch = vi.fn(async (apiPath: string, init?: RequestInit) => {
    if (apiPath === '/api/v1/auth/me') return Response.json(manager);
    const answer = answers[`${init?.method ?? 'GET'} ${apiPath}`];
    if (!answer) throw new Error(`unexpected ${init?.method ?? 'GET'} ${apiPath}`);
    return answer();
  });
  const url = new URL(path, 'http://shahrbazar.test');
  const body = redirectTo === undefined ? undefined : new URLSearchParams({ redirectTo });
  const request = new Request(url, { method, body, headers: { cookie: 'token=t1; locale=fa' } });
  const id = path.split('/')[3];
  return { args: { request, context: { apiFetch } as AppLoadContext, url, params: { id } }, apiFetch };
}

const deleted = () => new Response(null, { status: 204 });

/** Every path of the route table, nested routes joined to their parents'. */
function paths(entries: readonly { path?: string; children?: readonly unknown[] }[], base = ''): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? base : `${base}/${entry.path}`;
    const children = (entry.children ?? []) as { path?: string; children?: readonly unknown[] }[];
    return [path, ...paths(children, path)];
  });
}

describe('the back office deletes', () => {
  it('declares a delete for every /manager/<segment>/:id/delete address of the route table, and no other', () => {
    const addresses = paths(routes).filter((path) => /^\/manager\/[^/]+\/:id\/delete$/.test(path));
    expect(addresses.map((path) => path.split('/')[2]).sort()).toEqual([...DELETE_SEGMENTS].sort());
    expect(addresses).toHaveLength(19);
  });

  it('asks about the record by its name, counting what it holds in Persian digits', async () => {
    const { args } = argsFor('/manager/state/4/delete', 'GET', {
      'GET /api/v1/manager/states/4': () => Response.json({ id: 4, name: 'فارس', cityCount: 12 }),
    });
    const page = await deleteRecordLoader(args);
    expect(page.title.key).toBe('geo.manager.states.delete');
    expect(page.message).toEqual({
      key: 'geo.manager.states.confirmDeleteWithCities',
      values: { name: 'فارس', n: '۱۲' },
    });
    expect(page.back).toBe('/manager/states');
  });

  it('names a listing by its vertical’s noun, and an unknown vertical as an ad', async () => {
    const booth = argsFor('/manager/listing/5/delete', 'GET', {
      'GET /api/v1/manager/listings/5': () => Response.json({ id: 5, vertical: 'booth', title: 'غرفه نمونه' }),
    });
    expect((await deleteRecordLoader(booth.args)).title).toEqual({
      key: 'listings.manager.deleteTitle',
      values: { noun: 'غرفه', Noun: 'غرفه' },
    });
    const other = argsFor('/manager/listing/6/delete', 'GET', {
      'GET /api/v1/manager/listings/6': () => Response.json({ id: 6, vertical: 'unknown', title: 'x' }),
    });
    expect((await deleteRecordLoader(other.args)).title.values).toEqual({ noun: 'آگهی', Noun: 'آگهی' });
  });

  it('goes back to the list the delete was asked from, with the «deleted» notice', async () => {
    const { args, apiFetch } = argsFor(
      '/manager/tag/7/delete',
      'POST',
      { 'DELETE /api/v1/manager/tags/7': deleted },
      '/manager/tags?page=2',
    );
    const response = (await deleteRecordAction(args)) as Response;
    expect(apiFetch).toHaveBeenCalledWith('/api/v1/manager/tags/7', expect.objectContaining({ method: 'DELETE' }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/manager/tags?page=2&notice=deleted');
  });

  it('leaves the deleted record’s own page for its list', async () => {
    const { args } = argsFor(
      '/manager/tag/7/delete',
      'POST',
      { 'DELETE /api/v1/manager/tags/7': deleted },
      '/manager/tag/7/edit',
    );
    const response = (await deleteRecordAction(args)) as Response;
    expect(response.headers.get('location')).toBe('/manager/tags?notice=deleted');
  });

  it('returns a sub category to its parent category’s page, read before it is deleted', async () => {
    const { args } = argsFor(
      '/manager/subCategory/9/delete',
      'POST',
      {
        'GET /api/v1/manager/sub-categories/9': () =>
          Response.json({ id: 9, title: 'گوشی', type: 1, generalCategoryId: 3 }),
        'DELETE /api/v1/manager/sub-categories/9': deleted,
      },
      '/manager/subCategory/9',
    );
    const response = (await deleteRecordAction(args)) as Response;
    expect(response.headers.get('location')).toBe('/manager/category/3?notice=deleted');
  });

  it('shows the API’s refusal on the page', async () => {
    const { args } = argsFor(
      '/manager/package/2/delete',
      'POST',
      {
        'DELETE /api/v1/manager/packages/2': () =>
          Response.json({ error: { code: 'conflict', message: 'در اشتراک است' } }, { status: 409 }),
      },
      '/manager/packages',
    );
    const result = await deleteRecordAction(args);
    expect(JSON.stringify(result)).toContain('در اشتراک است');
  });

  it('answers 404 for an address that declares no delete', async () => {
    const { args } = argsFor('/manager/payment/3/delete', 'GET', {});
    const thrown = await deleteRecordLoader(args).catch((error: unknown) => error);
    expect((thrown as { init?: ResponseInit }).init?.status).toBe(404);
  });
});
