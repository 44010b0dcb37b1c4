import { describe, expect, it, vi } from 'vitest';
import type { AppLoadContext } from 'react-router';
import type { Me } from '@shahrbazar/domain/api/user.schema';
import { ApiError } from './api-client.ts';
import { getMe, panelFailure, requireSession } from './session.server.ts';

const me = (kind: Me['kind']) => ({ user: { id: 4, name: 'مشتری' }, kind }) as unknown as Me;

function argsFor(path: string, answer: () => Response, cookie = 'token=t1; locale=fa') {
  const apiFetch = vi.fn(async (_path: string, _init?: RequestInit) => answer());
  const url = new URL(path, 'http://shahrbazar.test');
  const request = new Request(url, { headers: cookie ? { cookie } : {} });
  return { args: { request, context: { apiFetch } as AppLoadContext, url }, apiFetch };
}

const unauthenticated = () =>
  Response.json({ error: { code: 'unauthenticated', message: 'شما احراز هویت نشده‌اید.' } }, { status: 401 });

/** The status of a thrown route error (`throw data(null, { status })`, before the router wraps it). */
const routeErrorStatus = (thrown: unknown) => (thrown as { init?: ResponseInit } | undefined)?.init?.status;

/** What a guard threw: the redirect Response. */
async function thrown(promise: Promise<unknown>): Promise<Response> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Response);
  return error as Response;
}

describe('requireSession', () => {
  it('returns the user of a session of the right kind', async () => {
    const { args } = argsFor('/panel/profile', () => Response.json(me('general')));
    await expect(requireSession(args, 'general')).resolves.toMatchObject({ kind: 'general' });
  });

  it('without a session cookie redirects to the login page without calling the API', async () => {
    const { args, apiFetch } = argsFor('/panel/profile', () => Response.json(me('general')), '');
    const response = await thrown(requireSession(args, 'general'));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/auth/panel/login?redirectTo=%2Fpanel%2Fprofile');
    expect(apiFetch).not.toHaveBeenCalled();
  });

  it('with a cookie the API no longer knows redirects to login and expires that cookie', async () => {
    const { args } = argsFor('/panel/referral', unauthenticated);
    const response = await thrown(requireSession(args, 'general'));
    expect(response.headers.get('location')).toBe('/auth/panel/login?redirectTo=%2Fpanel%2Freferral');
    expect(response.headers.getSetCookie()[0]).toMatch(/^token=; Path=\/; Max-Age=0/);
  });

  it('sends an agent session opening /panel to the user panel login, and a general one opening /agent to the agent login', async () => {
    const agent = argsFor('/panel/dashboard', () => Response.json(me('agent')));
    expect((await thrown(requireSession(agent.args, 'general'))).headers.get('location')).toBe(
      '/auth/panel/login?redirectTo=%2Fpanel%2Fdashboard',
    );
    const general = argsFor('/agent/dashboard', () => Response.json(me('general')));
    expect((await thrown(requireSession(general.args, 'agent'))).headers.get('location')).toBe(
      '/auth/agent/login?redirectTo=%2Fagent%2Fdashboard',
    );
    const manager = argsFor('/manager/dashboard', () => Response.json(me('general')));
    expect((await thrown(requireSession(manager.args, 'manager'))).headers.get('location')).toBe(
      '/auth/manager/login?redirectTo=%2Fmanager%2Fdashboard',
    );
  });

  it('shows the error screen, not the login page, when the API cannot be reached', async () => {
    const { args } = argsFor('/panel/dashboard', () => new Response('bad gateway', { status: 502 }));
    const error = await requireSession(args, 'general').catch((e: unknown) => e);
    expect(routeErrorStatus(error)).toBe(503);
  });
});

describe('getMe', () => {
  it('asks the API once per page request, however many loaders want it', async () => {
    const { args, apiFetch } = argsFor('/panel/profile', () => Response.json(me('general')));
    await Promise.all([getMe(args.request, args.context), getMe(args.request, args.context)]);
    expect(apiFetch).toHaveBeenCalledTimes(1);
    expect(apiFetch.mock.calls[0]![0]).toBe('/api/v1/auth/me');
  });
});

describe('panelFailure', () => {
  it('sends a 401 of a panel call to the login page and back', () => {
    const { args } = argsFor('/panel/myDocuments', unauthenticated);
    const fail = panelFailure(args, 'general');
    let caught: unknown;
    try {
      fail(new ApiError(401, 'unauthenticated', 'شما احراز هویت نشده‌اید.'));
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(Response);
    expect((caught as Response).headers.get('location')).toBe('/auth/panel/login?redirectTo=%2Fpanel%2FmyDocuments');
  });

  it('turns a 403 into the route error with its status (the "not authorized" screen)', () => {
    const { args } = argsFor('/panel/myDocuments', unauthenticated);
    let caught: unknown;
    try {
      panelFailure(args, 'general')(new ApiError(403, 'forbidden', 'شما مجوز دسترسی به این بخش را ندارید.'));
    } catch (error) {
      caught = error;
    }
    expect(routeErrorStatus(caught)).toBe(403);
  });
});
