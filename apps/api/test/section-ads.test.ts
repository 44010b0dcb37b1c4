import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { DeviceType } from '@shahrbazar/domain/enums/people';
import { PackageType, PlanType } from '@shahrbazar/domain/enums/plans';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import type { SectionAd } from '@shahrbazar/domain/api/section-ad.schema';
import type { Db } from '../src/db/client.ts';
import type { App, AppServices } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { packages } from '../src/modules/packages/package.table.ts';
import { walletEntries } from '../src/modules/payments/payment.table.ts';
import { creditWallet } from '../src/modules/payments/wallet.service.ts';
import { sectionAds } from '../src/modules/section-ads/section-ad.table.ts';
import { makePackage } from './factories/catalogue.ts';
import { clinicDesk, type ClinicJson } from './factories/clinics.ts';
import { makeLawyer } from './factories/lawyers.ts';
import { billing } from './factories/payments.ts';
import { userWithSession } from './factories/users.ts';
import { expectWalletsBalanced, onPostgres, race, tally, untilAnotherWaitsForALock } from './support/race.ts';
import { createServices } from '../src/services.ts';
import { buildTestApp, testConfig, testDatabase } from './support/test-app.ts';

// Section ads (ADR 0042): a clinic's owner buys a featured place with a clinicAds package, pays (wallet or online), a
// manager approves, and the doctors' section shows it until its days run out.
describe('section ads', () => {
  let app: App;
  let db: Db;
  let desk: Awaited<ReturnType<typeof clinicDesk>>;
  let adsPackage: Awaited<ReturnType<typeof makePackage>>;
  let pay: ReturnType<typeof billing>;
  let services: AppServices;

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    services = createServices(testConfig(), { info: () => {} });
    app = await buildTestApp({ services });
    desk = await clinicDesk(app, db);
    pay = billing(app);
    adsPackage = await makePackage(db, {
      type: PackageType.clinicAds,
      planType: PlanType.subscription,
      title: 'تبلیغ هفتگی',
      price: 150_000,
      days: 7,
    });
  });
  afterAll(() => app.close());

  /** A doctor with a live clinic and `balance` toman in the wallet. */
  async function liveClinic(balance = 500_000) {
    const owner = await userWithSession(db, { name: 'دکتر تبلیغ' });
    if (balance > 0)
      await creditWallet(db, { userId: owner.user.id, paymentId: null, amount: balance, kind: 'charge' });
    const clinic = (await desk.publish(owner.cookie, { title: 'دکتر تبلیغ‌شده' })).json<ClinicJson>();
    expect((await desk.approve(clinic.id)).statusCode).toBe(200);
    return { owner, clinic };
  }
  const buy = (cookie: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/v1/me/section-ads', headers: { cookie }, payload });
  const shown = async () =>
    (await app.inject({ url: `/api/v1/section-ads/clinic?city=${desk.city.slug}` }))
      .json<{ items: ClinicJson[] }>()
      .items.map((item) => item.id);
  const decide = (id: number, status: number) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/manager/section-ads/${id}/status`,
      headers: { cookie: desk.admin },
      payload: { status },
    });
  const balanceOf = async (cookie: string) => (await pay.wallet(cookie)).json<{ balance: number }>().balance;

  it('is bought, paid from the wallet, approved by a manager and then shown in the section for the package days', async () => {
    const { owner, clinic } = await liveClinic();
    const bought = await buy(owner.cookie, {
      listingId: clinic.id,
      packageId: adsPackage.id,
      deviceType: DeviceType.webMyClinic,
    });
    expect(bought.statusCode, bought.body).toBe(201);
    const ad = bought.json<SectionAd>();
    expect(ad).toMatchObject({
      type: 'clinic',
      listingId: clinic.id,
      status: ListingStatus.awaitingPayment,
      price: 150_000,
      days: 7,
      shown: false,
    });
    const payment = (await pay.payment(owner.cookie, ad.paymentId!)).json<{ price: number; deviceType: number }>();
    expect(payment).toMatchObject({ price: 150_000, deviceType: DeviceType.webMyClinic });
    expect(await shown()).not.toContain(clinic.id);

    const paid = await pay.pay(owner.cookie, ad.paymentId!, 'wallet', `sa-${ad.id}`);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await balanceOf(owner.cookie)).toBe(350_000);
    const mine = await app.inject({
      url: `/api/v1/me/section-ads?listingId=${clinic.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(mine.json<{ items: SectionAd[] }>().items[0]).toMatchObject({
      id: ad.id,
      status: ListingStatus.paidWaitingConfirmation,
      packageTitle: adsPackage.title,
    });
    // The package is named in the reader's locale (ADR 0057).
    await db.update(packages).set({ titleEn: 'Featured doctor' }).where(eq(packages.id, adsPackage.id));
    const english = await app.inject({
      url: `/api/v1/me/section-ads?listingId=${clinic.id}`,
      headers: { cookie: `${owner.cookie}; locale=en` },
    });
    expect(english.json<{ items: SectionAd[] }>().items[0]?.packageTitle).toBe('Featured doctor');
    // Paid but not yet approved: not shown; the back office sees it waiting.
    expect(await shown()).not.toContain(clinic.id);
    const queue = await app.inject({
      url: `/api/v1/manager/section-ads?status=${ListingStatus.paidWaitingConfirmation}&perPage=100`,
      headers: { cookie: desk.admin },
    });
    expect(queue.json<{ items: SectionAd[] }>().items.map((item) => item.id)).toContain(ad.id);

    const approved = await decide(ad.id, ListingStatus.active);
    expect(approved.statusCode, approved.body).toBe(200);
    const after = approved.json<SectionAd>();
    expect(after).toMatchObject({ status: ListingStatus.active, shown: true });
    expect(new Date(after.endsAt!).getTime() - new Date(after.startsAt!).getTime()).toBe(7 * 86_400_000);
    expect(after.subscriptionId).not.toBeNull();
    expect(await shown()).toContain(clinic.id);
    // Decided once: a second decision is refused and nothing changes.
    expect((await decide(ad.id, ListingStatus.inactive)).statusCode).toBe(409);
    expect(await balanceOf(owner.cookie)).toBe(350_000);

    // Its days run out: no longer shown, by date alone.
    await db
      .update(sectionAds)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(and(eq(sectionAds.id, ad.id), eq(sectionAds.listingId, clinic.id)));
    expect(await shown()).not.toContain(clinic.id);
  });

  it('is paid online through the gateway, and a rejected ad gives its money back to the wallet once', async () => {
    const { owner, clinic } = await liveClinic(0);
    const ad = (await buy(owner.cookie, { listingId: clinic.id, packageId: adsPackage.id })).json<SectionAd>();
    const started = await pay.pay(owner.cookie, ad.paymentId!, 'online');
    expect(started.statusCode, started.body).toBe(200);
    const back = await pay.callback(await pay.bank(started.json<{ redirectUrl: string }>().redirectUrl, 'pay'));
    expect(back.statusCode).toBeLessThan(400);
    const paid = (await pay.payment(owner.cookie, ad.paymentId!)).json<{ status: number; failureReason: unknown }>();
    expect(paid.failureReason ?? null).toBeNull();
    const [row] = await db.select().from(sectionAds).where(eq(sectionAds.id, ad.id));
    expect(row?.status).toBe(ListingStatus.paidWaitingConfirmation);
    expect(await balanceOf(owner.cookie)).toBe(0);

    expect((await decide(ad.id, ListingStatus.inactive)).statusCode).toBe(200);
    expect(await balanceOf(owner.cookie)).toBe(150_000);
    expect((await decide(ad.id, ListingStatus.inactive)).statusCode).toBe(409);
    expect(await balanceOf(owner.cookie)).toBe(150_000);
    expect(await shown()).not.toContain(clinic.id);
  });

  it('the bank’s capture after a wallet payment and the rejection’s refund are both recorded once, neither blocking the other, at once', async () => {
    const { owner, clinic } = await liveClinic(500_000);
    const ad = (await buy(owner.cookie, { listingId: clinic.id, packageId: adsPackage.id })).json<SectionAd>();
    const started = await pay.pay(owner.cookie, ad.paymentId!, 'online');
    expect(started.statusCode, started.body).toBe(200);
    // The owner pays at the bank (150 000 captured) and, before the browser comes back, from the wallet.
    const callback = await pay.bank(started.json<{ redirectUrl: string }>().redirectUrl, 'pay');
    expect((await pay.pay(owner.cookie, ad.paymentId!, 'wallet')).statusCode).toBe(200);
    expect(await balanceOf(owner.cookie)).toBe(350_000);
    // The bank's callback (replayed) and the manager's rejection (pressed again), all at once.
    const answers = await race(db, 10, (i) =>
      i % 2 === 0 ? pay.callback(callback) : decide(ad.id, ListingStatus.inactive),
    );
    expect(answers.filter((_, i) => i % 2 === 0).every((answer) => answer.statusCode < 400)).toBe(true);
    expect(tally(answers.filter((_, i) => i % 2 === 1))).toEqual({ 200: 1, 409: 4 });
    // The wallet's 150 000 came back as the rejection's refund, and the bank's 150 000 went to the wallet: once each.
    expect(await balanceOf(owner.cookie)).toBe(650_000);
    const entries = await db
      .select({ kind: walletEntries.kind, amount: walletEntries.amount })
      .from(walletEntries)
      .where(eq(walletEntries.paymentId, ad.paymentId!));
    expect(entries.map((entry) => `${entry.kind} ${entry.amount}`).sort()).toEqual([
      'charge 150000',
      'payment -150000',
      'refund 150000',
    ]);
    await expectWalletsBalanced(db, [owner.user.id]);
  });

  it('a rejection that reaches the wallet while the bank’s late capture of its payment is being verified waits for it, and both are recorded', async () => {
    const { owner, clinic } = await liveClinic(500_000);
    const ad = (await buy(owner.cookie, { listingId: clinic.id, packageId: adsPackage.id })).json<SectionAd>();
    const started = await pay.pay(owner.cookie, ad.paymentId!, 'online');
    const callback = await pay.bank(started.json<{ redirectUrl: string }>().redirectUrl, 'pay');
    expect((await pay.pay(owner.cookie, ad.paymentId!, 'wallet')).statusCode).toBe(200);
    // The bank's callback holds its payment while the bank verifies; the manager's rejection comes in at that moment
    // and the bank answers once the rejection waits for a lock (on PostgreSQL; on PGlite they run one after the other).
    let verifying!: () => void;
    const atTheBank = new Promise<void>((resolve) => (verifying = resolve));
    let waited: boolean | undefined;
    const verify = services.paymentGateway.verify.bind(services.paymentGateway);
    const spy = vi.spyOn(services.paymentGateway, 'verify').mockImplementationOnce(async (input) => {
      verifying();
      waited = await untilAnotherWaitsForALock(db);
      return verify(input);
    });
    try {
      const capture = pay.callback(callback);
      await atTheBank;
      const [back, rejected] = await Promise.all([capture, decide(ad.id, ListingStatus.inactive)]);
      expect(waited).toBe(onPostgres);
      expect(back.statusCode).toBeLessThan(400);
      expect(rejected.statusCode, rejected.body).toBe(200);
    } finally {
      spy.mockRestore();
    }
    // The wallet's 150 000 came back as the rejection's refund and the bank's 150 000 went to the wallet.
    expect(await balanceOf(owner.cookie)).toBe(650_000);
    const entries = await db
      .select({ kind: walletEntries.kind, amount: walletEntries.amount })
      .from(walletEntries)
      .where(eq(walletEntries.paymentId, ad.paymentId!));
    expect(entries.map((entry) => `${entry.kind} ${entry.amount}`).sort()).toEqual([
      'charge 150000',
      'payment -150000',
      'refund 150000',
    ]);
    await expectWalletsBalanced(db, [owner.user.id]);
  });

  it('refuses another’s listing, a listing not yet live, a package of another kind, and a wallet that does not cover it', async () => {
    const { owner, clinic } = await liveClinic(10_000);
    const stranger = await userWithSession(db);
    expect((await buy(stranger.cookie, { listingId: clinic.id, packageId: adsPackage.id })).statusCode).toBe(404);

    const clinicPackage = await makePackage(db, { type: PackageType.clinic, price: 90_000 });
    const wrong = await buy(owner.cookie, { listingId: clinic.id, packageId: clinicPackage.id });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json<{ error: { fields: Record<string, string> } }>().error.fields).toHaveProperty('packageId');

    const pending = (await desk.publish(owner.cookie, { title: 'مطب تازه' })).json<ClinicJson>();
    const notLive = await buy(owner.cookie, { listingId: pending.id, packageId: adsPackage.id });
    expect(notLive.statusCode).toBe(422);
    expect(notLive.json<{ error: { message: string } }>().error.message).toContain('آگهی فعال');

    const ad = (await buy(owner.cookie, { listingId: clinic.id, packageId: adsPackage.id })).json<SectionAd>();
    const poor = await pay.pay(owner.cookie, ad.paymentId!, 'wallet', `sa-poor-${ad.id}`);
    expect(poor.statusCode).toBe(409);
    expect(await balanceOf(owner.cookie)).toBe(10_000);
    const [row] = await db.select().from(sectionAds).where(eq(sectionAds.id, ad.id));
    expect(row?.status).toBe(ListingStatus.awaitingPayment);

    // Buying again replaces the unpaid ad: the old payment can no longer be paid.
    const again = (await buy(owner.cookie, { listingId: clinic.id, packageId: adsPackage.id })).json<SectionAd>();
    expect(again.id).not.toBe(ad.id);
    expect((await pay.pay(owner.cookie, ad.paymentId!, 'online')).statusCode).toBe(409);

    // Only managers decide.
    const notManager = await app.inject({
      method: 'POST',
      url: `/api/v1/manager/section-ads/${again.id}/status`,
      headers: { cookie: owner.cookie },
      payload: { status: ListingStatus.active },
    });
    expect(notManager.statusCode).toBeGreaterThanOrEqual(401);
    expect(notManager.statusCode).toBeLessThan(405);
  });

  it('sells the lawyers’ section its own places: a lawyerAds package for a live lawyer, shown among lawyers only', async () => {
    const lawyer = await makeLawyer(db, { name: 'وکیل تبلیغ‌شده' });
    await creditWallet(db, { userId: lawyer.user.id, paymentId: null, amount: 400_000, kind: 'charge' });
    const lawyerAds = await makePackage(db, {
      type: PackageType.lawyerAds,
      planType: PlanType.subscription,
      title: 'تبلیغ وکیل',
      price: 120_000,
      days: 10,
    });
    // A clinic's ad package is not for the lawyers' section.
    const wrong = await buy(lawyer.cookie, { listingId: lawyer.listing.id, packageId: adsPackage.id });
    expect(wrong.statusCode).toBe(422);

    const bought = await buy(lawyer.cookie, {
      listingId: lawyer.listing.id,
      packageId: lawyerAds.id,
      deviceType: DeviceType.webMyLawyer,
    });
    expect(bought.statusCode, bought.body).toBe(201);
    const ad = bought.json<SectionAd>();
    expect(ad).toMatchObject({ type: 'lawyer', listingId: lawyer.listing.id, price: 120_000, days: 10 });
    const payment = (await pay.payment(lawyer.cookie, ad.paymentId!)).json<{ deviceType: number }>();
    expect(payment.deviceType).toBe(DeviceType.webMyLawyer);
    expect((await pay.pay(lawyer.cookie, ad.paymentId!, 'wallet', `sa-lawyer-${ad.id}`)).statusCode).toBe(200);
    expect(await balanceOf(lawyer.cookie)).toBe(280_000);
    expect((await decide(ad.id, ListingStatus.active)).statusCode).toBe(200);

    const lawyersShown = (await app.inject({ url: '/api/v1/section-ads/lawyer' }))
      .json<{ items: Array<{ id: number; vertical: string }> }>()
      .items.map((item) => item.id);
    expect(lawyersShown).toContain(lawyer.listing.id);
    expect(await shown()).not.toContain(lawyer.listing.id);
  });
});
