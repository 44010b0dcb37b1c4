import type { Locator, Page } from '@playwright/test';
import { test } from './support/test.ts';
import { expect } from './support/expect.ts';
import { pageIsLive } from './support/forms.ts';
import { customerApi, freshMobile, panelLogin, signInWithCode } from './support/session.ts';
import { chargeWallet } from './support/wallet.ts';

// Issue 35: a fresh demo where «دیجیتال آرش» can be bought from (it had no shipping method), a basket count on the
// bottom bar, «افزودن به سبد» in view on a product page (it was below the fold at 874 px); a booth's setup asks for
// online sale and a shipping method, and its product form says why products cannot be bought online; the header
// shows «شهربازار» whole and the booth manager's «سفارش‌ها» tab is in view, on a 390 px phone.

/** The element lies wholly inside the page's viewport as it is now (no scrolling). */
async function whollyInView(page: Page, element: Locator, bottomInset = 0) {
  const box = await element.boundingBox();
  const viewport = page.viewportSize();
  expect(box, 'drawn').not.toBeNull();
  expect(viewport).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport!.width);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport!.height - bottomInset);
}

test('a fresh demo checks out at «دیجیتال آرش» with its own shipping method; the basket counts, the buy bar is in view', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  type Product = { id: number; title: string; buyable: boolean };
  const products = ((await (await request.get('/api/v1/products?booth=arash-digital')).json()) as { items: Product[] })
    .items;
  const powerBank = products.find((product) => product.title.startsWith('پاوربانک'));
  expect(powerBank?.buyable).toBe(true);

  await page.goto(`/booth/arash-digital/product/${powerBank!.id}`);
  await pageIsLive(page);
  // «افزودن به سبد» is in view as the page opens, above the bottom bar (60 px), without scrolling.
  const add = page.getByRole('button', { name: 'افزودن به سبد' });
  const phone = page.viewportSize()!.width < 768;
  await whollyInView(page, add, phone ? 60 : 0);
  await page.screenshot({ path: testInfo.outputPath('product-buy-bar.png') });
  await add.click();
  await expect(page.getByRole('status').filter({ hasText: 'به سبد خرید اضافه شد.' })).toBeVisible();
  await add.click();
  if (phone) {
    // The bottom bar's basket says how many: two of the power bank.
    const bar = page.getByRole('navigation', { name: 'پیمایش اصلی' });
    await expect(bar.getByTestId('basket-count')).toHaveText('۲');
    await expect(bar.getByRole('link', { name: 'سبد خرید، ۲ کالا' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('basket-badge.png') });
  }

  // The basket offers the booth's own seeded courier; the buyer signs in, charges the wallet and checks out.
  await page.goto('/basket');
  await pageIsLive(page);
  await page.getByRole('link', { name: 'برای ثبت سفارش وارد شوید' }).first().click();
  await signInWithCode(page, request, freshMobile('0931'));
  await expect(page).toHaveURL(/\/basket$/);
  await chargeWallet(page, 5_000_000);
  await page.reload();
  await pageIsLive(page);
  const section = page.locator('section').filter({ has: page.getByRole('link', { name: powerBank!.title }) });
  await section.getByRole('radio', { name: /پیک فروشگاه \(داخل اردبیل\)/ }).check();
  await section.getByRole('textbox', { name: 'نشانی تحویل' }).fill('اردبیل، خیابان سعدی، پلاک ۱۲');
  await section.getByRole('button', { name: /پرداخت از کیف پول/ }).click();
  await expect(page).toHaveURL(/\/panel\/order\/\d+\?placed=1$/);
  await expect(page.getByRole('status').filter({ hasText: 'سفارش شما ثبت و پرداخت شد.' })).toBeVisible();
});

test('a booth’s setup sells online by default; a product form says why not; the header and the manager’s tabs fit', async ({
  page,
  request,
  playwright,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const phone = page.viewportSize()!.width < 768;
  await panelLogin(page, request);
  // Signed in on a phone, the header still shows the site's whole name.
  const brand = page.getByRole('banner').getByRole('link', { name: 'شهربازار', exact: true });
  await expect(brand).toBeVisible();
  expect(await brand.evaluate((link) => link.scrollWidth <= link.clientWidth)).toBe(true);
  await whollyInView(page, brand);
  await page.screenshot({ path: testInfo.outputPath('header-signed-in.png') });

  // The setup of a shop asks whether it sells online (yes) and for its first shipping method (by post).
  await page.goto('/panel/myBooth/create?type=shop');
  await expect(page.getByRole('combobox', { name: 'فروش آنلاین محصولات' })).toHaveValue('1');
  await expect(page.getByRole('textbox', { name: 'نخستین روش ارسال' })).toHaveValue('ارسال با پست');
  await expect(page.getByRole('textbox', { name: 'هزینهٔ ارسال (تومان)' })).toHaveValue('۵۰٬۰۰۰');
  await page.screenshot({ path: testInfo.outputPath('booth-setup.png'), fullPage: true });

  // The demo real-estate agency shows and is visited: its product form says why nothing of it sells online.
  const owner = await customerApi(playwright, baseURL);
  const agency = (await (await owner.get('/api/v1/booth/name/amlak-sabalan')).json()) as { id: number };
  await page.goto(`/panel/myBooth/${agency.id}/realEstateProduct/create`);
  const problems = page.getByTestId('sale-problems');
  await expect(problems).toContainText('محصولات این غرفه اکنون آنلاین فروخته نمی‌شوند');
  await expect(problems).toContainText('فروش آنلاین غرفه خاموش است.');
  await expect(problems).toContainText('غرفه هیچ روش ارسال فعالی ندارد.');
  await expect(problems.getByRole('link', { name: 'روشن کردن فروش آنلاین' })).toHaveAttribute(
    'href',
    `/panel/myBooth/${agency.id}/details`,
  );
  await expect(problems.getByRole('link', { name: 'افزودن روش ارسال' })).toHaveAttribute(
    'href',
    `/panel/myBooth/${agency.id}/shipping`,
  );
  // Its flat's page tells a visitor the same, in a visitor's words, with no «افزودن به سبد».
  const flats = (await (await request.get('/api/v1/products?booth=amlak-sabalan')).json()) as {
    items: Array<{ id: number }>;
  };
  await page.goto(`/booth/amlak-sabalan/realEstate/${flats.items[0]!.id}`);
  await expect(page.getByText('این غرفه فروش آنلاین ندارد؛ برای خرید با غرفه تماس بگیرید.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'افزودن به سبد' })).toHaveCount(0);

  // The booth manager's tabs: «سفارش‌ها» wholly in view.
  const arash = (await (await owner.get('/api/v1/booth/name/arash-digital')).json()) as { id: number };
  await page.goto(`/panel/myBooth/${arash.id}/dashboard`);
  const orders = page.getByRole('navigation', { name: 'مدیریت غرفه' }).getByRole('link', { name: 'سفارش‌ها' });
  await whollyInView(page, orders);
  if (phone) await page.screenshot({ path: testInfo.outputPath('booth-manager-tabs.png') });
});
