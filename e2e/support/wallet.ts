import { type APIRequestContext, type Page } from '@playwright/test';
import { expect } from './expect.ts';

/**
 * Pays one of the signed-in user's payments at the sandbox bank through the API and comes back to the site as the
 * bank sends the browser back (the payment's own screens are the payments journey's).
 */
export async function payAtBank(api: APIRequestContext, paymentId: number) {
  const started = await api.post(`/api/v1/me/payments/${paymentId}/pay`, { data: { method: 'online' } });
  expect(started.ok(), await started.text()).toBe(true);
  const authority = ((await started.json()) as { redirectUrl: string }).redirectUrl.split('/').pop();
  const bank = await api.post(`/api/v1/sandbox-bank/${authority}`, { data: { outcome: 'pay' } });
  const back = new URL(((await bank.json()) as { redirect: string }).redirect);
  await api.get(`${back.pathname}${back.search}`);
}

/** Charges the signed-in page's wallet at the sandbox bank (the wallet's own journey covers its screens). */
export async function chargeWallet(page: Page, amount: number) {
  const charge = await page.request.post('/api/v1/me/payments', { data: { type: 2, amount } });
  expect(charge.ok(), await charge.text()).toBe(true);
  await payAtBank(page.request, ((await charge.json()) as { id: number }).id);
}
