import { test } from './support/test.ts';
import { expect } from './support/expect.ts';
import { customerApi, freshMobile, panelLogin, signInWithCode } from './support/session.ts';
import { chargeWallet } from './support/wallet.ts';

// The clinic's money (issue 18, ADR 0050): a patient pays a seeded doctor for a text consultation, the doctor closes
// it; the doctor's dashboard shows consultation earnings beside visit earnings, and the payment in the patients'
// payments marked as a consultation. The doctors list's cards say each doctor's first free slot.

const DOCTOR = 'دکتر علی کریمی';

test('the doctor sees consultation earnings beside visits and the payment marked consultation', async ({
  page,
  playwright,
  baseURL,
  request,
}, testInfo) => {
  const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
  await page.goto('/doctor/list');
  await expect(page.getByText(/^(اولین نوبت خالی: .+|نوبت خالی ندارد)$/).first()).toBeVisible();
  await shot('doctor-cards');

  const owner = await customerApi(playwright, baseURL);
  const clinics = (await (await owner.get('/api/v1/me/clinic')).json()) as {
    items: Array<{ id: number; title: string }>;
  };
  const doctor = clinics.items.find((item) => item.title.startsWith(DOCTOR))!;

  // A new patient pays for a text consultation from the wallet; the doctor closes it, and is paid.
  await page.goto('/panel/consultations');
  await signInWithCode(page, request, freshMobile('0939'));
  await expect(page).toHaveURL(/\/panel\/consultations$/);
  await chargeWallet(page, 300_000);
  const bought = await page.request.post('/api/v1/me/consultations', { data: { kind: 'text', listing_id: doctor.id } });
  expect(bought.status(), await bought.text()).toBe(201);
  const closed = await owner.post(`/api/v1/me/consultations/${((await bought.json()) as { id: number }).id}/close`, {
    data: {},
  });
  expect(closed.status(), await closed.text()).toBe(200);

  await page.context().clearCookies();
  await panelLogin(page, request);
  await page.goto(`/panel/myClinic/${doctor.id}/dashboard`);
  await expect(page.getByTestId('money-visits')).toContainText('درآمد ویزیت‌ها');
  await expect(page.getByTestId('money-consultations')).toContainText(/[۱-۹][۰-۹٬]* تومان/);
  const payments = page.getByRole('table', { name: 'پرداخت‌های بیماران' });
  await expect(payments.getByRole('columnheader', { name: 'بابت' })).toBeVisible();
  await expect(payments.getByRole('row').filter({ hasText: 'مشاوره' }).first()).toContainText('پرداخت‌شده');
  await shot('clinic-money');
});
