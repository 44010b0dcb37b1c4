import { expect, type Page } from '@playwright/test';

/** Charges the signed-in page's wallet at the sandbox bank (the wallet's own journey covers its screens). */
export async function chargeWallet(page: Page, amount: number) {
  const charge = await page.request.post('/api/v1/me/payments', { data: { type: 2, amount } });
  expect(charge.ok(), await charge.text()).toBe(true);
  const chargeId = ((await charge.json()) as { id: number }).id;
  const started = await page.request.post(`/api/v1/me/payments/${chargeId}/pay`, { data: { method: 'online' } });
  const authority = ((await started.json()) as { redirectUrl: string }).redirectUrl.split('/').pop();
  const bank = await page.request.post(`/api/v1/sandbox-bank/${authority}`, { data: { outcome: 'pay' } });
  const back = new URL(((await bank.json()) as { redirect: string }).redirect);
  await page.request.get(`${back.pathname}${back.search}`);
}
