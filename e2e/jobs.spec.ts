import { test } from './support/test.ts';
import { expect } from './support/expect.ts';
import { withFilters } from './support/lists.ts';
import { nextStep } from './support/forms.ts';
import { freshMobile, isPhone, managerApi, secondBrowser, signInWithCode } from './support/session.ts';

// The jobs journey of issue 13: an employer posts a job, the demo manager approves it, a job seeker finds it with the
// cooperation-type filter and applies with a PDF CV, and the employer shortlists them; the seeker sees it.

/** A small but real PDF: the API decides what a CV is by its first bytes. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n' +
    'trailer <</Root 1 0 R>>\n%%EOF\n',
);

test('an employer posts a job, a manager approves it, a seeker finds it by cooperation type and applies, and is shortlisted @desktop', async ({
  page,
  browser,
  request,
  playwright,
  baseURL,
}, testInfo) => {
  // Three sign-ins, a review and an upload on a slow phone profile: more than the default 30 s.
  test.setTimeout(240_000);
  const mark = String(Date.now()).slice(-7);
  const title = `کارشناس شبکه پروژه‌ای ${mark}`;

  // The employer opens "post a job": the panel asks for a sign-in and comes back to the form.
  await page.goto('/panel/myWork/create');
  await expect(page).toHaveURL(/\/auth\/panel\/login\?redirectTo=%2Fpanel%2FmyWork%2Fcreate$/);
  await signInWithCode(page, request, freshMobile('0936'));
  await expect(page.getByRole('heading', { level: 1, name: 'ثبت آگهی استخدام' })).toBeVisible();

  const select = (name: string) => page.getByRole('combobox', { name, exact: true });
  await select('دسته').selectOption({ label: 'فناوری اطلاعات' });
  await select('زیردسته').selectOption({ label: 'شبکه و پشتیبانی' });
  await select('شهر').selectOption({ label: 'اردبیل' });
  await nextStep(page);
  await page.getByRole('textbox', { name: 'عنوان', exact: true }).fill(title);
  await page.getByLabel('نام کسب‌وکار').fill('شبکه‌گستر سبلان');
  // Persian digits are welcome; the line under the input reads the salary back.
  await page.getByLabel('حقوق ماهانه (تومان)').fill('۱۸۰۰۰۰۰۰');
  await expect(page.getByText('۱۸٬۰۰۰٬۰۰۰ تومان')).toBeVisible();
  await select('نوع همکاری').selectOption({ label: 'پروژه‌ای' });
  await page.getByLabel('مهارت‌ها').fill('میکروتیک، شبکه');
  await page.getByRole('navigation', { name: 'گام‌های ثبت' }).getByRole('button', { name: 'بسته و بازبینی' }).click();
  await page.getByRole('radio', { name: /آگهی استخدام رایگان/ }).check();
  await page.getByRole('button', { name: 'ثبت آگهی استخدام', exact: true }).click();
  await expect(page).toHaveURL(/\/panel\/myWork\?notice=created$/);
  await expect(page.getByRole('listitem').filter({ hasText: title }).getByText('در انتظار بررسی')).toBeVisible();

  // The demo manager approves it (the moderation screen itself is walked through in the ads journey).
  const manager = await managerApi(playwright, baseURL);
  const queue = (await (await manager.get(`/api/v1/manager/listings?vertical=work&status=0&q=${mark}`)).json()) as {
    items: Array<{ id: number; title: string }>;
  };
  expect(queue.items.map((item) => item.title)).toEqual([title]);
  const approved = await manager.post(`/api/v1/manager/listings/${queue.items[0]!.id}/status`, { data: { status: 2 } });
  expect(approved.ok()).toBe(true);

  // A job seeker looks for project work in Ardabil: the cooperation-type filter finds it, and the full-time ones are
  // left out.
  const seekerContext = await secondBrowser(browser, testInfo, baseURL);
  const seeker = await seekerContext.newPage();
  await seeker.goto('/work/list/ardabil');
  await withFilters(seeker, isPhone(testInfo), (panel) =>
    panel.getByRole('combobox', { name: 'نوع همکاری' }).selectOption({ label: 'پروژه‌ای' }),
  );
  await expect(seeker).toHaveURL(/\/work\/list\/ardabil\?cooperationType=project$/);
  const card = seeker.getByRole('link', { name: new RegExp(title) });
  await expect(card).toBeVisible();
  await expect(card).toContainText('۱۸٬۰۰۰٬۰۰۰ تومان');
  await expect(seeker.getByRole('link', { name: /حسابدار آشنا به نرم‌افزار سپیدار/ })).toHaveCount(0);
  await card.click();
  await expect(seeker.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(seeker.getByText('میکروتیک، شبکه')).toBeVisible();

  // «Send your CV» asks a guest to sign in, then comes back to the form.
  await seeker.getByRole('link', { name: 'ارسال رزومه' }).click();
  await expect(seeker).toHaveURL(/\/auth\/panel\/login\?redirectTo=%2Fwork%2F/);
  await signInWithCode(seeker, request, freshMobile('0937'));
  await expect(seeker.getByRole('heading', { level: 1, name: 'ارسال رزومه' })).toBeVisible();
  // Sent without a file: the form says so beside the file.
  await seeker.getByRole('button', { name: 'ارسال درخواست' }).click();
  await expect(seeker.getByText('فایل رزومه را انتخاب کنید.')).toBeVisible();
  await seeker.getByLabel('یادداشت برای کارفرما').fill('سه سال پشتیبانی شبکه و میکروتیک.');
  await seeker
    .getByLabel('انتخاب فایل رزومه')
    .setInputFiles({ name: 'رزومه.pdf', mimeType: 'application/pdf', buffer: PDF });
  await seeker.getByRole('button', { name: 'ارسال درخواست' }).click();
  await expect(seeker).toHaveURL(/\/panel\/myApplications\?sent=1$/);
  await expect(seeker.getByRole('status').filter({ hasText: 'رزومه شما برای کارفرما فرستاده شد.' })).toBeVisible();
  const sent = seeker.getByRole('listitem').filter({ hasText: title });
  await expect(sent.getByText('جدید', { exact: true })).toBeVisible();

  // The employer sees the application under the job, with the CV, and shortlists it.
  await page.goto('/panel/myWork');
  await page.getByRole('link', { name: `ویرایش «${title}»` }).click();
  await page.getByRole('link', { name: 'درخواست‌های همکاری' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  const application = page.getByRole('listitem').filter({ hasText: 'سه سال پشتیبانی شبکه و میکروتیک.' });
  await expect(application.getByText('جدید', { exact: true }).first()).toBeVisible();
  // A seeker who has not given a name yet is «کاربر شهربازار», never a bare «کاربر» (issue 29).
  await expect(application.getByText('کاربر شهربازار').first()).toBeVisible();
  const cv = await request.get((await application.getByRole('link', { name: 'دریافت رزومه' }).getAttribute('href'))!);
  // Another visitor (this request context has no session) cannot read the CV.
  expect(cv.status()).toBe(401);
  await application.getByRole('combobox').selectOption({ label: 'در فهرست کوتاه' });
  await application.getByRole('button', { name: 'ثبت وضعیت' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'وضعیت درخواست ذخیره شد.' })).toBeVisible();
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: 'سه سال پشتیبانی شبکه و میکروتیک.' })
      .getByText('در فهرست کوتاه')
      .first(),
  ).toBeVisible();

  // The seeker sees where they stand.
  await seeker.reload();
  await expect(seeker.getByRole('listitem').filter({ hasText: title }).getByText('در فهرست کوتاه')).toBeVisible();
  // And was told (issue 29): the notification leads back to their applications.
  await seeker.goto('/panel/notifications');
  await expect(seeker.getByText(`کارفرمای «${title}» درخواست شما را در فهرست کوتاه گذاشت.`)).toBeVisible();
  await seeker.screenshot({ path: testInfo.outputPath('shortlist-notice.png'), fullPage: true });
  await seeker.getByRole('link', { name: 'درخواست شما در فهرست کوتاه است' }).first().click();
  await expect(seeker).toHaveURL(/\/panel\/myApplications$/);
  await seekerContext.close();
});
