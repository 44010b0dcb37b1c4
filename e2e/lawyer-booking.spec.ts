import { test } from './support/test.ts';
import { expect } from './support/expect.ts';
import { registerLawyer } from './support/lawyers.ts';
import {
  freshMobile,
  managerApi,
  secondBrowser,
  signInByCode,
  signInWithCode,
  type PlaywrightLike,
} from './support/session.ts';

// Issue 29, ADR 0079 for lawyers: a lawyer's online booking is the appointment book's, as a doctor's. A new lawyer's
// page offers no «رزرو نوبت» until the book has hours; the profile form has no switch of its own but leads to the
// book, whose settings page starts ticked and says loudly that nobody can book yet; once hours are saved, the page
// offers «رزرو نوبت» with the book's hours, and it leads to the picker, never to a refused book, which speaks of a
// client and a consultation, not of a patient and a visit.

test('a lawyer’s page offers booking exactly when the appointment book takes it', async ({
  page,
  request,
  browser,
  playwright,
  baseURL,
}, testInfo) => {
  // Two browsers, the book's settings and the picker: a minute is too short on the loaded machine (ADR 0111).
  test.setTimeout(180_000);
  const mark = String(Date.now()).slice(-6);
  const name = `وکیل نوبت‌دهی ${mark}`;
  await signInByCode(page.request, freshMobile('0939'));
  const id = await registerLawyer(page.request, name, await managerApi(playwright as PlaywrightLike, baseURL));
  const mine = (await (await page.request.get(`/api/v1/me/lawyer/${id}`)).json()) as { slug: string; slugId: string };
  const publicPath = `/lawyer/${encodeURIComponent(mine.slug)}/${mine.slugId}`;

  // A visitor finds no «رزرو نوبت» on a lawyer whose book has no hours.
  const visitorContext = await secondBrowser(browser, testInfo, baseURL);
  const visitor = await visitorContext.newPage();
  await visitor.goto(publicPath);
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'رزرو نوبت' })).toHaveCount(0);
  // The licence's validity, a Jalali date the server words (the page carries no calendar), stays after hydration.
  await expect(visitor.locator('html[data-hydrated]')).toHaveCount(1);
  const validUntil = visitor.getByRole('term').filter({ hasText: 'اعتبار پروانه تا' });
  await expect(validUntil.locator('xpath=following-sibling::dd[1]')).toHaveText(/^[۰-۹]{1,2} [آ-ی]+ ۱۴[۰-۹]{2}$/);

  // The profile form has no switch of its own: it says where booking is set and leads there.
  await page.goto(`/panel/myLawyer/${id}`);
  await expect(page.getByRole('checkbox', { name: /نوبت مشاوره حضوری/ })).toHaveCount(0);
  await expect(
    page.getByText(/نوبت‌دهی اینترنتی مشاورهٔ حضوری را در تنظیمات نوبت‌دهی دفتر تعیین می‌کنید/),
  ).toBeVisible();
  await page.getByRole('link', { name: 'تنظیم ساعت‌های کاری و نوبت‌دهی' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ساعت‌های کاری و نوبت‌دهی' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'نوبت‌دهی اینترنتی فعال است' })).toBeChecked();
  await expect(page.getByRole('alert').filter({ hasText: 'هنوز ساعت کاری ثبت نکرده‌اید' })).toBeVisible();
  const hoursOf = (day: string, end: 'از' | 'تا') =>
    page.getByRole('combobox', { name: `${day} ${end} ساعت`, exact: true });
  await hoursOf('شنبه', 'از').fill('۱۰:۰۰');
  await hoursOf('شنبه', 'تا').fill('۱۸:۰۰');
  await page.getByRole('button', { name: 'همین ساعت برای همهٔ روزها' }).click();
  await expect(hoursOf('جمعه', 'تا')).toHaveValue('۱۸:۰۰');
  await page.getByRole('button', { name: 'ذخیرهٔ ساعت‌های کاری' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'نوبت‌دهی اینترنتی روشن است' })).toBeVisible();
  // The book's settings speak of a lawyer's consultation, not of a doctor's visit (issue 29).
  await expect(page.getByLabel('مدت هر مشاوره (دقیقه)')).toBeVisible();
  await expect(page.getByLabel('هزینهٔ مشاوره (تومان)')).toBeVisible();
  const settings = (await page.locator('form[method="post"]').allTextContents()).join(' ');
  expect(settings.match(/بیمار|ویزیت|پزشک|مطب/g) ?? []).toEqual([]);
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`lawyer-book-${width}.png`), fullPage: true });
  }

  // The page now offers «رزرو نوبت» with the book's hours, and it leads to the picker.
  await visitor.goto(publicPath);
  await expect(visitor.getByText('همه روزها ۱۰:۰۰ تا ۱۸:۰۰', { exact: true })).toBeVisible();
  await visitor.screenshot({ path: testInfo.outputPath('lawyer-page.png'), fullPage: true });
  await visitor.getByRole('link', { name: 'رزرو نوبت' }).click();
  await signInWithCode(visitor, request, freshMobile('0936'));
  await expect(visitor).toHaveURL(new RegExp(`/panel/appointments/book/${id}$`));
  await expect(visitor.getByRole('heading', { level: 1 })).toContainText(`رزرو نوبت «${name}»`);
  await expect(visitor.getByRole('radio').first()).toBeVisible();
  // The booking form speaks a lawyer's words (issue 29): whose consultation it is, a client's name and national code,
  // never a doctor's «بیمار» or «ویزیت»; its hidden parts included.
  await visitor.getByRole('radio').first().check();
  await visitor.getByRole('radio', { name: 'برای دیگری' }).check();
  await expect(visitor.getByLabel('نام و نام خانوادگی موکل')).toBeVisible();
  await expect(visitor.getByLabel('کد ملی موکل')).toBeVisible();
  const forms = (await visitor.locator('form[method="post"]').allTextContents()).join(' ');
  expect(forms).toContain('مشاوره');
  expect(forms.match(/بیمار|ویزیت|پزشک|مطب/g) ?? []).toEqual([]);
  await visitor.screenshot({ path: testInfo.outputPath('lawyer-picker.png'), fullPage: true });
  await visitorContext.close();
});
