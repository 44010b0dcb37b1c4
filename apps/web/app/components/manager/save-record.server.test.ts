import { describe, expect, it, vi } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { saveRecordAction, savedRedirect, type SaveTarget } from './save-record.server.ts';

/** An action's arguments on `path`, the API answering every call with `answer`. */
function argsFor(path: string, answer: () => Response) {
  const apiFetch = vi.fn(async (_path: string, _init?: RequestInit) => answer());
  const url = new URL(path, 'http://shahrbazar.test');
  const request = new Request(url, { method: 'POST', headers: { cookie: 'token=t1; locale=fa' } });
  return { args: { request, context: { apiFetch } as AppLoadContext, url }, apiFetch };
}

const body = { title: 'لپ تاپ' };
const target = (id: number | undefined): SaveTarget => ({
  id,
  create: (api) => api.POST('/api/v1/manager/tags', { body }),
  update: (api, key) => api.PUT('/api/v1/manager/tags/{id}', { params: { path: { id: key } }, body }),
  createdPage: '/manager/tags',
  values: { title: 'لپ تاپ', slug: '' },
});

describe('savedRedirect', () => {
  it('sends the browser back to the page it saved (303), its other parameters kept and the notice now «saved»', () => {
    const response = savedRedirect({
      url: new URL('http://shahrbazar.test/manager/settings/texts?group=a&notice=created'),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/manager/settings/texts?group=a&notice=saved');
  });
});

describe('saveRecordAction', () => {
  it('updates an existing record, then has its page read again with «saved» (Post/Redirect/Get)', async () => {
    const { args, apiFetch } = argsFor('/manager/tag/7/edit', () => Response.json({ id: 7, title: 'لپ تاپ' }));
    const response = await saveRecordAction(args, target(7));
    expect(apiFetch).toHaveBeenCalledWith('/api/v1/manager/tags/7', expect.objectContaining({ method: 'PUT' }));
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).status).toBe(303);
    expect((response as Response).headers.get('location')).toBe('/manager/tag/7/edit?notice=saved');
  });

  it('creates a new record and returns to its list with «created»', async () => {
    const { args, apiFetch } = argsFor('/manager/tag/create', () => Response.json({ id: 8 }, { status: 201 }));
    const response = (await saveRecordAction(args, target(undefined))) as Response;
    expect(apiFetch).toHaveBeenCalledWith('/api/v1/manager/tags', expect.objectContaining({ method: 'POST' }));
    expect(response.headers.get('location')).toBe('/manager/tags?notice=created');
  });

  it('answers a refusal with its status, the API’s words and what was typed, without leaving the page', async () => {
    const refusal = {
      code: 'validation',
      message: 'برخی مقادیر معتبر نیستند.',
      fields: { slug: 'این نامک قبلاً ثبت شده است.' },
    };
    const { args } = argsFor('/manager/tag/7/edit?notice=saved', () =>
      Response.json({ error: refusal }, { status: 422 }),
    );
    const answer = await saveRecordAction(args, target(7));
    expect(answer).not.toBeInstanceOf(Response);
    expect(answer).toMatchObject({
      init: { status: 422 },
      data: { values: { title: 'لپ تاپ', slug: '' }, failure: { fields: { slug: 'این نامک قبلاً ثبت شده است.' } } },
    });
  });

  it('keeps beside what was typed what else the form draws again after a refusal (a role’s ticked permissions)', async () => {
    const refusal = { code: 'validation', message: 'برخی مقادیر معتبر نیستند.', fields: { title: 'تکراری است.' } };
    const { args } = argsFor('/manager/role/3/edit', () => Response.json({ error: refusal }, { status: 422 }));
    const answer = await saveRecordAction(args, { ...target(3), kept: { policies: [4, 9] } });
    expect(answer).toMatchObject({
      init: { status: 422 },
      data: { values: { title: 'لپ تاپ', slug: '' }, policies: [4, 9], failure: { fields: { title: 'تکراری است.' } } },
    });
  });
});
