import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payment, Wallet } from '@shahrbazar/domain/api/payment.schema';
import type { ManagedReceipt, PaymentReceipts, Receipt } from '@shahrbazar/domain/api/receipt.schema';
import { PaymentMethod, PaymentStatus, PaymentType } from '@shahrbazar/domain/enums/commerce';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import { addDays, calendarDateIn, gregorianToJalali } from '@shahrbazar/domain/format/jalali';
import { RECEIPT_CARD_OPTION_GROUP, RECEIPT_CARD_OPTIONS, ReceiptStatus } from '@shahrbazar/domain/rules/receipt';
import type { Db } from '../src/db/client.ts';
import type { App, AppServices } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { insertMissingOptions } from '../src/modules/app/option.repository.ts';
import { options } from '../src/modules/app/option.table.ts';
import { findListingById } from '../src/modules/listings/listing.repository.ts';
import * as make from '../src/modules/media/test-images.ts';
import { paymentReceipts } from '../src/modules/payments/receipt.table.ts';
import { createServices } from '../src/services.ts';
import { receiptCardOptions } from '../src/seed/receipt-card.ts';
import { billing, billingFixtures, insertAd, type BillingFixtures } from './factories/payments.ts';
import { adminSession, userWithSession } from './factories/users.ts';
import { expectWalletsBalanced, race, tally } from './support/race.ts';
import { buildTestApp, testConfig, testDatabase } from './support/test-app.ts';

/** A Tehran day `daysAgo` days before today, written as people type a Jalali date («۱۴۰۳/۰۵/۱۲»). */
function jalaliDay(daysAgo = 0): string {
  const { year, month, day } = gregorianToJalali(addDays(calendarDateIn(new Date()), -daysAgo));
  const text = `${year}/${String(month).padStart(2, '0')}/${String(day).padStart(2, '0')}`;
  return text.replace(/\d/g, (digit) => String.fromCharCode(0x06f0 + Number(digit)));
}

function receiptForm(fields: Record<string, string>, file?: { data: Buffer; name: string; type?: string }): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  if (file) body.append('file', new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/jpeg' }), file.name);
  return body;
}

