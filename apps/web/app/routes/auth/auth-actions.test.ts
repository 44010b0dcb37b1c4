import { describe, expect, it, vi } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { action as login } from './login.tsx';
import { action as logout } from './logout.ts';

// The sign-in and sign-out actions call the API on the server: the browser only gets the session cookie if the
// action copies the API's Set-Cookie onto its own response. These tests fail when that forwarding breaks.

const SESSION_COOKIE = 'token=s3cr3t; Path=/; Expires=Fri, 31 Dec 9999 23:59:59 GMT; HttpOnly; SameSite=Lax';

function post(
  path: string,
  fields: Record<string, string>,
  answer: (apiPath: string, init?: RequestInit) => Response,
  cookie = '',
) {
  const apiFetch = vi.fn(async (apiPath: string, init?: RequestInit) => answer(apiPath, init));
  const url = new URL(path, 'http://shahrbazar.test');
  const request = new Request(url, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: cookie ? { cookie } : {},
  });
  const args = { request, context: { apiFetch } as AppLoadContext, url, params: {}, pattern: path };
  return { args: args as never, apiFetch };
}

const signedIn = () => {
  const headers = new Headers({ 'content-type': 'application/json', 'x-request-id': 'abc12345' });
  headers.append('set-cookie', SESSION_COOKIE);
  return new Response(JSON.stringify({ kind: 'general', created: true }), { status: 200, headers });
};

