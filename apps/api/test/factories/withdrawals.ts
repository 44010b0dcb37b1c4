import type { App } from '../../src/http/types.ts';

/** A SHABA whose mod-97 check holds (IR + 24 digits). */
export const VALID_SHABA = 'IR820540102680020817909002';
/** Another valid SHABA (the domain's own example). */
export const OTHER_SHABA = 'IR062960000000100324200001';

/** The HTTP steps of withdrawals, as the web and the phone apps take them. */
export function withdrawalSteps(app: App) {
  const request = (cookie: string, payload: Record<string, unknown>, key?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/me/withdrawals',
      headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) },
      payload,
    });
  const allowance = (cookie: string) => app.inject({ url: '/api/v1/me/withdrawals/allowance', headers: { cookie } });
  const mine = (cookie: string, query = '') =>
    app.inject({ url: `/api/v1/me/withdrawals${query}`, headers: { cookie } });
  const one = (cookie: string, id: number) => app.inject({ url: `/api/v1/me/withdrawals/${id}`, headers: { cookie } });
  const cancel = (cookie: string, id: number) =>
    app.inject({ method: 'DELETE', url: `/api/v1/me/withdrawals/${id}`, headers: { cookie } });
  const review = (cookie: string, id: number, payload: Record<string, unknown>, locale = 'fa') =>
    app.inject({
      method: 'POST',
      url: `/api/v1/manager/withdrawals/${id}/review`,
      headers: { cookie, 'accept-language': locale },
      payload,
    });
  const approve = (cookie: string, id: number, trackingNumber = '۱۴۰۳۰۵۱۲۰۰۰۱') =>
    review(cookie, id, { decision: 'approve', trackingNumber });
  return { request, allowance, mine, one, cancel, review, approve };
}
