import { data, redirect } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { serverApi } from '../../../lib/api.server.ts';
import { expiredTokenCookie } from '../../../lib/forward-cookies.ts';
import { loginUrl } from '../../../lib/panels.ts';
import { hasSessionCookie } from '../../../lib/session.server.ts';
import type { BackInStockData } from './back-in-stock.tsx';

/** The intents of the «موجود شد خبرم کن» form. */
export const BACK_IN_STOCK_INTENTS = new Set(['stockAlert', 'stockAlertStop']);

/**
 * «موجود شد خبرم کن» and «دیگر خبرم نکن» on a product's page (issue 35), with or without JavaScript: the wait is the
 * signed-in buyer's own (PUT or DELETE /api/v1/me/stock-alerts/{product}?pricingId=); a visitor without a session
 * goes to sign in and comes back to the same variant.
 */
export async function backInStockAction(
  args: { request: Request; context: Parameters<typeof serverApi>[1]; url: URL },
  form: FormData,
) {
  const { request, context, url } = args;
  const pricing = Number(form.get('pricingId'));
  const back = loginUrl('general', `${url.pathname}${pricing > 0 ? `?variant=${pricing}` : ''}`);
  if (!hasSessionCookie(request)) throw redirect(back, 303);
  const product = Number(form.get('productId'));
  const alert = {
    params: { path: { productId: product }, query: pricing > 0 ? { pricingId: pricing } : {} },
  };
  const waiting = form.get('intent') === 'stockAlert';
  try {
    const api = serverApi(request, context);
    if (waiting) await api.PUT('/api/v1/me/stock-alerts/{productId}', alert);
    else await api.DELETE('/api/v1/me/stock-alerts/{productId}', alert);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      throw redirect(back, { status: 303, headers: { 'Set-Cookie': expiredTokenCookie(url) } });
    }
    if (error instanceof ApiError) return data<BackInStockData>({ error: error.message }, { status: error.status });
    throw error;
  }
  return { waiting, pricingId: pricing > 0 ? pricing : null } satisfies BackInStockData;
}
