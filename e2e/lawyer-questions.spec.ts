import { type APIRequestContext, type Browser, type TestInfo } from '@playwright/test';
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

// The legal questions journey of issue 19: a person asks a question under a legal category, two lawyers (each with a
// live lawyer profile) answer it on its page, the asker marks one answer helpful, and a signed-out visitor reads the
// question with both answers, the helpful one marked. Answering without a lawyer profile is refused with the reason.

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
  await signInByCode(page.request, freshMobile('0939'));
  const id = await registerLawyer(page.request, name, manager);
  return { page, id };
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
  const lawyerIds: number[] = [];
  for (const [index, [name, text]] of answers.entries()) {
    const { page: lawyer, id } = await newLawyer(`${name} ${mark}`, context, manager);
    lawyerIds.push(id);
    // The second lawyer sells text consultations: their card offers the paid consultation (issue 29).
    if (index === 1) {
      const tariffs = await lawyer.request.put(`/api/v1/me/lawyer/${id}/tariffs`, {
        data: { tariffs: [{ title: 'مشاوره متنی', price: 150_000 }] },
      });
      expect(tariffs.ok(), await tariffs.text()).toBe(true);
    }
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
  // Each answer carries its lawyer's card (issue 29): specialty, answers given, and a consultation button; a new
  // lawyer shows no satisfaction figure and no rating rather than «۰٪».
  const firstCard = guest.getByRole('group', { name: `کارت وکیل وکیل آزمون اول ${mark}` });
  // Its photo (the picture placeholder for a lawyer who gave none), drawn, and its name leading to the profile.
  const photo = firstCard.locator('img');
  await photo.scrollIntoViewIfNeeded();
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(firstCard.getByRole('link', { name: `وکیل آزمون اول ${mark}` })).toHaveAttribute('href', /^\/lawyer\//);
  await expect(firstCard).toContainText('خانواده');
  await expect(firstCard).toContainText('۱ پاسخ');
  await expect(firstCard).not.toContainText('٪');
  await expect(firstCard.getByRole('link', { name: 'مشاوره با این وکیل' })).toHaveAttribute('href', /^\/lawyer\//);
  const secondCard = guest.getByRole('group', { name: `کارت وکیل وکیل آزمون دوم ${mark}` });
  await expect(secondCard).toContainText('رضایت ۱۰۰٪');
  await expect(secondCard.getByRole('link', { name: `مشاورهٔ متنی با وکیل آزمون دوم ${mark}` })).toHaveAttribute(
    'href',
    `/panel/consultations/buy/${lawyerIds[1]}`,
  );
  await guest.screenshot({ path: testInfo.outputPath('question-cards.png'), fullPage: true });
  const jsonLd = await guest.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.join('\n')).toContain('"QAPage"');
  // And from the list of its legal category.
  await guest.goto('/lawyer/advice/lawyer-family');
  await expect(guest.getByRole('link', { name: title })).toBeVisible();

  // Legal forms (ADR 0056): a manager publishes a downloadable form in the CMS with the family category's tag, and the
  // visitor finds it from legal advice under the legal form category «خانواده», downloads on the form's page.
  const tags = (await (await manager.get('/api/v1/tags?q=lawyer-family')).json()) as {
    items: Array<{ id: number; slug: string }>;
  };
  let tagId = tags.items.find((tag) => tag.slug === 'lawyer-family')?.id;
  if (tagId === undefined) {
    const tag = await manager.post('/api/v1/manager/tags', { data: { title: 'فرم خانواده', slug: 'lawyer-family' } });
    expect(tag.status(), await tag.text()).toBe(201);
    tagId = ((await tag.json()) as { id: number }).id;
  }
  const formTitle = `نمونه دادخواست مطالبه مهریه ${mark}`;
  const form = await manager.post('/api/v1/manager/posts', {
    data: {
      title: formTitle,
      slug: `mahrieh-form-${mark}`,
      content: '<p>نمونه دادخواست مطالبه مهریه برای دادگاه خانواده، با راهنمای پر کردن.</p>',
      status: 1,
      type: 'articles',
      tags: [tagId],
      links: [{ type: 'download', title: 'دانلود فرم', path: '/forms/mahrieh.pdf' }],
    },
  });
  expect(form.status(), await form.text()).toBe(201);
  await guest.goto('/lawyer/advice');
  await guest.getByRole('link', { name: 'فرم‌های حقوقی' }).click();
  await expect(guest.getByRole('heading', { level: 1, name: 'فرم‌های حقوقی' })).toBeVisible();
  const categories = guest.getByRole('list', { name: 'دسته‌های فرم حقوقی' });
  await categories.getByRole('link', { name: 'حقوقی', exact: true }).click();
  await expect(guest).toHaveURL(/\/lawyer\/forms\/lawyer-civil$/);
  await categories.getByRole('link', { name: 'خانواده', exact: true }).click();
  await expect(guest).toHaveURL(/\/lawyer\/forms\/lawyer-family$/);
  await expect(guest).toHaveTitle(/فرم‌های حقوقی خانواده/);
  await guest.screenshot({ path: testInfo.outputPath('legal-forms.png'), fullPage: true });
  await guest.getByRole('link', { name: new RegExp(formTitle) }).click();
  await expect(guest.getByRole('heading', { level: 1, name: formTitle })).toBeVisible();
  await expect(guest.getByRole('link', { name: /دانلود فرم/ })).toHaveAttribute('href', '/forms/mahrieh.pdf');

  // Legal articles (spec: client lawyer «post home», «post show»; issue 29): a manager publishes a post of type legal;
  // the visitor finds it from the lawyers' landing, which also invites to ask a question and to post a project.
  const articleTitle = `طلاق توافقی در چند گام ${mark}`;
  const article = await manager.post('/api/v1/manager/posts', {
    data: {
      title: articleTitle,
      slug: `tavafoghi-${mark}`,
      content: '<p>طلاق توافقی با درخواست مشترک زوجین در دادگاه خانواده آغاز می‌شود.</p>',
      status: 1,
      type: 'legal',
      details: { author: 'وکیل نمونه' },
    },
  });
  expect(article.status(), await article.text()).toBe(201);
  await guest.goto('/lawyer');
  const invite = guest.getByRole('region', { name: 'وکیل لازم دارید؟' });
  await expect(invite.getByRole('link', { name: 'پرسش حقوقی بپرسید' })).toHaveAttribute(
    'href',
    '/lawyer/questions/ask',
  );
  await expect(invite.getByRole('link', { name: 'ثبت پروژه و دریافت پیشنهاد' })).toHaveAttribute(
    'href',
    '/lawyer/projects/create',
  );
  await invite.getByRole('link', { name: 'مقاله‌های حقوقی' }).click();
  await expect(guest.getByRole('heading', { level: 1, name: 'مقاله‌های حقوقی' })).toBeVisible();
  await guest.screenshot({ path: testInfo.outputPath('legal-articles.png'), fullPage: true });
  await guest.getByRole('link', { name: new RegExp(articleTitle) }).click();
  await expect(guest).toHaveURL(new RegExp(`/lawyer/articles/tavafoghi-${mark}$`));
  await expect(guest.getByRole('heading', { level: 1, name: articleTitle })).toBeVisible();
  await expect(guest.getByText('وکیل نمونه', { exact: false })).toBeVisible();
  await expect(guest.getByRole('complementary').getByRole('link', { name: 'پرسش حقوقی بپرسید' })).toBeVisible();
  await guest.screenshot({ path: testInfo.outputPath('legal-article.png'), fullPage: true });
  // Its one address: the blog's sends it to the lawyers section.
  await guest.goto(`/blog/tavafoghi-${mark}`);
  await expect(guest).toHaveURL(new RegExp(`/lawyer/articles/tavafoghi-${mark}$`));
  await visitor.close();
});
