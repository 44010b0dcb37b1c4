import { type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { expect } from './support/expect.ts';
import { customerApi, freshMobile, panelLogin, secondBrowser, signInWithCode } from './support/session.ts';
import { chargeWallet } from './support/wallet.ts';

// The text consultation journey of issue 18 (item 4): a patient starts a text consultation from the seeded doctor's
// page, is told the wallet is short and charges it, pays from the wallet and lands in the chat room; the doctor (the
// demo customer owns the demo clinics) answers and closes it, sees it paid into the wallet, and the patient's room
// takes no more messages; the doctor's panel lists it with the earnings.

/** Each screen size consults its own seeded doctor (both have a «مشاوره متنی» tariff), so the two runs never meet. */
const DOCTOR = { phone: 'دکتر علی کریمی', desktop: 'دکتر مریم حسینی' } as const;

test(
  'a patient buys a text consultation, chats with the doctor, the doctor closes it and sees the earnings',
  { tag: '@desktop' },
  async ({ page, browser, playwright, baseURL, request }, testInfo) => {
    test.setTimeout(120_000);
    const phone = testInfo.project.name.includes('phone');
    const shot = (name: string, on: Page = page) =>
      on.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
    const owner = await customerApi(playwright, baseURL);
    const clinics = (await (await owner.get('/api/v1/me/clinic')).json()) as {
      items: Array<{ id: number; slugId: string; title: string }>;
    };
    const doctor = clinics.items.find((item) => item.title.startsWith(DOCTOR[phone ? 'phone' : 'desktop']))!;

    // The doctors' landing shows the health articles, posts of the blog written in the back office (ADR 0055).
    await page.goto('/doctor');
    const articles = page.getByRole('list', { name: 'مطالب سلامت' });
    await expect(articles.getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'همهٔ مطالب' })).toHaveAttribute('href', '/blog/type/health');

    // The patient finds «شروع مشاوره متنی» on the doctor's page and signs in.
    await page.goto(`/doctor/${doctor.slugId}`);
    await page.getByRole('link', { name: 'شروع مشاوره متنی' }).click();
    await signInWithCode(page, request, freshMobile('0938'));
    await expect(page).toHaveURL(new RegExp(`/panel/consultations/buy/${doctor.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(doctor.title);

    // An empty wallet: paying is refused with the reason, nothing is bought, and charging the wallet is offered.
    await page.getByRole('button', { name: 'پرداخت از کیف پول و شروع گفتگو' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'موجودی کیف پول برای این مشاوره کافی نیست' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'شارژ کیف پول' })).toBeVisible();
    await shot('wallet-short');
    await chargeWallet(page, 300_000);
    await page.reload();
    await expect(page.getByText('موجودی کیف پول شما: ۳۰۰٬۰۰۰ تومان')).toBeVisible();
    await shot('buy');

    // Paid from the wallet: the chat room with the doctor, about the clinic, the consultation open.
    await page.getByRole('button', { name: 'پرداخت از کیف پول و شروع گفتگو' }).click();
    await expect(page).toHaveURL(/\/panel\/chatRoom\/\d+$/);
    const bar = page.getByTestId('consultation-bar');
    await expect(bar).toContainText('باز');
    await expect(page.getByTestId('chat-subject')).toContainText(doctor.title);
    const question = 'سلام دکتر، فشار خونم صبح‌ها بالاست؛ آیا باید دارو را عوض کنم؟';
    await page.getByRole('textbox', { name: 'متن پیام' }).fill(question);
    await page.getByRole('button', { name: 'ارسال', exact: true }).click();
    await expect(page.getByText(question)).toBeVisible();
    await shot('patient-room');
    const mine = (await (await page.request.get('/api/v1/me/consultations')).json()) as {
      items: Array<{ patient: { id: number } }>;
    };
    const patientId = mine.items[0]!.patient.id;

    // The doctor answers in the same room and closes the consultation: paid into the wallet.
    const desk = await secondBrowser(browser, testInfo, baseURL);
    const doc = await desk.newPage();
    await panelLogin(doc, request);
    await doc.goto(`/panel/chatRoom/${patientId}`);
    await expect(doc.getByText(question)).toBeVisible();
    const answer = 'سلام؛ تا ویزیت حضوری دارو را عوض نکنید و فشار را هر صبح یادداشت کنید.';
    await doc.getByRole('textbox', { name: 'متن پیام' }).fill(answer);
    await doc.getByRole('button', { name: 'ارسال', exact: true }).click();
    await expect(doc.getByText(answer)).toBeVisible();
    await doc.getByRole('button', { name: 'بستن مشاوره' }).click();
    await expect(doc.getByText(/این مشاوره بسته شد و .* به کیف پول شما واریز شد/)).toBeVisible();
    await expect(doc.getByText('این مشاوره بسته شده است.')).toBeVisible();
    await expect(doc.getByRole('textbox', { name: 'متن پیام' })).toHaveCount(0);
    await shot('doctor-closed', doc);

    // The doctor's panel: the clinic's consultations with the earnings.
    await doc.goto(`/panel/myClinic/${doctor.id}/consultations`);
    await expect(doc.getByTestId('consultation-earnings')).toContainText('درآمد شما از مشاوره‌ها');
    await expect(doc.getByTestId('consultation-earnings')).toContainText(/[۱-۹][۰-۹٬]* تومان/);
    const row = doc.getByTestId('consultation').first();
    await expect(row).toContainText('بسته شده');
    await expect(row).toContainText('واریز به کیف پول شما');
    await shot('doctor-consultations', doc);
    await desk.close();

    // The patient's room takes no more messages, and the patient's panel lists it as closed.
    await page.reload();
    await expect(page.getByText(answer)).toBeVisible();
    await expect(page.getByText('این مشاوره بسته شده است.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'متن پیام' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'خرید مشاورهٔ تازه' })).toBeVisible();
    await page.goto('/panel/consultations');
    await expect(page.getByTestId('consultation').first()).toContainText('بسته شده');
    await shot('patient-consultations');

    // Its own page (the customer panel, ADR 0055): the facts, the chat, the payment.
    await page.getByTestId('consultation').first().getByRole('link', { name: 'مشاوره متنی' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('مشاوره متنی شماره');
    await expect(page.getByRole('link', { name: 'رفتن به گفتگو' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'جزئیات پرداخت' })).toBeVisible();
    await shot('patient-consultation');

    // A new one paid online at the sandbox bank: it opens when the bank pays.
    await page.goto(`/panel/consultations/buy/${doctor.id}`);
    await page.getByRole('button', { name: 'پرداخت آنلاین' }).click();
    await expect(page).toHaveURL(/\/sandbox-bank\/SB/);
    await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
    await expect(page).toHaveURL(/\/panel\/verifyPayment\?payment=\d+$/);
    await expect(page.getByRole('heading', { name: 'پرداخت با موفقیت انجام شد.' })).toBeVisible();
    await page.goto('/panel/consultations');
    await expect(page.getByTestId('consultation').first()).toContainText('باز');
    await expect(page.getByTestId('consultation').first()).toContainText('باز تا');
  },
);
