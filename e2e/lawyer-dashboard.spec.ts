import { expect, test, type APIRequestContext } from '@playwright/test';
import { freshMobile, managerApi, secondBrowser, signInWithCode, type PlaywrightLike } from './support/session.ts';

// Issue 19 (ADR 0049): a lawyer answers a question; the asker finds it in their notifications, leading to the
// question's page; the lawyer's panel shows the answer counted on their dashboard (looked at at 390 and 1366 px).

/** The demo city, the free lawyer package and the family specialty, as a lawyer registers with them. */
async function lawyerIds(api: APIRequestContext) {
  const initial = (await (await api.get('/api/v1/app/initial-data')).json()) as {
    cities: Array<{ id: number; slug: string }>;
    generalCategory: Array<{ type: string; subCategories: Array<{ id: number; slug: string }> }>;
  };
  const packages = (await (await api.get('/api/v1/packages?type=11')).json()) as {
    items: Array<{ id: number; planType: number }>;
  };
  const family = initial.generalCategory
    .filter((category) => category.type === 'lawyer')
    .flatMap((category) => category.subCategories)
    .find((sub) => sub.slug === 'lawyer-family');
  return {
    city: initial.cities.find((city) => city.slug === 'ardabil')!.id,
    pkg: packages.items.find((item) => item.planType === 0)!.id,
    family: family!.id,
  };
}

test('an answer tells the asker and counts on the lawyer’s dashboard', async ({
  page,
  request,
  browser,
  playwright,
  baseURL,
}, testInfo) => {
  const mark = String(Date.now()).slice(-6);
  const title = `اجاره‌نامه را چگونه فسخ کنم؟ ${mark}`;
  const lawyerName = `وکیل داشبورد ${mark}`;

  // A new lawyer signs in and registers a profile a manager approves.
  const lawyerContext = await secondBrowser(browser, testInfo, baseURL);
  const lawyer = await lawyerContext.newPage();
  await lawyer.goto('/auth/panel/login');
  await signInWithCode(lawyer, request, freshMobile('0939'));
  await expect(lawyer).toHaveURL(/\/panel\/dashboard$/);
  const ids = await lawyerIds(lawyer.request);
  const created = await lawyer.request.post('/api/v1/me/lawyer', {
    data: {
      city_id: ids.city,
      package_id: ids.pkg,
      general_sub_category_id: ids.family,
      title: lawyerName,
      description: 'دعاوی ملکی و اجاره',
      licenseNumber: String(10_000 + Math.floor(Math.random() * 89_999)),
      licenseExpiry: new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const manager = await managerApi(playwright as PlaywrightLike, baseURL);
  const { id } = (await created.json()) as { id: number };
  expect((await manager.post(`/api/v1/manager/listings/${id}/status`, { data: { status: 2 } })).ok()).toBe(true);

  // Someone asks; the lawyer answers.
  await page.goto('/auth/panel/login');
  await signInWithCode(page, request, freshMobile('0938'));
  await expect(page).toHaveURL(/\/panel\/dashboard$/);
  const asked = await page.request.post('/api/v1/lawyer-questions', {
    data: {
      general_sub_category_id: ids.family,
      title,
      content: 'قرارداد اجاره یک‌ساله دارم و موجر تعمیرات را انجام نمی‌دهد. می‌توانم فسخ کنم؟',
    },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const { slugId } = (await asked.json()) as { slugId: string };
  const answered = await lawyer.request.post(`/api/v1/lawyer-questions/${slugId}/answers`, {
    data: { content: 'بله، عدم انجام تعمیرات اساسی از سوی موجر به مستأجر حق فسخ می‌دهد.' },
  });
  expect(answered.status(), await answered.text()).toBe(201);

  // The lawyer's panel counts it on the dashboard, in Persian digits.
  await lawyer.goto('/panel/myLawyer');
  await expect(lawyer.getByRole('heading', { level: 2, name: 'کارنامهٔ من' })).toBeVisible();
  await expect(lawyer.locator('dt:text-is("پرسش‌های پاسخ‌داده") + dd')).toHaveText('۱');
  await expect(lawyer.locator('dt:text-is("پیشنهادهای فرستاده") + dd')).toHaveText('۰');
  await expect(lawyer.getByText('درآمد مشاوره‌ها', { exact: true })).toBeVisible();
  await expect(lawyer.getByText('درآمد مشاوره‌های تلفنی', { exact: true })).toBeVisible();
  await expect(lawyer.getByText(lawyerName)).toBeVisible();
  for (const width of [390, 1366]) {
    await lawyer.setViewportSize({ width, height: 900 });
    await lawyer.screenshot({ path: testInfo.outputPath(`lawyer-dashboard-${width}.png`), fullPage: true });
  }
  await lawyerContext.close();

  // The asker finds the answer in their notifications, leading to the question's page.
  await page.goto('/panel/notifications');
  await page.getByRole('link', { name: 'وکیل به پرسش شما پاسخ داد' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});
