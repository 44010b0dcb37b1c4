import { type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { expect } from './support/expect.ts';
import { registerClinic, slotAt } from './support/clinics.ts';
import { freshMobile, managerApi, secondBrowser, signInByCode } from './support/session.ts';
import { chargeWallet } from './support/wallet.ts';

// Issue 29 ("the doctor (and the clinic's secretary, if you add one) can cancel or move a visit"), ADR 0105: a doctor
// adds a secretary by mobile number on the clinic's «منشی‌ها» screen; the secretary finds the clinic under «منشی
// نوبت‌دهی» in their own panel, sees the visit with the patient's name and how it is paid, and moves it; the patient
// sees it moved and is told by SMS; today's visits are on the doctor's dashboard («نوبت‌های امروز») and the
// secretary's day with the patient's name and payment; the secretary cannot open the clinic's own screens; the
// doctor removes them.
// The clinic and the booking are set up through the API (ADR 0062): they are clinics.spec's and appointments.spec's.

/** Today's Tehran day at a wall time (HH:MM), as an ISO instant (Tehran keeps +03:30 all year). */
function tehranToday(clock: string): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(new Date());
  return new Date(`${day}T${clock}:00+03:30`).toISOString();
}

const persian = (text: string) => text.replace(/\d/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)]!);

