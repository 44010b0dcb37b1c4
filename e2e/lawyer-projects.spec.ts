import { type APIRequestContext, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { expect } from './support/expect.ts';
import { registerLawyer } from './support/lawyers.ts';
import {
  codeSentTo,
  freshMobile,
  managerApi,
  secondBrowser,
  signInWithCode,
  type PlaywrightLike,
} from './support/session.ts';

// The client projects journey of issue 19 (item 4, ADR 0041, 0056): a client posts a legal project with a private
// file, three lawyers (registered and approved for real) offer (one on the project's page, two through the API), the
// client compares and selects one and pays the offer into escrow online at the sandbox bank; the selected lawyer now
// reads the file (nobody else could), marks the work delivered, the client releases it and the lawyer's wallet shows
// the price less the site's 10% share; the lawyer opens the ads screen of their profile and buys a featured place. A
// second project with no selection ends at its deadline (the deadline job run through the development route, a day
// later).

/** A small PDF, as a client's scanned contract would be. */
const CONTRACT = Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n');

/** An API client of its own signed in as a new user with a one-time code. */
async function userApi(playwright: PlaywrightLike, baseURL: string | undefined): Promise<APIRequestContext> {
  const api = await playwright.request.newContext({ baseURL });
  const mobile = freshMobile('0937');
  expect((await api.post('/api/v1/auth/otp', { data: { mobile } })).ok()).toBe(true);
  const login = await api.post('/api/v1/auth/login/otp', {
    data: { mobile, code: await codeSentTo(api, mobile), panel: 'general' },
  });
  expect(login.ok()).toBe(true);
  return api;
}

test('a client posts a project, three lawyers offer, the client selects, pays into escrow and releases it', async ({
  page,
  browser,
  playwright,
  baseURL,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const shot = (name: string, on: Page = page) =>
    on.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
  const mark = String(Date.now()).slice(-6);
  const title = `تنظیم قرارداد اجاره مغازه ${mark}`;

  // The client signs in from the post form and comes back to it.
  await page.goto('/lawyer/projects/create');
  await expect(page).toHaveURL(/\/auth\/panel\/login/);
  await signInWithCode(page, request, freshMobile('0936'));
  await expect(page).toHaveURL(/\/lawyer\/projects\/create$/);
  await page.getByRole('textbox', { name: 'عنوان', exact: true }).fill(title);
  await page.getByLabel('نوع کار').selectOption({ label: 'تنظیم قرارداد' });
  await page.getByLabel('شرح کار').fill('برای اجاره یک مغازه در مرکز شهر به قراردادی محکم و بی‌نقص نیاز دارم.');
  await page.getByLabel('برچسب‌ها').fill('قرارداد، اجاره');
  await page.getByLabel('حداقل بودجه (تومان)').fill('۵۰۰۰۰۰۰');
  await page.getByLabel('حداکثر بودجه (تومان)').fill('۱۰۰۰۰۰۰');
  // The file picker speaks Persian (issue 29): our button and the chosen file's name, never «Choose Files».
  await expect(page.getByText('انتخاب فایل', { exact: true })).toBeVisible();
  await expect(page.getByText('هنوز فایلی انتخاب نشده است.')).toBeVisible();
  await page.getByLabel('پیوست (اختیاری)').setInputFiles({
    name: 'contract.pdf',
    mimeType: 'application/pdf',
    buffer: CONTRACT,
  });
  await expect(page.getByText('۱ فایل انتخاب شد: contract.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'ثبت پروژه' }).click();
  // A maximum below the minimum is refused, in Persian, and nothing is posted.
  await expect(page.getByText('سقف بودجه نباید از کف آن کمتر باشد.')).toBeVisible();
  await page.getByLabel('حداکثر بودجه (تومان)').fill('۲۰۰۰۰۰۰۰');
  // The refused form came back without the file: it is chosen again.
  await page.getByLabel('پیوست (اختیاری)').setInputFiles({
    name: 'contract.pdf',
    mimeType: 'application/pdf',
    buffer: CONTRACT,
  });
  await page.getByRole('button', { name: 'ثبت پروژه' }).click();
  await expect(page).toHaveURL(/\/panel\/lawyerProject\/\d+\?posted=1$/);
  await expect(page.getByText('پروژه شما ثبت شد')).toBeVisible();
  // The file is the client's to open, through the authorised route (never a public address).
  const fileLink = page.getByRole('link', { name: 'contract.pdf' });
  await expect(fileLink).toHaveAttribute('href', /^\/api\/v1\/lawyer\/projects\/\w+\/files\/\d+$/);
  const fileHref = (await fileLink.getAttribute('href'))!;
  expect((await page.request.get(fileHref)).ok()).toBe(true);
  const projectId = Number(/lawyerProject\/(\d+)/.exec(page.url())![1]);
  const mine = (await (await page.request.get(`/api/v1/me/lawyer/projects/${projectId}`)).json()) as {
    slugId: string;
  };

  // Anyone reads it on the public list and its page: the budget in toman with Persian digits.
  await page.goto('/lawyer/projects');
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByTestId('project-budget')).toHaveText('۵٬۰۰۰٬۰۰۰ تا ۲۰٬۰۰۰٬۰۰۰ تومان');

  // The first lawyer, in a browser of their own, signs in from the project's page and offers there.
  const lawyerContext = await secondBrowser(browser, testInfo, baseURL);
  const lawyerPage = await lawyerContext.newPage();
  const lawyerName = `وکیل پایه یک ${mark}`;
  await lawyerPage.goto(`/lawyer/projects/${mine.slugId}`);
  await lawyerPage.getByRole('link', { name: 'برای پیشنهاد دادن وارد شوید.' }).click();
  await signInWithCode(lawyerPage, request, freshMobile('0936'));
  await expect(lawyerPage).toHaveURL(new RegExp(`/lawyer/projects/${mine.slugId}$`));
  const manager = await managerApi(playwright, baseURL);
  const lawyerProfile = await registerLawyer(lawyerPage.request, lawyerName, manager);
  // Before a selection, a lawyer learns only that there is a file.
  await lawyerPage.reload();
  await expect(lawyerPage.getByText('۱ پیوست (فقط برای موکل و وکیل انتخاب‌شده)')).toBeVisible();
  expect((await lawyerPage.request.get(fileHref)).status()).toBe(404);
  await shot('project-page-files-hidden', lawyerPage);
  await lawyerPage.getByLabel('مبلغ (تومان)').fill('۳۰۰۰۰۰۰');
  await lawyerPage.getByLabel('مدت انجام (روز)').fill('۵');
  await lawyerPage.getByLabel('پیام به موکل').fill('با ده سال سابقه، قرارداد را در پنج روز تنظیم می‌کنم.');
  await lawyerPage.getByRole('button', { name: 'ارسال پیشنهاد' }).click();
  await expect(lawyerPage.getByText('پیشنهاد شما ثبت شد.')).toBeVisible();
  await expect(lawyerPage.getByTestId('offer-count')).toHaveText('۱');

  // Two more lawyers offer through the API.
  for (const [index, price] of [4_000_000, 3_500_000].entries()) {
    const lawyer = await userApi(playwright, baseURL);
    await registerLawyer(lawyer, `وکیل ${index + 2} ${mark}`, manager);
    const offered = await lawyer.post(`/api/v1/lawyer/projects/${mine.slugId}/offers`, {
      data: { price, days: 7 + index, message: 'پیشنهاد من برای تنظیم این قرارداد' },
    });
    expect(offered.status(), await offered.text()).toBe(201);
    await lawyer.dispose();
  }

  // The client compares the three offers in the panel and selects the first lawyer's.
  await page.goto(`/panel/lawyerProject/${projectId}`);
  await expect(page.getByTestId('offer')).toHaveCount(3);
  const chosen = page.getByTestId('offer').filter({ hasText: lawyerName });
  await expect(chosen.getByTestId('offer-price')).toHaveText('۳٬۰۰۰٬۰۰۰ تومان');
  await chosen.getByRole('button', { name: 'انتخاب این وکیل' }).click();
  await expect(page.getByTestId('project-status').first()).toHaveText('وکیل انتخاب شده');
  await expect(page.getByRole('button', { name: 'انتخاب این وکیل' })).toHaveCount(0);
  // Each offer links to its lawyer's profile; the client and the chosen lawyer now have their chat room (issue 29).
  await expect(chosen.getByRole('link', { name: lawyerName })).toHaveAttribute(
    'href',
    new RegExp(`/lawyer/[^/]+/\\w+$`),
  );
  await expect(page.getByRole('link', { name: 'گفتگو با وکیل' })).toHaveAttribute('href', /^\/panel\/chatRoom\/\d+$/);

  // The offer's price is paid online at the sandbox bank, straight into escrow.
  await shot('project-panel-pay');
  await page.getByRole('button', { name: 'پرداخت آنلاین ۳٬۰۰۰٬۰۰۰ تومان' }).click();
  await expect(page).toHaveURL(/\/sandbox-bank\/SB/);
  await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'پرداخت با موفقیت انجام شد.' })).toBeVisible();
  await page.goto(`/panel/lawyerProject/${projectId}`);
  await expect(page.getByTestId('escrow-state')).toHaveText('مبلغ نزد سایت امن است');
  await expect(page.getByTestId('wallet-balance')).toHaveCount(0);

  // The selected lawyer now reads the file on the project's page.
  await lawyerPage.goto(`/lawyer/projects/${mine.slugId}`);
  await expect(lawyerPage.getByRole('link', { name: 'contract.pdf' })).toBeVisible();
  expect((await lawyerPage.request.get(fileHref)).ok()).toBe(true);

  // The lawyer marks the work delivered in the lawyer's offer index.
  await lawyerPage.goto('/panel/lawyerOffers');
  const offer = lawyerPage.getByTestId('my-offer').filter({ hasText: title });
  await expect(offer.getByText('شما انتخاب شدید')).toBeVisible();
  await offer.getByRole('button', { name: 'اعلام تحویل کار' }).click();
  await expect(offer.getByText('وکیل کار را تحویل داده است')).toBeVisible();

  // The client releases it: completed, the site's share kept.
  await page.reload();
  await expect(page.getByTestId('escrow-state')).toHaveText('وکیل کار را تحویل داده است');
  await page.getByRole('button', { name: 'تأیید انجام کار و پرداخت به وکیل' }).click();
  await expect(page.getByTestId('project-status').first()).toHaveText('انجام‌شده');
  await expect(page.getByTestId('project-share')).toHaveText('۳۰۰٬۰۰۰ تومان');

  // Now the client rates the lawyer (issue 29): once, and the score is on the lawyer's page.
  const rating = page.getByRole('group', { name: 'امتیاز شما' });
  await rating.getByRole('radio', { name: '۴ از ۵' }).check();
  await page.getByLabel('چند کلمه دربارهٔ کار وکیل (اختیاری)').fill('دقیق و به‌موقع');
  await shot('project-rate');
  await page.getByRole('button', { name: 'ثبت امتیاز' }).click();
  await expect(page.getByTestId('project-rating')).toHaveText('امتیاز شما به وکیل: ۴ از ۵');
  await expect(page.getByRole('button', { name: 'ثبت امتیاز' })).toHaveCount(0);
  await shot('project-rated');
  await page.goto(
    `/lawyer/lawyer/${((await (await page.request.get(`/api/v1/me/lawyer/projects/${projectId}`)).json()) as { offers: Array<{ selected: boolean; lawyer: { listingSlugId: string } }> }).offers.find((one) => one.selected)!.lawyer.listingSlugId}`,
  );
  await expect(page.getByText('۴ از ۵ (۱ پروژه)')).toBeVisible();
  await shot('lawyer-profile-rating');

  // The lawyer's wallet shows the credit less the share.
  await lawyerPage.goto('/panel/lawyerOffers');
  const paidOffer = lawyerPage.getByTestId('my-offer').filter({ hasText: title });
  await expect(paidOffer.getByTestId('offer-payout')).toHaveText('واریزی به شما: ۲٬۷۰۰٬۰۰۰ تومان');
  await expect(paidOffer.getByTestId('offer-rating')).toHaveText('امتیاز موکل: ۴ از ۵');
  await expect(paidOffer.getByRole('link', { name: 'گفتگو با موکل' })).toHaveAttribute(
    'href',
    /^\/panel\/chatRoom\/\d+$/,
  );
  // The selected lawyer writes to the client in their room: the server opens it for them (issue 29), as for no other.
  await paidOffer.getByRole('link', { name: 'گفتگو با موکل' }).click();
  await expect(lawyerPage).toHaveURL(/\/panel\/chatRoom\/\d+$/);
  await lawyerPage.getByRole('textbox', { name: 'متن پیام' }).fill('سلام، کار تحویل شد؛ سپاس از اعتمادتان.');
  await lawyerPage.getByRole('button', { name: 'ارسال', exact: true }).click();
  await expect(lawyerPage.getByTestId('chat-message').filter({ hasText: 'سپاس از اعتمادتان' })).toContainText(
    'ارسال شد',
  );
  await lawyerPage.goto('/panel/wallet/charge');
  await expect(lawyerPage.getByTestId('wallet-balance')).toHaveText('۲٬۷۰۰٬۰۰۰ تومان');

  // The lawyer buys a featured place in the lawyers' section from the profile's ads screen (ADR 0042, 0056).
  await lawyerPage.goto(`/panel/myLawyer/${lawyerProfile}`);
  await lawyerPage
    .getByRole('navigation', { name: 'صفحه‌های پروفایل وکالت' })
    .getByRole('link', { name: 'تبلیغ' })
    .click();
  await expect(lawyerPage).toHaveURL(new RegExp(`/panel/myLawyer/${lawyerProfile}/ads$`));
  await expect(lawyerPage.getByText('بالای فهرست وکلا')).toBeVisible();
  await lawyerPage.getByRole('radio', { name: /تبلیغ وکیل ۳۰ روزه/ }).check();
  await lawyerPage.getByRole('button', { name: 'خرید و پرداخت' }).click();
  await expect(lawyerPage).toHaveURL(/\/panel\/payment\/\d+$/);
  await expect(lawyerPage.getByText('۲۵۰٬۰۰۰ تومان').first()).toBeVisible();
  await lawyerPage.goto(`/panel/myLawyer/${lawyerProfile}/ads`);
  await shot('lawyer-ads', lawyerPage);
  await lawyerPage.goto('/panel/myLawyer');
  await shot('lawyer-dashboard', lawyerPage);
  await lawyerContext.close();
  await manager.dispose();

  // A project nobody was selected on ends at its deadline: a one-day project, the job run a day and an hour later.
  const waiting = await page.request.post('/api/v1/me/lawyer/projects', {
    data: {
      specialties: [
        (
          (await (await page.request.get(`/api/v1/me/lawyer/projects/${projectId}`)).json()) as {
            specialties: Array<{ id: number }>;
          }
        ).specialties[0]!.id,
      ],
      type: 'other',
      title: `مشاوره ملکی ${mark}`,
      description: 'برای خرید یک آپارتمان به مشاوره حقوقی درباره سند نیاز دارم.',
      duration: 1,
    },
  });
  expect(waiting.status(), await waiting.text()).toBe(201);
  const ended = (await waiting.json()) as { slugId: string };
  const job = await request.post('/api/v1/dev/jobs/end-lawyer-projects', {
    data: { at: new Date(Date.now() + 25 * 60 * 60 * 1000).toISOString() },
  });
  expect(job.ok(), await job.text()).toBe(true);
  await page.goto(`/lawyer/projects/${ended.slugId}`);
  await expect(page.getByTestId('project-status')).toHaveText('پایان مهلت');
  // In the client's project index it is ended too, and the completed one completed.
  await page.goto('/panel/lawyerProjects');
  const cards = page.getByTestId('project-card');
  await expect(cards.filter({ hasText: `مشاوره ملکی ${mark}` }).getByTestId('project-status')).toHaveText('پایان مهلت');
  await expect(cards.filter({ hasText: title }).getByTestId('project-status')).toHaveText('انجام‌شده');
});

