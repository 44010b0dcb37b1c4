import { type APIRequestContext, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { expect } from './support/expect.ts';
import { AGENT, AGENT_PAGES, json, MANAGER_PAGES, panelPages, publicPages, signInAs } from './support/pages.ts';
import { DEMO, freshMobile, secondBrowser, signInByCode } from './support/session.ts';
import { payAtBank } from './support/wallet.ts';

// Issue 32 item 1: React threw the server's HTML away on several pages (error #418, a <div> inside a <p> the browser
// had closed early) and re-drew the whole page on the phone, where ADR 0068 traced lost taps to such failures. Every
// kind of page (support/pages.ts) is opened here as its user opens it, one browser per role and the pages one after
// the other: a page fails on any error its scripts throw and on any error written to the console (a failed hydration
// is both), once it is live (`goto` waits for <html data-hydrated>, e2e/support/test.ts). The browser's clock is in
// Tehran's time zone, as our users' are, whatever the server's is.

test.use({ timezoneId: 'Asia/Tehran' });

/** Charges the wallet of the user signed in on `api` at the sandbox bank (the wallet's own journey has its screens). */
async function chargeWalletByApi(api: APIRequestContext, amount: number) {
  const charge = await api.post('/api/v1/me/payments', { data: { type: 2, amount } });
  expect(charge.ok(), await charge.text()).toBe(true);
  await payAtBank(api, ((await charge.json()) as { id: number }).id);
}

/**
 * Opens each page in turn and fails, after the last, naming every page whose scripts threw or wrote an error to the
 * console (React's hydration errors are both), or that did not answer.
 */
async function expectLiveWithoutErrors(page: Page, paths: string[]) {
  const problems: string[] = [];
  let current = '';
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${current}: console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${current}: ${error.message}`));
  for (const path of paths) {
    current = path;
    const response = await page.goto(path);
    if (!response || response.status() >= 400) problems.push(`${path}: answered ${response?.status()}`);
    await expect(page.locator('html[data-hydrated]'), path).toBeAttached();
  }
  current = 'after the last page';
  expect(problems, `pages opened: ${paths.length}`).toEqual([]);
}

test('a visitor’s pages of every section come alive without an error: landings, lists, details, products, forms', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await expectLiveWithoutErrors(page, await publicPages(request));
});

test('the user panel’s main screens come alive without an error, a consultation’s and its chat room too', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(300_000);
  const owner = page.context().request;
  await signInAs(owner, DEMO.customer.username, 'general');
  const clinics = (await json<{ items: Array<{ id: number }> }>(owner, '/api/v1/me/clinic')).items;
  // A clinic of the demo customer that sells text consultations.
  let clinic: { listingId: number; ownerId: number; text: number | null } | undefined;
  for (const { id } of clinics) {
    const offer = await json<{ listingId: number; ownerId: number; text: number | null }>(
      owner,
      `/api/v1/consultation-offers/${id}`,
    );
    if (offer.text) clinic = offer;
    if (clinic) break;
  }
  expect(clinic, 'a demo clinic with text consultations').toBeDefined();

  // A patient (a new user, a browser of their own) buys a text consultation from the wallet, writes to the doctor,
  // and the doctor closes it: closed and paid, as the consultations journey's own consultation on this clinic ends.
  const patientContext = await secondBrowser(browser, testInfo, baseURL);
  const patientApi = patientContext.request;
  await signInByCode(patientApi, freshMobile('0931'));
  const patient = await json<{ id: number }>(patientApi, '/api/v1/me/profile');
  await chargeWalletByApi(patientApi, 2 * clinic!.text!);
  const bought = await patientApi.post('/api/v1/me/consultations', {
    data: { kind: 'text', listing_id: clinic!.listingId, method: 'wallet' },
  });
  expect(bought.ok(), await bought.text()).toBe(true);
  const consultation = (await bought.json()) as { id: number };
  const sent = await patientApi.post(`/api/v1/me/chats/${clinic!.ownerId}/messages`, {
    data: { text: 'سلام دکتر، سرفهٔ بچه‌ام سه روز است خوب نشده.', listingId: clinic!.listingId },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const closed = await owner.post(`/api/v1/me/consultations/${consultation.id}/close`);
  expect(closed.ok(), await closed.text()).toBe(true);

  await expectLiveWithoutErrors(await patientContext.newPage(), [
    '/panel/consultations',
    `/panel/consultations/${consultation.id}`,
    `/panel/chatRoom/${clinic!.ownerId}`,
    '/panel/chats',
  ]);
  await patientContext.close();

  // The doctor's screens of that clinic, and the room with the patient.
  await expectLiveWithoutErrors(page, [
    ...(await panelPages(owner, clinic!.listingId)),
    `/panel/chatRoom/${patient.id}`,
  ]);
});

test('the agent’s and the back office’s main screens come alive without an error', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  await signInAs(page.context().request, AGENT, 'agent');
  await expectLiveWithoutErrors(page, AGENT_PAGES);

  const managerContext = await secondBrowser(browser, testInfo, baseURL);
  const manager = await managerContext.newPage();
  await signInAs(managerContext.request, DEMO.admin.username, 'manager');
  await expectLiveWithoutErrors(manager, MANAGER_PAGES);
  await managerContext.close();
});
