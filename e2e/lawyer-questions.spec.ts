import { expect, test, type APIRequestContext, type Browser, type TestInfo } from '@playwright/test';
import { freshMobile, managerApi, secondBrowser, signInWithCode, type PlaywrightLike } from './support/session.ts';

// The legal questions journey of issue 19: a person asks a question under a legal category, two lawyers (each with a
// live lawyer profile) answer it on its page, the asker marks one answer helpful, and a signed-out visitor reads the
// question with both answers, the helpful one marked. Answering without a lawyer profile is refused with the reason.

/** The ids a lawyer profile is registered with: the demo city, the free lawyer package, the family specialty. */
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

/**
 * A new person signed in (another browser of the same device) whose lawyer profile a manager approved: the page of
 * that person, ready to answer.
 */
async function newLawyer(
  name: string,
  context: { browser: Browser; testInfo: TestInfo; baseURL: string | undefined; request: APIRequestContext },
  manager: APIRequestContext,
) {
  const browserContext = await secondBrowser(context.browser, context.testInfo, context.baseURL);
  const page = await browserContext.newPage();
  await page.goto('/auth/panel/login');
  await signInWithCode(page, context.request, freshMobile('0939'));
  await expect(page).toHaveURL(/\/panel\/dashboard$/);
  const ids = await lawyerIds(page.request);
  const expiry = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
  const created = await page.request.post('/api/v1/me/lawyer', {
    data: {
      city_id: ids.city,
      package_id: ids.pkg,
      general_sub_category_id: ids.family,
      title: name,
      description: 'دعاوی خانواده و مهریه',
      licenseNumber: String(10_000 + Math.floor(Math.random() * 89_999)),
      licenseExpiry: expiry,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const approved = await manager.post(`/api/v1/manager/listings/${id}/status`, { data: { status: 2 } });
  expect(approved.ok()).toBe(true);
  return page;
}

test('a question is asked, two lawyers answer, the asker marks one helpful and the page is public @desktop', async ({
  page,
  request,
  browser,
  playwright,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  const mark = String(Date.now()).slice(-6);
  const title = `مهریه عندالمطالبه را چگونه بگیرم؟ ${mark}`;

  // The lawyers' section is open from the home page, and its questions from the section.
  await page.goto('/lawyer/questions');
  await page.getByRole('link', { name: 'پرسش حقوقی بپرسید' }).first().click();
  // A guest signs in first and comes back to the form.
  await signInWithCode(page, request, freshMobile('0938'));
  await expect(page.getByRole('heading', { level: 1, name: 'پرسش حقوقی بپرسید' })).toBeVisible();
  await page.getByRole('combobox', { name: 'موضوع حقوقی' }).selectOption({ label: 'خانواده' });
  await page.getByRole('textbox', { name: 'عنوان پرسش' }).fill(title);
  await page
    .getByRole('textbox', { name: 'شرح پرسش' })
    .fill('مهریه من ۱۱۴ سکه است و همسرم نمی‌پردازد. از کجا شروع کنم و چه مدارکی لازم است؟');
  await page.getByRole('button', { name: 'ثبت پرسش' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'پرسش شما ثبت و منتشر شد' })).toBeVisible();
  await expect(page.getByText('هنوز وکیلی پاسخ نداده است.')).toBeVisible();
  const questionUrl = new URL(page.url()).pathname;

  // Someone without a lawyer profile is not offered the answer form, and the API refuses them with the reason.
  const slugId = questionUrl.split('/').pop()!;
  const refused = await page.request.post(`/api/v1/lawyer-questions/${slugId}/answers`, {
    data: { content: 'پاسخی از کسی که وکیل نیست و نباید پذیرفته شود.' },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
    'فقط وکیلی که پروفایل وکالت فعال دارد می‌تواند به پرسش‌ها پاسخ دهد.',
  );
  await expect(page.getByRole('button', { name: 'ثبت پاسخ' })).toHaveCount(0);

  // Two lawyers answer on the question's page.
  const manager = await managerApi(playwright as PlaywrightLike, baseURL);
  const context = { browser, testInfo, baseURL, request };
  const answers = [
    ['وکیل آزمون اول', 'از راه اجرای ثبت با سند ازدواج اقدام کنید؛ هزینه کمتری دارد و اموال توقیف می‌شود.'],
    ['وکیل آزمون دوم', 'دادخواست مطالبه مهریه در دادگاه خانواده هم راه دیگری است، با امکان درخواست جلب.'],
  ] as const;
  for (const [name, text] of answers) {
    const lawyer = await newLawyer(`${name} ${mark}`, context, manager);
    await lawyer.goto(questionUrl);
    await lawyer.getByRole('textbox', { name: 'متن پاسخ' }).fill(text);
    await lawyer.getByRole('button', { name: 'ثبت پاسخ' }).click();
    await expect(lawyer.getByRole('status').filter({ hasText: 'پاسخ شما ثبت شد.' })).toBeVisible();
    await expect(lawyer.getByRole('listitem', { name: `پاسخ ${name} ${mark}` })).toContainText(text);
    await lawyer.context().close();
  }

  // The asker sees both answers and marks the second one helpful.
  await page.goto(questionUrl);
  await expect(page.getByText('۲ پاسخ')).toBeVisible();
  const second = page.getByRole('listitem', { name: `پاسخ وکیل آزمون دوم ${mark}` });
  await second.getByRole('button', { name: 'این پاسخ مفید بود' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'پاسخ مفید انتخاب شد.' })).toBeVisible();
  await expect(
    page.getByRole('listitem', { name: `پاسخ وکیل آزمون دوم ${mark}` }).getByText('پاسخ مفید', { exact: true }),
  ).toBeVisible();

  // A signed-out visitor reads the question, both answers and the helpful mark; the page is found by its title.
  const visitor = await secondBrowser(browser, testInfo, baseURL);
  const guest = await visitor.newPage();
  await guest.goto(questionUrl);
  await expect(guest).toHaveTitle(new RegExp(title.replace(/[?]/g, '\\?')));
  await expect(guest.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(guest.getByRole('listitem', { name: `پاسخ وکیل آزمون اول ${mark}` })).toContainText('اجرای ثبت');
  await expect(
    guest.getByRole('listitem', { name: `پاسخ وکیل آزمون دوم ${mark}` }).getByText('پاسخ مفید', { exact: true }),
  ).toBeVisible();
  await expect(guest.getByRole('button', { name: 'این پاسخ مفید بود' })).toHaveCount(0);
  const jsonLd = await guest.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.join('\n')).toContain('"QAPage"');
  // And from the list of its legal category.
  await guest.goto('/lawyer/advice/lawyer-family');
  await expect(guest.getByRole('link', { name: title })).toBeVisible();
  await visitor.close();
});
