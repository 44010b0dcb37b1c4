import { type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { expect } from './support/expect.ts';
import { customerApi, managerApi, panelLogin, secondBrowser, managerLogin, isPhone } from './support/session.ts';
import { withFilters } from './support/lists.ts';

// Section ads and the doctors' sorts (issue 18 items 2 and 5; ADR 0042): the demo doctor's owner (the demo customer)
// opens the appointment book, the doctors list sorted by «نزدیک‌ترین نوبت خالی» shows the earliest free slot first;
// the owner buys a section ad for the clinic in the clinic-owner panel and pays at the sandbox bank, a manager
// approves it in the back office, and /doctor shows the doctor with the «تبلیغ» marker.

/** Each screen size advertises its own demo doctor (both in Ardabil), so the two runs never share an ad. */
const DOCTOR = { phone: 'دکتر علی کریمی', desktop: 'دکتر سارا رحیمی' } as const;

test('a doctor’s owner buys a section ad, a manager approves it, /doctor shows it marked; the list sorts by earliest slot @desktop', async ({
  page,
  browser,
  playwright,
  baseURL,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const phone = isPhone(testInfo);
  const shot = (name: string, on: Page = page) =>
    on.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
  const owner = await customerApi(playwright, baseURL);
  const clinics = (await (await owner.get('/api/v1/me/clinic')).json()) as {
    items: Array<{ id: number; slugId: string; title: string }>;
  };
  const doctor = clinics.items.find((item) => item.title.startsWith(DOCTOR[phone ? 'phone' : 'desktop']))!;
  // The book open around the clock: the doctor's next free slot is minutes away.
  const hours = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, from: '00:00', to: '24:00' }));
  const book = await owner.put(`/api/v1/me/appointment-books/${doctor.id}`, {
    data: { hours, durationMinutes: 15, cutoffHours: 0, refundPercent: 100, price: 100_000 },
  });
  expect(book.status(), await book.text()).toBe(200);

  // A visitor sorts Ardabil's doctors by the earliest free slot in the list's sort control.
  await page.goto('/doctor/list?city=ardabil');
  await withFilters(page, phone, (panel) =>
    panel.getByRole('combobox', { name: 'مرتب‌سازی' }).selectOption({ label: 'نزدیک‌ترین نوبت خالی' }),
  );
  await expect(page).toHaveURL(/[?&]sort=earliestSlot/);
  const sorted = (await (await request.get('/api/v1/clinic?city=ardabil&sort=earliestSlot&perPage=50')).json()) as {
    items: Array<{ title: string; availableAppointment: string | null }>;
  };
  // Doctors with a free slot come first, earliest first; ours (minutes away) is among them, before any without one.
  const ours = sorted.items.findIndex((item) => item.title === doctor.title);
  const firstWithout = sorted.items.findIndex((item) => item.availableAppointment === null);
  expect(ours).toBeGreaterThanOrEqual(0);
  if (firstWithout >= 0) expect(ours).toBeLessThan(firstWithout);
  const slots = sorted.items.flatMap((item) => (item.availableAppointment ? [item.availableAppointment] : []));
  expect(slots).toEqual([...slots].sort());
  // The list's first doctor is the API's first; the advertised doctors above the list (another run's ad may be live)
  // are not part of the sort.
  const firstListed = () =>
    page.getByRole('main').evaluate((main) =>
      [...main.querySelectorAll('a')]
        .filter((link) => !link.closest('[data-testid="section-ads"]') && /دکتر/.test(link.textContent ?? ''))
        .map((link) => link.textContent ?? '')
        .at(0),
    );
  await expect.poll(firstListed).toContain(sorted.items[0]!.title);
  await shot('doctors-by-earliest-slot');

  // The demo manager offers a weekly clinic ad package.
  const manager = await managerApi(playwright, baseURL);
  const mark = String(Date.now()).slice(-6);
  const packageTitle = `تبلیغ هفتگی پزشک ${mark}`;
  const created = await manager.post('/api/v1/manager/packages', {
    data: { planType: 1, type: 10, title: packageTitle, price: 120_000, days: 7, status: 1 },
  });
  expect(created.status(), await created.text()).toBe(201);

  // The owner opens the clinic's ads screen from the clinic menu, buys the package and pays at the sandbox bank.
  await panelLogin(page, request);
  await page.goto(`/panel/myClinic/${doctor.id}/dashboard`);
  await page.getByRole('navigation', { name: 'صفحه‌های مطب' }).getByRole('link', { name: 'تبلیغ' }).click();
  await expect(page).toHaveURL(new RegExp(`/panel/myClinic/${doctor.id}/ads$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(doctor.title);
  await shot('owner-ads');
  await page.getByRole('radio', { name: new RegExp(packageTitle) }).check();
  const sent = await page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'خرید و پرداخت' }) })
    .evaluate((form: HTMLFormElement) => [...new FormData(form)].map(([name, value]) => [name, String(value)]));
  await page.getByRole('button', { name: 'خرید و پرداخت' }).click();
  await expect(page).toHaveURL(/\/panel\/payment\/\d+$/);
  // The same form sent again (a double tap, a resend on a slow network) buys no second ad: it goes on to the same
  // payment (ADR 0109).
  const again = await page.request.post(`/panel/myClinic/${doctor.id}/ads`, {
    form: Object.fromEntries(sent),
    maxRedirects: 0,
  });
  expect(again.status(), await again.text()).toBe(303);
  expect(new URL(again.headers()['location']!, page.url()).pathname).toBe(new URL(page.url()).pathname);
  await expect(page.getByText('۱۲۰٬۰۰۰ تومان').first()).toBeVisible();
  await page.getByRole('button', { name: 'پرداخت آنلاین' }).click();
  await expect(page).toHaveURL(/\/sandbox-bank\/SB/);
  await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'پرداخت با موفقیت انجام شد.' })).toBeVisible();
  await page.goto(`/panel/myClinic/${doctor.id}/ads`);
  const mine = page.getByRole('row').filter({ hasText: packageTitle });
  await expect(mine.getByText('پرداخت‌شده، در انتظار تأیید')).toBeVisible();
  await expect(mine).toHaveCount(1);

  const visitorContext = await secondBrowser(browser, testInfo, baseURL);
  const visitor = await visitorContext.newPage();

  // The manager approves it in the back office's section ads.
  const back = await secondBrowser(browser, testInfo, baseURL);
  const office = await back.newPage();
  await managerLogin(office, request);
  await office.goto('/manager/section-ads');
  await expect(office.getByRole('heading', { level: 1, name: 'تبلیغ‌های بخش' })).toBeVisible();
  const ad = office.getByRole('article', { name: doctor.title }).filter({ hasText: packageTitle });
  await expect(ad).toContainText('۱۲۰٬۰۰۰ تومان');
  await shot('manager-section-ads', office);
  await ad.getByRole('button', { name: 'تأیید' }).click();
  await expect(office.getByRole('status').filter({ hasText: 'تصمیم ثبت شد.' })).toBeVisible();
  await back.close();

  // The doctors' landing shows it with the «تبلیغ» marker; so does the top of the list.
  await visitor.goto('/doctor');
  const featured = visitor.getByRole('region', { name: 'پزشکان تبلیغ‌شده' });
  await expect(featured.getByRole('link', { name: new RegExp(doctor.title) })).toContainText('تبلیغ');
  await shot('doctor-landing-ad', visitor);
  await visitor.goto('/doctor/list');
  await expect(
    visitor.getByRole('region', { name: 'پزشکان تبلیغ‌شده' }).getByRole('link', { name: new RegExp(doctor.title) }),
  ).toContainText('تبلیغ');
  await page.reload();
  await expect(
    page.getByRole('row').filter({ hasText: packageTitle }).getByText('فعال', { exact: true }),
  ).toBeVisible();
  await visitorContext.close();
});
