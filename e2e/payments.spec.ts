import { type APIRequestContext, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { expect } from './support/expect.ts';
import { shownRow } from './support/lists.ts';
import { png } from './support/png.ts';
import {
  customerApi,
  freshMobile,
  managerLogin,
  managerMenu,
  secondBrowser,
  signInWithCode,
  isPhone,
} from './support/session.ts';

// The money journey of issue 6, with the built-in sandbox bank: a user charges the wallet online, pays an ad's paid
// package from the wallet, the ad waits for confirmation, a manager activates it and its days left show in the panel;
// a payment cancelled at the bank shows "Payment failed" and changes nothing.

/** What the journey needs of the seeded catalogue: an ads sub-sub category, Ardabil and a paid ads package. */
async function seeded(request: APIRequestContext) {
  type Tree = Array<{ subCategories: Array<{ subSubCategories: Array<{ id: number }> }> }>;
  const tree = ((await (await request.get('/api/v1/categories?type=ads')).json()) as { items: Tree }).items;
  const subSub = tree.flatMap((c) => c.subCategories).flatMap((s) => s.subSubCategories)[0];
  type States = Array<{ cities: Array<{ id: number; slug: string }> }>;
  const states = ((await (await request.get('/api/v1/states')).json()) as { items: States }).items;
  const city = states.flatMap((state) => state.cities).find((item) => item.slug === 'ardabil');
  type Packages = Array<{ id: number; title: string; planType: number; price: number; days: number }>;
  const offered = ((await (await request.get('/api/v1/packages?type=7')).json()) as { items: Packages }).items;
  const paid = offered.find((pkg) => pkg.planType === 1 && pkg.price > 0 && pkg.price <= 100_000);
  expect(subSub && city && paid, 'the demo seed has an ads category, Ardabil and a paid ads package').toBeTruthy();
  return { subSubId: subSub!.id, cityId: city!.id, paid: paid! };
}

/** The wallet balance as the wallet page shows it. */
const balance = (page: Page) => page.getByTestId('wallet-balance');

/** Charges the wallet from its page and answers the sandbox bank with `outcome`; ends on the result page. */
async function charge(page: Page, amount: string, outcome: 'پرداخت' | 'انصراف') {
  await page.goto('/panel/wallet/charge');
  await page.getByRole('textbox', { name: 'مبلغ شارژ (تومان)' }).fill(amount);
  await page.getByRole('button', { name: 'پرداخت و شارژ' }).click();
  await expect(page).toHaveURL(/\/sandbox-bank\/SB/);
  await expect(page.getByRole('heading', { level: 1, name: 'درگاه پرداخت آزمایشی' })).toBeVisible();
  await page.getByRole('button', { name: outcome, exact: true }).click();
  await expect(page).toHaveURL(/\/panel\/verifyPayment\?payment=\d+$/);
}

test('a user charges the wallet, pays an ad’s package from it, a manager activates the ad, and its days show', async ({
  page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const phone = isPhone(testInfo);
  const { subSubId, cityId, paid } = await seeded(request);

  await page.goto('/panel/wallet/charge');
  await expect(page).toHaveURL(/\/auth\/panel\/login\?redirectTo=/);
  await signInWithCode(page, request, freshMobile('0934'));
  await expect(page).toHaveURL(/\/panel\/wallet\/charge$/);
  await expect(balance(page)).toHaveText('۰ تومان');

  // Charging: the amount in Persian digits, the sandbox bank, back to "Payment successful" with a tracking number.
  await charge(page, '۱۰۰۰۰۰', 'پرداخت');
  await expect(page.getByRole('heading', { name: 'پرداخت با موفقیت انجام شد.' })).toBeVisible();
  await expect(page.getByText('مبلغ: ۱۰۰٬۰۰۰ تومان')).toBeVisible();
  await expect(page.getByText(/^کد پیگیری: [۰-۹]+$/)).toBeVisible();
  await page.getByRole('link', { name: 'کیف پول', exact: true }).filter({ visible: true }).first().click();
  await expect(balance(page)).toHaveText('۱۰۰٬۰۰۰ تومان');
  await expect(shownRow(page, 'شارژ کیف پول')).toContainText('+۱۰۰٬۰۰۰ تومان');

  // An ad on the paid package waits for its payment.
  const mark = String(Date.now()).slice(-6);
  const title = `دوچرخه کوهستان ${mark}`;
  const created = await page.request.post('/api/v1/me/ads', {
    data: {
      city_id: cityId,
      package_id: paid.id,
      general_sub_sub_category_id: subSubId,
      title,
      description: 'سایز ۲۶، کم‌کار',
      price: 4_500_000,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const adId = ((await created.json()) as { id: number }).id;
  await page.goto('/panel/myAds');
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText('در انتظار پرداخت')).toBeVisible();

  // Paying it: its payment page offers the wallet, which pays at once.
  await row.getByRole('button', { name: `پرداخت بسته «${title}»` }).click();
  await expect(page).toHaveURL(/\/panel\/payment\/\d+$/);
  await expect(page.getByText(title).first()).toBeVisible();
  await expect(page.getByText(paid.title).first()).toBeVisible();
  await page.getByRole('button', { name: 'پرداخت از کیف پول' }).click();
  await expect(page).toHaveURL(/\/panel\/verifyPayment\?payment=\d+$/);
  await expect(page.getByRole('heading', { name: 'پرداخت با موفقیت انجام شد.' })).toBeVisible();
  await page.goto('/panel/myAds');
  await expect(row.getByText('پرداخت‌شده، در انتظار تأیید')).toBeVisible();
  await page.goto('/panel/wallet/charge');
  const left = 100_000 - paid.price;
  await expect(balance(page)).toHaveText(`${left.toLocaleString('fa-IR')} تومان`);

  // The manager activates it.
  const back = await secondBrowser(browser, testInfo, baseURL);
  const manager = await back.newPage();
  await managerLogin(manager, request);
  await manager.goto(`/manager/listing/${adId}`);
  await expect(manager.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await manager.getByRole('button', { name: 'تأیید و انتشار' }).click();
  await expect(manager.getByRole('status').filter({ hasText: 'وضعیت آگهی تغییر کرد.' })).toBeVisible();
  // ... and finds the two payments in the back office.
  await (await managerMenu(manager, phone)).getByRole('link', { name: 'پرداخت‌ها' }).click();
  await expect(manager.getByRole('heading', { level: 1, name: 'پرداخت‌ها' })).toBeVisible();
  await manager.getByRole('searchbox', { name: 'جستجو' }).fill(title);
  await manager.getByRole('button', { name: 'اعمال فیلتر' }).click();
  await expect(
    manager
      .getByText(paid.title.length > 0 ? title : '')
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
  await back.close();

  // The owner sees it live, with the package's days left.
  await page.goto('/panel/myAds');
  await expect(row.getByText('فعال', { exact: true })).toBeVisible();
  await expect(row.getByText(`${paid.days.toLocaleString('fa-IR')} روز مانده`)).toBeVisible();

  // A charge cancelled at the bank: "Payment failed", the reason, and the balance as it was.
  await charge(page, '50000', 'انصراف');
  await expect(page.getByRole('heading', { name: 'پرداخت ناموفق بود.' })).toBeVisible();
  await expect(page.getByText('پرداخت لغو شد.')).toBeVisible();
  await page.goto('/panel/wallet/charge');
  await expect(balance(page)).toHaveText(`${left.toLocaleString('fa-IR')} تومان`);
  // In the list of payments it is called cancelled, not unpaid.
  await page.goto('/panel/payments');
  await expect(page.getByText('لغو شده', { exact: true }).filter({ visible: true }).first()).toBeVisible();
});

/** Today in Tehran as people type it on a receipt: the Jalali day, «۱۴۰۵/۰۹/۰۳». */
function jalaliToday(): string {
  const parts = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
    timeZone: 'Asia/Tehran',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}/${part('month')}/${part('day')}`;
}

test('a payer pays card to card: the receipt is sent with its image, a manager confirms it, and the wallet is charged', async ({
  page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.goto('/panel/wallet/charge');
  await signInWithCode(page, request, freshMobile('0933'));
  await expect(page).toHaveURL(/\/panel\/wallet\/charge$/);

  // The bank was not an option this time: the charge stays unpaid, and its page offers card to card.
  await charge(page, '150000', 'انصراف');
  await page.getByRole('link', { name: 'تلاش دوباره' }).click();
  await expect(page).toHaveURL(/\/panel\/payment\/\d+$/);
  const paymentId = Number(new URL(page.url()).pathname.split('/').pop());
  await page.getByRole('link', { name: 'کارت به کارت و ارسال فیش' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'پرداخت کارت به کارت' })).toBeVisible();
  await expect(page.getByText('۱۵۰٬۰۰۰ تومان').first()).toBeVisible();

  // Sent empty: each field says what it needs; then the tracking number, the Jalali day and the photo of the slip.
  await page.getByRole('button', { name: 'ارسال رسید' }).click();
  await expect(page.getByText('شماره پیگیری را وارد کنید.')).toBeVisible();
  await expect(page.getByText('تصویر رسید را انتخاب کنید.')).toBeVisible();
  await page.getByRole('textbox', { name: 'شماره پیگیری' }).fill('۷۴۱۸۵۲۹۶۳');
  await page.getByRole('textbox', { name: 'تاریخ پرداخت' }).fill(jalaliToday());
  await page.getByLabel('انتخاب تصویر رسید').setInputFiles({
    name: 'slip.png',
    mimeType: 'image/png',
    buffer: png(120, 80, [230, 230, 240]),
  });
  await expect(page.getByText('slip.png')).toBeVisible();
  await page.getByRole('button', { name: 'ارسال رسید' }).click();
  await expect(page.getByText('رسید شما فرستاده شد و در انتظار بررسی است.')).toBeVisible();
  await page.goto(`/panel/payment/${paymentId}`);
  await expect(page.getByText('رسید شما در انتظار بررسی مدیر است.', { exact: false })).toBeVisible();

  // The manager looks at the receipt and confirms it, after being asked once more.
  const { receipts } = (await (await page.request.get(`/api/v1/me/payments/${paymentId}/receipt`)).json()) as {
    receipts: Array<{ id: number }>;
  };
  const back = await secondBrowser(browser, testInfo, baseURL);
  const manager = await back.newPage();
  await managerLogin(manager, request);
  // The queue opens on the receipts awaiting review; the new one's link leads to it.
  await manager.goto('/manager/receipts');
  const tabs = manager.getByRole('navigation', { name: 'وضعیت رسیدها' });
  await expect(tabs.getByRole('link', { name: 'در انتظار بررسی' })).toHaveAttribute('aria-current', 'page');
  const code = String(receipts[0]!.id).replace(/\d/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)]!);
  await manager
    .getByRole('link', { name: `بررسی رسید ${code}` })
    .filter({ visible: true })
    .click();
  await expect(manager).toHaveURL(new RegExp(`/manager/receipt/${receipts[0]!.id}$`));
  await expect(manager.getByText('۷۴۱۸۵۲۹۶۳').first()).toBeVisible();
  await manager.getByRole('button', { name: 'تأیید رسید' }).click();
  await manager.getByRole('button', { name: 'بله، تأیید می‌کنم' }).click();
  await expect(manager.getByText('رسید تأیید و پرداخت انجام‌شده ثبت شد.')).toBeVisible();
  await back.close();

  // Paid by receipt: the wallet has the money, and the payment says how it was paid.
  await page.goto('/panel/wallet/charge');
  await expect(balance(page)).toHaveText('۱۵۰٬۰۰۰ تومان');
  await page.goto(`/panel/payment/${paymentId}`);
  await expect(page.getByText('پرداخت‌شده').first()).toBeVisible();
  await expect(page.getByText('فیش بانکی').first()).toBeVisible();
});

// The result page names what a payment bought (issues 29, 35): a visit booked to pay online, paid at the sandbox bank,
// lands on the result with the visit's turn of the day (not the appointment's id), its Jalali day and time, and
// «مشاهده نوبت».
// Its own demo doctor (the appointment journeys book at the others), its book opened around the clock.
test('a patient pays a visit online at the sandbox bank; the result names the appointment, its time, and links to it', async ({
  page,
  playwright,
  baseURL,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const owner = await customerApi(playwright, baseURL);
  const clinics = (await (await owner.get('/api/v1/me/clinic')).json()) as {
    items: Array<{ id: number; title: string }>;
  };
  const doctor = clinics.items.find((item) => item.title.startsWith('دکتر سارا رحیمی'))!;
  const hours = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, from: '00:00', to: '24:00' }));
  const book = await owner.put(`/api/v1/me/appointment-books/${doctor.id}`, {
    data: { hours, durationMinutes: 20, cutoffHours: 0, refundPercent: 100, price: 80_000 },
  });
  expect(book.status(), await book.text()).toBe(200);
  await owner.dispose();

  await page.goto(`/panel/appointments/book/${doctor.id}`);
  await signInWithCode(page, request, freshMobile('0933'));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(doctor.title);
  await page.getByRole('radio').first().check();
  await page.getByRole('radio', { name: /پرداخت اینترنتی/ }).check();
  await page.getByRole('button', { name: 'رزرو نوبت' }).click();
  await expect(page).toHaveURL(/\/sandbox-bank\/SB/);
  await expect(page.getByText(/نوبت [۰-۹]+ در/)).toBeVisible();
  await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
  await expect(page).toHaveURL(/\/panel\/verifyPayment\?payment=\d+$/);
  await expect(page.getByRole('heading', { name: 'پرداخت با موفقیت انجام شد.' })).toBeVisible();

  const [visit] = (
    (await (await page.request.get('/api/v1/me/appointments')).json()) as { items: Array<{ id: number }> }
  ).items;
  const persian = (n: number) => String(n).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
  // The visit by its turn of the day, the number the patient is called by (issue 29), not the appointment's id, with
  // its Jalali day and time: «نوبت ۳ روز شنبه ۷ آذر ۱۴۰۵، ساعت ۰۹:۳۰، در «دکتر …»».
  const { turn } = (await (await page.request.get(`/api/v1/me/appointments/${visit!.id}`)).json()) as { turn: number };
  await expect(page.getByTestId('bought-line')).toHaveText(
    new RegExp(
      `^نوبت ${persian(turn)} روز \\S+ [۰-۹]{1,2} \\S+ [۰-۹]{4}، ساعت [۰-۹]{2}:[۰-۹]{2}، در «${doctor.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}»$`,
    ),
  );
  await expect(page.getByTestId('bought-turn')).toHaveText(persian(turn));
  // A Jalali day with its weekday and year, and the time, in Persian digits: «شنبه ۷ آذر ۱۴۰۵، ۰۹:۳۰».
  await expect(page.getByTestId('bought-when')).toHaveText(/^\S+ [۰-۹]{1,2} \S+ [۰-۹]{4}، [۰-۹]{2}:[۰-۹]{2}$/);
  await page.screenshot({ path: testInfo.outputPath('visit-paid-result.png'), fullPage: true });
  await page.getByRole('link', { name: 'مشاهده نوبت' }).click();
  await expect(page).toHaveURL(new RegExp(`/panel/appointments/${visit!.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`نوبت شماره ${persian(visit!.id)}`);
});
