import { test } from './support/test.ts';
import { expect } from './support/expect.ts';
import {
  customerApi,
  freshMobile,
  isPhone,
  managerLogin,
  managerMenu,
  secondBrowser,
  signInByCode,
} from './support/session.ts';
import { chargeWallet } from './support/wallet.ts';

// Issue 17's back office (ADR 0037): a buyer's paid order of the demo shop «arash-digital» is found by the manager in
// the back office's orders, filtered by its booth and status, and opened: its lines, total, payment and history.

const persian = (value: string | number) => String(value).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);

test('a manager finds a booth’s paid order by booth and status and opens it @desktop', async ({
  page,
  browser,
  playwright,
  baseURL,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const mark = String(Date.now()).slice(-7);
  const owner = await customerApi(playwright, baseURL);
  const booth = (await (await owner.get('/api/v1/booth/name/arash-digital')).json()) as { id: number };
  const sample = (await (await owner.get('/api/v1/products?booth=arash-digital')).json()) as {
    items: Array<{ generalSubSubCategory: { id: number } }>;
  };
  const title = `اسپیکر آزمایشی ${mark}`;
  const created = await owner.post(`/api/v1/me/booth/${booth.id}/products`, {
    data: { general_sub_sub_category_id: sample.items[0]!.generalSubSubCategory.id, title, price: 90_000, count: 3 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = (await created.json()) as { id: number };
  const method = await owner.post(`/api/v1/me/booth/${booth.id}/shipping`, {
    data: { title: `پیک ${mark}`, price: 20_000, priceConditionFree: 0 },
  });
  const shipping = (await method.json()) as { id: number };
  await owner.dispose();

  // A buyer signs in, charges the wallet at the sandbox bank and pays the order from it (orders.spec covers the
  // basket's screens).
  const buyerContext = await secondBrowser(browser, testInfo, baseURL);
  const buyer = await buyerContext.newPage();
  await signInByCode(buyer.request, freshMobile('0939'));
  await chargeWallet(buyer, 500_000);
  const checkout = await buyer.request.post('/api/v1/me/orders', {
    headers: { 'Idempotency-Key': `manager-orders-${mark}` },
    data: {
      booth_id: booth.id,
      shipping_id: shipping.id,
      lines: [{ id: product.id, count: 2, pricingSelectedId: null }],
      address: 'اردبیل، خیابان سعدی، پلاک ۱۲',
      method: 'wallet',
    },
  });
  expect(checkout.status(), await checkout.text()).toBe(201);
  const orderId = ((await checkout.json()) as { order: { id: number } }).order.id;
  await buyerContext.close();

  // The manager opens the orders from the back office's menu and narrows them to the booth's pending orders.
  await managerLogin(page, request);
  await (await managerMenu(page, isPhone(testInfo))).getByRole('link', { name: 'سفارش‌ها' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'سفارش‌ها' })).toBeVisible();
  const filters = page.getByRole('search');
  await filters.getByLabel('شناسهٔ غرفه').fill(persian(booth.id));
  await filters.getByLabel('وضعیت', { exact: true }).selectOption({ label: 'در انتظار تأیید' });
  await filters.getByRole('button', { name: 'اعمال فیلتر' }).click();
  await expect(page).toHaveURL(/status=0/);
  await page
    .getByRole('link', { name: `مشاهده سفارش ${persian(orderId)}` })
    .first()
    .click();

  // The order: its line, total (2 × 90 000 + 20 000), payment status and the booth.
  await expect(page.getByRole('heading', { level: 1, name: `سفارش ${persian(orderId)}` })).toBeVisible();
  await expect(page.getByText(title)).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText(/۲۰۰٬۰۰۰/);
  await expect(page.getByTestId('order-status')).toHaveText('در انتظار تأیید');
  await expect(page.getByText('پرداخت‌شده', { exact: true })).toBeVisible();
  // The page fits the screen it is on.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 1366,
  );
});