test('a doctor adds a secretary, who moves a patient’s visit; the patient sees it moved @desktop', async ({
  page,
  browser,
  playwright,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const shot = (name: string, on: Page = page) =>
    on.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
  const title = `دکتر منشی‌دار ${String(Date.now()).slice(-6)}`;
  const ownerMobile = freshMobile('0937');
  await signInByCode(page.request, ownerMobile);
  const manager = await managerApi(playwright, baseURL);
  const clinicId = await registerClinic(page.request, title, manager);

  // The secretary has an account (signed in once); the patient books tomorrow at noon, paying at the clinic.
  const secretaryContext = await secondBrowser(browser, testInfo, baseURL);
  const secretary = await secretaryContext.newPage();
  const secretaryMobile = freshMobile('0933');
  await signInByCode(secretary.request, secretaryMobile);
  const patientContext = await secondBrowser(browser, testInfo, baseURL);
  const patient = await patientContext.newPage();
  const patientMobile = freshMobile('0936');
  await signInByCode(patient.request, patientMobile);
  const noon = await slotAt(patient.request, clinicId, 1, '12:00');
  const booked = await patient.request.post('/api/v1/me/appointments', {
    data: {
      listing_id: clinicId,
      start: noon,
      method: 'atPlace',
      patient: { kind: 'family', name: 'نرگس احمدی', nationalCode: '0084575948' },
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  // The doctor opens the clinic's «منشی‌ها»: a number nobody signed up with is refused under the field; the
  // secretary's number, typed in Persian digits, is added.
  await page.goto(`/panel/myClinic/${clinicId}/dashboard`);
  await page.getByRole('navigation', { name: 'صفحه‌های مطب' }).getByRole('link', { name: 'منشی‌ها' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`منشی‌های «${title}»`);
  await expect(page.getByText('هنوز منشی‌ای نیفزوده‌اید.')).toBeVisible();
  const mobileField = page.getByRole('textbox', { name: 'شماره موبایل منشی' });
  await mobileField.fill('۰۹۹۹۰۰۰۰۰۰۰');
  await page.getByRole('button', { name: 'افزودن منشی' }).click();
  await expect(mobileField).toHaveAccessibleDescription(/کاربری با این شماره موبایل در شهربازار نیست/);
  await mobileField.fill(persian(secretaryMobile));
  await page.getByRole('button', { name: 'افزودن منشی' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'منشی افزوده شد و باخبر شد' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: persian(secretaryMobile) })).toBeVisible();
  await shot('owner-secretaries');

  // The secretary is told, and finds the clinic under «منشی نوبت‌دهی» in their own panel.
  await secretary.goto('/panel/notifications');
  await expect(secretary.getByText(`شما منشی نوبت‌دهی «${title}» شدید`)).toBeVisible();
  await secretary.goto('/panel/desk');
  await expect(secretary.getByRole('heading', { level: 1, name: 'منشی نوبت‌دهی' })).toBeVisible();
  const desk = secretary.getByRole('listitem').filter({ hasText: title });
  await shot('secretary-desks', secretary);
  await desk.getByRole('link', { name: 'نوبت‌های امروز' }).click();
  await expect(secretary).toHaveURL(new RegExp(`/panel/desk/${clinicId}/appointments$`));
  await expect(secretary.getByRole('heading', { level: 1 })).toHaveText(`نوبت‌های «${title}»`);
  // The book's settings stay the doctor's.
  await expect(secretary.getByRole('link', { name: 'تنظیم ساعت‌های کاری' })).toHaveCount(0);
  // Tomorrow's visit: the patient's name, its turn and how it is paid.
  await secretary.getByRole('link', { name: 'بعدی' }).click();
  const entry = secretary.getByRole('listitem').filter({ hasText: 'نرگس احمدی' });
  await expect(entry).toContainText('نوبت ۱');
  await expect(entry).toContainText('پرداخت در محل: ۲۰۰٬۰۰۰ تومان');
  await expect(entry).toContainText('۱۲:۰۰');
  await shot('secretary-book', secretary);

  // The secretary moves it to 13:00 the same day.
  await entry.getByRole('link', { name: 'جابه‌جایی' }).click();
  await expect(secretary.getByRole('heading', { name: 'جابه‌جایی نوبت نرگس احمدی' })).toBeVisible();
  const days = secretary.getByRole('navigation', { name: 'روز نوبت' }).getByRole('link');
  await days.nth(1).click();
  await expect(days.nth(1)).toHaveAttribute('aria-current', 'date');
  await secretary.getByRole('radio', { name: '۱۳:۰۰', exact: true }).check();
  await secretary.getByRole('button', { name: 'جابه‌جایی به این ساعت' }).click();
  await expect(secretary.getByRole('status').filter({ hasText: 'نوبت جابه‌جا شد' })).toBeVisible();
  await expect(secretary.getByRole('listitem').filter({ hasText: 'نرگس احمدی' })).toContainText('۱۳:۰۰');
  await shot('secretary-moved', secretary);

  // The patient sees the visit at its new time, and was told by SMS.
  await patient.goto('/panel/appointments');
  const visit = patient.getByRole('listitem').filter({ hasText: title });
  await expect(visit).toContainText('۱۳:۰۰');
  await expect(visit).not.toContainText('۱۲:۰۰');
  await shot('patient-moved', patient);
  expect((await patient.request.post('/api/v1/dev/jobs/deliver-notifications', { data: {} })).ok()).toBe(true);
  const sms = (await (await patient.request.get(`/api/v1/dev/sms?to=${patientMobile}`)).json()) as {
    items: Array<{ text: string }>;
  };
  expect(sms.items.some((item) => item.text.includes(`«${title}» نوبت شما را از`))).toBe(true);
  // The appointment's page says where (issue 29): the clinic's address, its phone to call and its map, with the
  // point's link for a phone's map application.
  await visit.getByRole('link', { name: title }).first().click();
  await expect(patient.getByText('اردبیل، خیابان امام، پلاک ۱۲')).toBeVisible();
  await expect(patient.getByRole('link', { name: '۰۴۵۳۳۳۳۴۴۴۴' })).toHaveAttribute('href', 'tel:04533334444');
  const map = patient.getByRole('region', { name: 'نقشهٔ محل نوبت' });
  await map.scrollIntoViewIfNeeded();
  await expect(map).toBeVisible();
  await expect(patient.getByRole('link', { name: 'نمایش روی نقشه' })).toHaveAttribute(
    'href',
    /openstreetmap\.org\/\?mlat=38\.25000&mlon=48\.29000/,
  );
  await shot('patient-appointment-place', patient);

  // Today's visits, whatever the time of day the journey runs: a second visit, paid from the wallet, is booked for
  // tomorrow and put at 00:05 today by the development hook (booking only takes a slot still to come; ADR 0106).
  await chargeWallet(patient, 300_000);
  const paid = await patient.request.post('/api/v1/me/appointments', {
    data: {
      listing_id: clinicId,
      start: await slotAt(patient.request, clinicId, 1, '14:00'),
      method: 'wallet',
      patient: { kind: 'family', name: 'کاوه رستمی', nationalCode: '0084575948' },
    },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  const todayVisit = (await paid.json()) as { id: number };
  const putToday = await patient.request.post(`/api/v1/dev/appointments/${todayVisit.id}/start`, {
    data: { start: tehranToday('00:05') },
  });
  expect(putToday.ok(), await putToday.text()).toBe(true);
  // The doctor's dashboard: «نوبت‌های امروز» names the patient, the turn and how it is paid; tomorrow's is not there.
  await page.goto(`/panel/myClinic/${clinicId}/dashboard`);
  const today = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: /^نوبت‌های امروز/ }) })
    .last();
  const todayEntry = today.getByRole('listitem').filter({ hasText: 'کاوه رستمی' });
  await expect(todayEntry).toContainText('نوبت ۱');
  await expect(todayEntry).toContainText('۰۰:۰۵');
  await expect(todayEntry).toContainText(/پرداخت‌شده از کیف پول: ۲۰۰٬۰۰۰ تومان/);
  await expect(today).not.toContainText('نرگس احمدی');
  await shot('owner-dashboard-today');
  // The secretary's day is today's too.
  await secretary.goto('/panel/desk');
  await secretary
    .getByRole('listitem')
    .filter({ hasText: title })
    .getByRole('link', { name: 'نوبت‌های امروز' })
    .click();
  await expect(secretary.getByRole('listitem').filter({ hasText: 'کاوه رستمی' })).toContainText(
    /پرداخت‌شده از کیف پول: ۲۰۰٬۰۰۰ تومان/,
  );
  await expect(secretary.getByText('نرگس احمدی')).toHaveCount(0);
  await shot('secretary-today', secretary);

  // The clinic's own screens are not the secretary's: its dashboard (money) and its tariffs are not found.
  await secretary.goto(`/panel/myClinic/${clinicId}/dashboard`);
  await expect(secretary.getByRole('heading', { level: 1 })).not.toContainText(title);
  const tariffs = await secretary.request.get(`/api/v1/me/clinic/${clinicId}/tariffs`);
  expect(tariffs.status()).toBe(404);

  // The doctor removes the secretary, whose desk is then empty.
  await page.goto(`/panel/myClinic/${clinicId}/secretaries`);
  await page.getByRole('button', { name: /^برداشتن .* از منشی‌ها$/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'منشی برداشته شد' })).toBeVisible();
  await expect(page.getByText('هنوز منشی‌ای نیفزوده‌اید.')).toBeVisible();
  await secretary.goto('/panel/desk');
  await expect(secretary.getByText('منشی هیچ نوبت‌دهی‌ای نیستید.', { exact: false })).toBeVisible();
  await secretaryContext.close();
  await patientContext.close();
  await manager.dispose();
});