describe('login action', () => {
  it('forwards the session cookie and goes to the same-site redirectTo after a code login', async () => {
    const { args, apiFetch } = post(
      '/auth/panel/login?redirectTo=%2Fpanel%2Fprofile',
      { intent: 'code', mobile: '۰۹۳۶۱۲۳۴۵۶۷', code: '۱۲۳۴۵۶', redirectTo: '/panel/profile', referralId: 'r9' },
      signedIn,
    );
    const response = (await login(args)) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/panel/profile');
    expect(response.headers.getSetCookie()).toEqual([SESSION_COOKIE]);
    expect(response.headers.get('x-request-id')).toBeNull();
    const [path, init] = apiFetch.mock.calls[0]!;
    expect(path).toBe('/api/v1/auth/login/otp');
    expect(JSON.parse(String(init?.body))).toEqual({
      mobile: '09361234567',
      code: '123456',
      panel: 'general',
      referralId: 'r9',
    });
  });

  it('never follows a redirectTo to another site', async () => {
    const { args } = post(
      '/auth/agent/login',
      {
        intent: 'password',
        username: '09120000003',
        password: 'x',
        captchaId: 'c',
        captchaCode: '1',
        redirectTo: '//evil.example',
      },
      signedIn,
    );
    const response = (await login(args)) as Response;
    expect(response.headers.get('location')).toBe('/agent/dashboard');
    expect(response.headers.getSetCookie()).toEqual([SESSION_COOKIE]);
  });

  it('shows the API message and a new captcha after a refused password login, without a cookie', async () => {
    let call = 0;
    const { args } = post(
      '/auth/manager/login',
      { intent: 'password', username: 'admin@shahrbazar.example', password: 'x', captchaId: 'c1', captchaCode: '12' },
      () =>
        ++call === 1
          ? Response.json(
              {
                error: {
                  code: 'validation',
                  message: 'خطا',
                  fields: { captchaCode: 'کد امنیتی اشتباه است یا منقضی شده است.' },
                },
              },
              { status: 422 },
            )
          : Response.json({ captchaId: 'c2', image: 'data:image/png;base64,AA', expiresIn: 300 }),
    );
    const result = (await login(args)) as unknown as { data: Record<string, unknown>; init: ResponseInit };
    expect(result.init.status).toBe(422);
    expect(result.data).toMatchObject({
      step: 'password',
      failure: { fields: { captchaCode: 'کد امنیتی اشتباه است یا منقضی شده است.' } },
      captcha: { captchaId: 'c2' },
    });
  });

  it("passes the API's device cookie on to the browser when a code is sent (codes are throttled per browser)", async () => {
    const device = 'device=AAAAAAAAAAAAAAAAAAAAAA; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax';
    const { args } = post('/auth/panel/login', { intent: 'otp', mobile: '09361234567' }, () => {
      const headers = new Headers({ 'content-type': 'application/json' });
      headers.append('set-cookie', device);
      return new Response(JSON.stringify({ sent: true, expiresIn: 120, resendIn: 60 }), { status: 200, headers });
    });
    const result = (await login(args)) as unknown as { data: Record<string, unknown>; init: ResponseInit };
    expect(result.data).toMatchObject({ step: 'code', mobile: '09361234567', resendIn: 60 });
    expect(new Headers(result.init.headers).getSetCookie()).toEqual([device]);
  });

  // Proof of work (ADR 0091): what the sign-in form shows and sends when the API asks a busy address for work.
  const POW = { challenge: 'AAAAAAAAAAAAAAAAAAAAAA.12.1767225600000.mac', bits: 12, expiresIn: 300 };
  const refusal = (fields: Record<string, string>, status = 422) =>
    Response.json(
      { error: { code: status === 429 ? 'rate_limited' : 'validation', message: 'خطا', fields } },
      { status },
    );

  it('shows a challenge to work on when the API asks for the work, beside the captcha', async () => {
    const { args } = post('/auth/panel/login', { intent: 'otp', mobile: '09361234567' }, (apiPath) =>
      apiPath === '/api/v1/auth/otp'
        ? refusal({ captchaCode: 'کد امنیتی الزامی است.', powNonce: 'بررسی امنیتی لازم است.' })
        : apiPath === '/api/v1/auth/pow'
          ? Response.json(POW)
          : Response.json({ captchaId: 'c2', image: 'data:image/png;base64,AA', expiresIn: 300 }),
    );
    const result = (await login(args)) as unknown as { data: Record<string, unknown>; init: ResponseInit };
    expect(result.init.status).toBe(422);
    expect(result.data).toMatchObject({ step: 'mobile', captcha: { captchaId: 'c2' }, proof: { pow: POW } });
  });

  it('sends the work the browser did, and keeps it (unspent) when only the captcha was wrong', async () => {
    const { args, apiFetch } = post(
      '/auth/panel/login',
      {
        intent: 'otp',
        mobile: '09361234567',
        captchaId: 'c1',
        captchaCode: '۱۲',
        powChallenge: POW.challenge,
        powBits: '12',
        powNonce: '4711',
      },
      (apiPath) =>
        apiPath === '/api/v1/auth/otp'
          ? refusal({ captchaCode: 'کد امنیتی اشتباه است یا منقضی شده است.' })
          : Response.json({ captchaId: 'c2', image: 'data:image/png;base64,AA', expiresIn: 300 }),
    );
    const result = (await login(args)) as unknown as { data: Record<string, unknown> };
    const sent = apiFetch.mock.calls.find(([apiPath]) => apiPath === '/api/v1/auth/otp')!;
    expect(JSON.parse(String(sent[1]?.body))).toMatchObject({ powChallenge: POW.challenge, powNonce: '4711' });
    expect(result.data).toMatchObject({ proof: { pow: { challenge: POW.challenge, bits: 12 }, nonce: '4711' } });
  });

  it('without a script the form comes back without the work: the server waits instead, then asks for the code', async () => {
    const { args, apiFetch } = post(
      '/auth/panel/login',
      { intent: 'otp', mobile: '09361234567', powChallenge: POW.challenge, powBits: '12', powNonce: '' },
      (apiPath) =>
        apiPath === '/api/v1/auth/pow/wait'
          ? Response.json({ nonce: 'w.1767225601000.mac', waitSeconds: 0 })
          : Response.json({ sent: true, expiresIn: 120, resendIn: 60 }),
    );
    const result = (await login(args)) as unknown as { data: Record<string, unknown> };
    expect(apiFetch.mock.calls.map(([apiPath]) => apiPath)).toEqual(['/api/v1/auth/pow/wait', '/api/v1/auth/otp']);
    expect(JSON.parse(String(apiFetch.mock.calls[1]![1]?.body))).toMatchObject({ powNonce: 'w.1767225601000.mac' });
    expect(result.data).toMatchObject({ step: 'code' });
  });

  it('says how long to wait when another browser of the address is waiting, and keeps the challenge', async () => {
    const { args } = post(
      '/auth/panel/login',
      { intent: 'otp', mobile: '09361234567', powChallenge: POW.challenge, powBits: '12', powNonce: '' },
      () => refusal({}, 429),
    );
    const result = (await login(args)) as unknown as { data: Record<string, unknown>; init: ResponseInit };
    expect(result.init.status).toBe(429);
    expect(result.data).toMatchObject({ step: 'mobile', proof: { pow: { challenge: POW.challenge } } });
  });

  it('checks empty inputs itself and answers the catalogue text without calling the API', async () => {
    const { args, apiFetch } = post('/auth/panel/login', { intent: 'otp', mobile: '' }, signedIn);
    const result = (await login(args)) as unknown as { data: Record<string, unknown> };
    expect(result.data).toMatchObject({ step: 'mobile', failure: { fields: { mobile: 'شماره موبایل الزامی است.' } } });
    expect(apiFetch).not.toHaveBeenCalled();
  });
});

describe('logout action', () => {
  it('forwards the cleared cookie and lands on the site root', async () => {
    const { args, apiFetch } = post(
      '/auth/logout',
      {},
      () => new Response(null, { status: 204, headers: { 'set-cookie': 'token=; Max-Age=0; Path=/; HttpOnly' } }),
      'token=s3cr3t',
    );
    const response = (await logout(args)) as Response;
    expect(apiFetch.mock.calls[0]![0]).toBe('/api/v1/auth/logout');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
    expect(response.headers.getSetCookie()).toEqual(['token=; Max-Age=0; Path=/; HttpOnly']);
  });

  it('still clears a cookie the API no longer knows', async () => {
    const { args } = post(
      '/auth/logout',
      {},
      () => Response.json({ error: { code: 'unauthenticated', message: 'x' } }, { status: 401 }),
      'token=old',
    );
    const response = (await logout(args)) as Response;
    expect(response.headers.get('location')).toBe('/');
    expect(response.headers.getSetCookie()[0]).toMatch(/^token=; Path=\/; Max-Age=0/);
  });
});