test('a posting sent again with its key after its answer was lost posts one project, its file once', async ({
  page,
  request,
}) => {
  const mark = String(Date.now()).slice(-6);
  await page.goto('/lawyer/projects/create');
  await signInWithCode(page, request, freshMobile('0936'));
  await expect(page).toHaveURL(/\/lawyer\/projects\/create$/);
  await page.getByRole('textbox', { name: 'عنوان', exact: true }).fill(`وکالت در دعوای ملکی ${mark}`);
  await page.getByLabel('نوع کار').selectOption({ label: 'تنظیم قرارداد' });
  await page.getByLabel('شرح کار').fill('برای دعوای ملکی یک باغ به وکیلی باتجربه در دادگاه شهر نیاز دارم.');
  await page.getByLabel('حداقل بودجه (تومان)').fill('۵۰۰۰۰۰۰');
  await page.getByLabel('حداکثر بودجه (تومان)').fill('۹۰۰۰۰۰۰');
  // The same form, file and key sent twice, as a phone sends it again when the first answer never arrived.
  const landed = await page.evaluate(async (pdf) => {
    const form = document.querySelector<HTMLFormElement>('form:has(input[name="payKey"])')!;
    const data = new FormData(form);
    data.set('file', new File([pdf], 'contract.pdf', { type: 'application/pdf' }));
    const send = () => fetch(location.pathname, { method: 'POST', body: data }).then((answer) => answer.url);
    return [await send(), await send()];
  }, CONTRACT.toString('latin1'));
  const ids = landed.map((url) => /\/panel\/lawyerProject\/(\d+)\?posted=1$/.exec(url)?.[1]);
  expect(ids[0]).toBeTruthy();
  expect(ids[1]).toBe(ids[0]);
  const project = (await (await page.request.get(`/api/v1/me/lawyer/projects/${ids[0]}`)).json()) as {
    files: Array<{ name: string }>;
  };
  expect(project.files.map((file) => file.name)).toEqual(['contract.pdf']);
});