describe('card-to-card receipts', () => {
  let app: App;
  let db: Db;
  let services: AppServices;
  let admin: string;
  let fx: BillingFixtures;
  let pay: ReturnType<typeof billing>;
  let photo: Buffer;

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    await insertMissingOptions(db, receiptCardOptions(true));
    services = createServices(testConfig(), { info: () => {} });
    app = await buildTestApp({ services });
    admin = (await adminSession(db)).cookie;
    fx = await billingFixtures(db);
    pay = billing(app);
    photo = await make.jpeg(120, 200);
  });
  afterAll(() => app.close());

  const send = (
    cookie: string,
    paymentId: number,
    fields: Record<string, string>,
    file = { data: photo, name: 'a.jpg' },
  ) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/me/payments/${paymentId}/receipt`,
      headers: { cookie },
      payload: receiptForm(fields, file),
    });
  const sent = async (cookie: string, paymentId: number, trackingNumber = '۱۲۳۴ ۵۶۷۸') => {
    const res = await send(cookie, paymentId, { trackingNumber, paidOn: jalaliDay(1) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Receipt>();
  };
  const page = async (cookie: string, paymentId: number) => {
    const res = await app.inject({ url: `/api/v1/me/payments/${paymentId}/receipt`, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PaymentReceipts>();
  };
  const review = (id: number, payload: Record<string, unknown>, cookie = admin) =>
    app.inject({ method: 'POST', url: `/api/v1/manager/receipts/${id}/review`, headers: { cookie }, payload });
  const chargePayment = async (cookie: string, amount: number) => {
    const res = await pay.create(cookie, { type: PaymentType.chargeWallet, amount });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Payment>();
  };

  it('charges the wallet once a manager confirms the receipt of a card-to-card payment', async () => {
    const { user, cookie } = await userWithSession(db);
    const payment = await chargePayment(cookie, 75_000);
    expect(await page(cookie, payment.id)).toMatchObject({
      payment: { id: payment.id, status: PaymentStatus.unpaid, price: 75_000, receipt: null },
      card: { number: '6037991800001236', owner: 'شرکت شهربازار' },
      receipts: [],
      canUpload: true,
    });

    const receipt = await sent(cookie, payment.id);
    expect(receipt).toMatchObject({
      paymentId: payment.id,
      status: ReceiptStatus.pending,
      trackingNumber: '12345678',
      message: '',
      file: `/api/v1/me/receipts/${receipt.id}/file`,
    });
    // The payment now shows a receipt awaiting review; another one waits until it is reviewed.
    expect((await pay.payment(cookie, payment.id)).json<Payment>()).toMatchObject({
      status: PaymentStatus.unpaid,
      receipt: { id: receipt.id, status: ReceiptStatus.pending, message: '' },
    });
    expect((await page(cookie, payment.id)).canUpload).toBe(false);
    const twice = await send(cookie, payment.id, { trackingNumber: '87654321', paidOn: jalaliDay() });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toMatch(/در انتظار بررسی/);

    const listed = await app.inject({ url: '/api/v1/manager/receipts?status=0', headers: { cookie: admin } });
    expect(listed.json<{ items: ManagedReceipt[] }>().items.find((item) => item.id === receipt.id)).toMatchObject({
      file: `/api/v1/manager/receipts/${receipt.id}/file`,
      payment: { id: payment.id, price: 75_000, user: { id: user.id } },
    });

    const confirmed = await review(receipt.id, { decision: 'confirm' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<ManagedReceipt>()).toMatchObject({
      status: ReceiptStatus.confirmed,
      payment: { status: PaymentStatus.paid, method: PaymentMethod.receipt, trackingNumber: '12345678' },
    });
    const wallet = (await pay.wallet(cookie)).json<Wallet>();
    expect(wallet.balance).toBe(75_000);
    expect(wallet.entries.items).toMatchObject([{ kind: 'charge', amount: 75_000, paymentId: payment.id }]);
    expect((await pay.payment(cookie, payment.id)).json<Payment>()).toMatchObject({
      status: PaymentStatus.paid,
      method: PaymentMethod.receipt,
      receipt: { status: ReceiptStatus.confirmed },
    });

    // Confirming again pays nothing more; the paid payment takes no new receipt.
    expect((await review(receipt.id, { decision: 'confirm' })).statusCode).toBe(409);
    expect((await pay.wallet(cookie)).json<Wallet>().balance).toBe(75_000);
    expect((await send(cookie, payment.id, { trackingNumber: '11112222', paidOn: jalaliDay() })).statusCode).toBe(409);
  });

  it('keeps the image private: only its sender and a manager read it, never under /images/', async () => {
    const { cookie } = await userWithSession(db);
    const stranger = await userWithSession(db);
    const payment = await chargePayment(cookie, 20_000);
    const receipt = await sent(cookie, payment.id);
    const own = await app.inject({ url: receipt.file, headers: { cookie } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/webp');
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect((await app.inject({ url: receipt.file, headers: { cookie: stranger.cookie } })).statusCode).toBe(404);
    expect((await app.inject({ url: receipt.file })).statusCode).toBe(401);
    const managerFile = `/api/v1/manager/receipts/${receipt.id}/file`;
    expect((await app.inject({ url: managerFile, headers: { cookie: admin } })).statusCode).toBe(200);
    expect((await app.inject({ url: managerFile, headers: { cookie } })).statusCode).toBe(403);

    const [row] = await db.select().from(paymentReceipts).where(eq(paymentReceipts.id, receipt.id));
    expect(row?.file).toMatch(/^receipts\/\d{4}\/\d{2}\/[0-9a-f]{24}-large\.webp$/);
    expect(await services.privateStorage.read(row!.file)).toBeInstanceOf(Buffer);
    expect(await services.storage.read(row!.file)).toBeUndefined();
    expect((await app.inject({ url: `/images/${row!.file}` })).statusCode).toBe(404);
  });

  it('is rejected with a message the payer reads; the payment stays unpaid and a new receipt may be sent', async () => {
    const { cookie } = await userWithSession(db);
    const payment = await chargePayment(cookie, 30_000);
    const receipt = await sent(cookie, payment.id);
    const rejected = await review(receipt.id, { decision: 'reject', message: 'مبلغ واریزی با مبلغ پرداخت یکی نیست.' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const after = await page(cookie, payment.id);
    expect(after.payment).toMatchObject({
      status: PaymentStatus.unpaid,
      receipt: { status: ReceiptStatus.rejected, message: 'مبلغ واریزی با مبلغ پرداخت یکی نیست.' },
    });
    expect(after.receipts).toMatchObject([{ id: receipt.id, status: ReceiptStatus.rejected }]);
    expect(after.canUpload).toBe(true);
    expect((await pay.wallet(cookie)).json<Wallet>().balance).toBe(0);
    expect((await review(receipt.id, { decision: 'confirm' })).statusCode).toBe(409);

    const again = await sent(cookie, payment.id, '99990000');
    expect((await page(cookie, payment.id)).receipts.map((item) => item.id)).toEqual([again.id, receipt.id]);
    const missing = await review(again.id, { decision: 'reject', message: ' ' });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().error.fields)).toEqual(['message']);
  });

  it('pays a listing’s package on confirmation: the subscription and the status move, in one go', async () => {
    const { user, cookie } = await userWithSession(db);
    const ad = await insertAd(db, fx, { userId: user.id });
    const payment = (await pay.create(cookie, { type: PaymentType.ads, item_id: ad.id })).json<Payment>();
    const receipt = await sent(cookie, payment.id);
    expect((await review(receipt.id, { decision: 'confirm' })).statusCode).toBe(200);
    const listing = await findListingById(db, ad.id);
    expect(listing).toMatchObject({ status: ListingStatus.paidWaitingConfirmation, paymentId: payment.id });
    expect(listing?.subscriptionId).not.toBeNull();
  });

  it('credits the wallet instead when what was paid for is gone by the time it is confirmed', async () => {
    const { user, cookie } = await userWithSession(db);
    const ad = await insertAd(db, fx, { userId: user.id });
    const payment = (await pay.create(cookie, { type: PaymentType.ads, item_id: ad.id })).json<Payment>();
    const receipt = await sent(cookie, payment.id);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/v1/me/ads/${ad.id}`, headers: { cookie } })).statusCode,
    ).toBe(204);
    expect((await review(receipt.id, { decision: 'confirm' })).statusCode).toBe(200);
    const paid = (await pay.payment(cookie, payment.id)).json<Payment>();
    expect(paid).toMatchObject({ status: PaymentStatus.paid, failure: { reason: 'refundedToWallet' } });
    expect((await pay.wallet(cookie)).json<Wallet>()).toMatchObject({
      balance: fx.paid.price,
      entries: { items: [{ kind: 'refund', paymentId: payment.id }] },
    });
  });

  it('refuses a payment paid meanwhile (409) and leaves the receipt to be rejected', async () => {
    const { cookie } = await userWithSession(db);
    const payment = await chargePayment(cookie, 40_000);
    const receipt = await sent(cookie, payment.id);
    const started = await pay.pay(cookie, payment.id, 'online');
    await pay.callback(await pay.bank(started.json<{ redirectUrl: string }>().redirectUrl, 'pay'));
    const refused = await review(receipt.id, { decision: 'confirm' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('این پرداخت پیش‌تر انجام شده است.');
    expect((await pay.wallet(cookie)).json<Wallet>().balance).toBe(40_000);
    expect((await review(receipt.id, { decision: 'reject', message: 'پرداخت آنلاین انجام شد.' })).statusCode).toBe(200);
  });

  it('refuses bad receipts with 422 or 415 naming what is wrong, and other people’s payments with 404', async () => {
    const { cookie } = await userWithSession(db);
    const stranger = await userWithSession(db);
    const payment = await chargePayment(cookie, 20_000);
    const fieldsOf = async (fields: Record<string, string>, file?: { data: Buffer; name: string; type?: string }) => {
      const res = await send(cookie, payment.id, fields, file);
      expect(res.statusCode, JSON.stringify(fields)).toBe(422);
      return res.json<{ error: { fields: Record<string, string> } }>().error.fields;
    };
    const good = { trackingNumber: '12345678', paidOn: jalaliDay() };
    expect(await fieldsOf({ ...good, trackingNumber: '' })).toEqual({ trackingNumber: 'این فیلد الزامی است.' });
    expect(await fieldsOf({ ...good, trackingNumber: '12' })).toEqual({
      trackingNumber: 'شماره پیگیری باید ۴ تا ۴۰ رقم یا حرف لاتین باشد.',
    });
    expect(await fieldsOf({ ...good, paidOn: '' })).toEqual({ paidOn: 'این فیلد الزامی است.' });
    expect(await fieldsOf({ ...good, paidOn: 'دیروز' })).toEqual({
      paidOn: 'تاریخ پرداخت را به شکل ۱۴۰۳/۰۵/۱۲ وارد کنید.',
    });
    expect(await fieldsOf({ ...good, paidOn: jalaliDay(-2) })).toEqual({
      paidOn: 'تاریخ پرداخت نمی‌تواند بعد از امروز باشد.',
    });
    expect(Object.keys(await fieldsOf({ ...good, paidOn: jalaliDay(400) }))).toEqual(['paidOn']);
    const noFile = await app.inject({
      method: 'POST',
      url: `/api/v1/me/payments/${payment.id}/receipt`,
      headers: { cookie },
      payload: receiptForm(good),
    });
    expect(noFile.statusCode).toBe(422);
    expect(Object.keys(noFile.json().error.fields)).toEqual(['file']);
    const text = await send(cookie, payment.id, good, { data: Buffer.from('not an image'), name: 'r.jpg' });
    expect(text.statusCode).toBe(415);
    expect(text.json().error.code).toBe('unsupported_media_type');
    expect((await page(cookie, payment.id)).receipts).toEqual([]);

    expect((await send(stranger.cookie, payment.id, good)).statusCode).toBe(404);
    expect(
      (await app.inject({ url: `/api/v1/me/payments/${payment.id}/receipt`, headers: { cookie: stranger.cookie } }))
        .statusCode,
    ).toBe(404);
    expect((await app.inject({ url: `/api/v1/me/payments/${payment.id}/receipt` })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/v1/manager/receipts', headers: { cookie } })).statusCode).toBe(403);
    expect((await review(999_999, { decision: 'confirm' })).statusCode).toBe(404);
  });

  it('is not offered while the site has no card to pay to', async () => {
    const { cookie } = await userWithSession(db);
    const payment = await chargePayment(cookie, 20_000);
    const cardOption = eq(options.name, RECEIPT_CARD_OPTIONS.number);
    const [saved] = await db.select().from(options).where(cardOption);
    expect(saved?.group).toBe(RECEIPT_CARD_OPTION_GROUP);
    await db.update(options).set({ content: '' }).where(cardOption);
    try {
      expect(await page(cookie, payment.id)).toMatchObject({ card: { number: '' }, canUpload: false });
      const refused = await send(cookie, payment.id, { trackingNumber: '12345678', paidOn: jalaliDay() });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toMatch(/کارت به کارت/);
    } finally {
      await db.update(options).set({ content: saved!.content }).where(cardOption);
    }
  });

  describe('20 confirmations of one receipt at once', () => {
    it('pay once: racing on PostgreSQL, one after another on PGlite (one connection)', async () => {
      const { user, cookie } = await userWithSession(db);
      const payment = await chargePayment(cookie, 55_000);
      const receipt = await sent(cookie, payment.id);
      const count = 20;
      const answers = await race(db, count, () => review(receipt.id, { decision: 'confirm' }));
      expect(tally(answers)).toEqual({ 200: 1, 409: count - 1 });
      const wallet = (await pay.wallet(cookie)).json<Wallet>();
      expect(wallet.balance).toBe(55_000);
      expect(wallet.entries.items).toHaveLength(1);
      await expectWalletsBalanced(db, [user.id]);
    });
  });
});
