import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Appointment } from '@shahrbazar/domain/api/appointment.schema';
import type { Consultation } from '@shahrbazar/domain/api/consultation.schema';
import type { CheckoutResult } from '@shahrbazar/domain/api/order.schema';
import type { Payment, PaymentSubject } from '@shahrbazar/domain/api/payment.schema';
import { PaymentMethod, PaymentStatus, PaymentType } from '@shahrbazar/domain/enums/commerce';
import { CategoryType } from '@shahrbazar/domain/enums/listing';
import { PackageType, PlanType } from '@shahrbazar/domain/enums/plans';
import { ClientProjectStatus, ListingStatus } from '@shahrbazar/domain/enums/status';
import { makeSlugId } from '@shahrbazar/domain/text/slug';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { appointments } from '../src/modules/appointments/appointment.table.ts';
import { listings } from '../src/modules/listings/listing.table.ts';
import { hasPaymentSubject } from '../src/modules/payments/payment-subjects.ts';
import { payments } from '../src/modules/payments/payment.table.ts';
import { sectionAds } from '../src/modules/section-ads/section-ad.table.ts';
import { lawyerProjects } from '../src/verticals/lawyer/projects/project.table.ts';
import { patient, patientSteps } from './factories/appointments.ts';
import { makeCategoryChain, makeCity, makePackage } from './factories/catalogue.ts';
import { consultationSteps, consultingClinic } from './factories/consultations.ts';
import { shopFixtures, shopSteps } from './factories/orders.ts';
import { billing, billingFixtures, insertAd } from './factories/payments.ts';
import { adminSession, userWithSession } from './factories/users.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

// Issues 29 (#3) and 35 (#6): the payment result page names what was bought and links to it, for every payment type.
// The API answers each payment with its subject (kind, number, name, the payer's page, and the facts the page shows),
// told by the module that sells it. Every payment type is paid or recorded here and its answer read back.

type Subject = PaymentSubject;

describe('what a payment bought (its subject), for every payment type', () => {
  let app: App;
  let db: Db;
  let admin: string;
  let city: { id: number };
  /** Each payment type's case: the payment's id, the payer's cookie and what its subject must say. */
  const cases = new Map<number, { id: number; cookie: string; expected: Partial<Subject> }>();

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    app = await buildTestApp();
    admin = (await adminSession(db)).cookie;
    city = await makeCity(db);
  });
  afterAll(() => app.close());

  const answer = async (cookie: string, id: number) => {
    const res = await app.inject({ url: `/api/v1/me/payments/${id}`, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Payment>();
  };

  /** A listing of `vertical` of `userId`, straight in the database. */
  async function listingOf(vertical: string, userId: number, title: string, categoryType: CategoryType) {
    const chain = await makeCategoryChain(db, categoryType);
    const [row] = await db
      .insert(listings)
      .values({
        vertical,
        userId,
        cityId: city.id,
        generalCategoryId: chain.category.id,
        generalSubCategoryId: chain.sub.id,
        title,
        slug: 'item',
        slugId: makeSlugId((size) => randomBytes(size), 12),
        status: ListingStatus.awaitingPayment,
      })
      .returning();
    return row!;
  }

  /** An unpaid payment of `type` for `itemId`, as its module records one. */
  async function paymentOf(userId: number, type: number, itemId: number | null, packageId: number | null = null) {
    const [row] = await db
      .insert(payments)
      .values({
        userId,
        type,
        method: PaymentMethod.online,
        itemId,
        packageId,
        price: 50_000,
        status: PaymentStatus.unpaid,
      })
      .returning();
    return row!;
  }

  it('an order paid at the bank: the order, its booth, the buyer’s page and its delivery code (the buyer’s only)', async () => {
    const fx = await shopFixtures(db);
    const shop = shopSteps(app, db, fx);
    const { owner, booth, shipping } = await shop.sellingBooth();
    const item = await shop.product(owner, booth.id, { price: 100_000 });
    const me = await userWithSession(db);
    const res = await shop.checkout(me.cookie, {
      booth_id: booth.id,
      shipping_id: shipping.id,
      lines: [{ id: item.id, count: 1, pricingSelectedId: null }],
      method: 'online',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { order, redirectUrl } = res.json<CheckoutResult>();
    const bank = billing(app);
    await bank.callback(await bank.bank(redirectUrl!, 'pay'));
    const paid = await answer(me.cookie, order.paymentId!);
    expect(paid.status).toBe(PaymentStatus.paid);
    const mine = (await app.inject({ url: `/api/v1/me/orders/${order.id}`, headers: { cookie: me.cookie } })).json<{
      deliveryCodeMain: string;
    }>();
    expect(mine.deliveryCodeMain).toMatch(/^\d{6}$/);
    expect(paid.subject).toEqual({
      kind: 'order',
      id: order.id,
      title: `غرفه ${booth.name}`,
      path: `/panel/order/${order.id}`,
      listing: { id: booth.id, vertical: 'booth' },
      deliveryCode: mine.deliveryCodeMain,
      startAt: null,
      consultationKind: null,
      turn: null,
    });
    // The bank's description speaks Persian digits («سفارش ۵ از …»), and so does the payment's.
    expect(paid.description).toMatch(/^سفارش [۰-۹]+ از/);
    expect(paid.description).not.toMatch(/\d/);
    // The back office reads what was bought, never the buyer's delivery code.
    const managed = await app.inject({ url: `/api/v1/manager/payments/${paid.id}`, headers: { cookie: admin } });
    expect(managed.statusCode, managed.body).toBe(200);
    expect(managed.json<Payment>().subject).toMatchObject({ kind: 'order', id: order.id, deliveryCode: null });
    cases.set(PaymentType.order, { id: paid.id, cookie: me.cookie, expected: { kind: 'order', id: order.id } });
  });

  it('a visit paid at the bank: the appointment, its turn of the day (not its id), the doctor, its time and the patient’s page', async () => {
    const { listing } = await consultingClinic(app, db, 0);
    const me = await patient(db, 0);
    const steps = patientSteps(app);
    const [first, second] = (await steps.slots(listing.id, 7)).days.find((day) => day.slots.length >= 2)!.slots;
    // Someone else books the day's second slot first: the patient's visit, booked after, is the day's first turn.
    const earlier = await patient(db, 1_000_000);
    expect(
      (await steps.book(earlier.cookie, { listing_id: listing.id, start: second!, method: 'wallet' })).statusCode,
    ).toBe(201);
    const start = first!;
    const booked = await steps.book(me.cookie, { listing_id: listing.id, start, method: 'online' });
    expect(booked.statusCode, booked.body).toBe(201);
    const visit = booked.json<Appointment>();
    const bank = billing(app);
    const started = await bank.pay(me.cookie, visit.paymentId!, 'online');
    await bank.callback(await bank.bank(started.json<{ redirectUrl: string }>().redirectUrl, 'pay'));
    const paid = await answer(me.cookie, visit.paymentId!);
    expect(paid.status).toBe(PaymentStatus.paid);
    expect(paid.subject).toEqual({
      kind: 'appointment',
      id: visit.id,
      title: listing.title,
      path: `/panel/appointments/${visit.id}`,
      listing: { id: listing.id, vertical: 'clinic' },
      deliveryCode: null,
      startAt: visit.start,
      consultationKind: null,
      turn: 1,
    });
    expect(visit.id).not.toBe(1);
    cases.set(PaymentType.clinicOrder, { id: paid.id, cookie: me.cookie, expected: { kind: 'appointment' } });
  });

  it('a text consultation paid at the bank (the visits’ type too): the consultation and the patient’s page', async () => {
    const { listing } = await consultingClinic(app, db, 0);
    const me = await patient(db, 0);
    const bought = (await consultationSteps(app).buyTextOnline(me.cookie, listing.id)).json<Consultation>();
    const bank = billing(app);
    const started = await bank.pay(me.cookie, bought.paymentId!, 'online');
    await bank.callback(await bank.bank(started.json<{ redirectUrl: string }>().redirectUrl, 'pay'));
    const paid = await answer(me.cookie, bought.paymentId!);
    expect(paid.subject).toMatchObject({
      kind: 'consultation',
      id: bought.id,
      title: listing.title,
      path: `/panel/consultations/${bought.id}`,
      listing: { id: listing.id, vertical: 'clinic' },
      consultationKind: 'text',
    });
  });

  it('a lawyer’s in-person visit (lawyerOrder): the appointment and the client’s page', async () => {
    const lawyer = await userWithSession(db);
    const listing = await listingOf('lawyer', lawyer.user.id, 'وکیل آزمون', CategoryType.lawyer);
    const me = await userWithSession(db);
    const startAt = new Date(Date.now() + 3 * 86_400_000);
    const [visit] = await db
      .insert(appointments)
      .values({
        listingId: listing.id,
        userId: me.user.id,
        startAt,
        endAt: new Date(startAt.getTime() + 1_800_000),
        patientName: 'موکل آزمون',
        method: 'online',
      })
      .returning();
    const payment = await paymentOf(me.user.id, PaymentType.lawyerOrder, visit!.id);
    await db.update(appointments).set({ paymentId: payment.id }).where(eq(appointments.id, visit!.id));
    const subject = (await answer(me.cookie, payment.id)).subject;
    expect(subject).toMatchObject({
      kind: 'appointment',
      id: visit!.id,
      title: 'وکیل آزمون',
      path: `/panel/appointments/${visit!.id}`,
      listing: { id: listing.id, vertical: 'lawyer' },
      startAt: startAt.toISOString(),
      turn: 1,
    });
    cases.set(PaymentType.lawyerOrder, { id: payment.id, cookie: me.cookie, expected: { kind: 'appointment' } });
  });

  it('a listing’s package, of every vertical that sells one: the listing and its vertical', async () => {
    const fx = await billingFixtures(db);
    const me = await userWithSession(db);
    const ad = await insertAd(db, fx, { userId: me.user.id, title: 'دوچرخه کوهستان' });
    const { id } = await billing(app).payOnline(me.cookie, { type: PaymentType.ads, item_id: ad.id });
    expect((await answer(me.cookie, id)).subject).toEqual({
      kind: 'listing',
      id: ad.id,
      title: 'دوچرخه کوهستان',
      path: null,
      listing: { id: ad.id, vertical: 'ads' },
      deliveryCode: null,
      startAt: null,
      consultationKind: null,
      turn: null,
    });
    cases.set(PaymentType.ads, { id, cookie: me.cookie, expected: { kind: 'listing' } });
    const verticals = [
      [PaymentType.booth, 'booth', CategoryType.shop],
      [PaymentType.expert, 'expert', CategoryType.expert],
      [PaymentType.work, 'work', CategoryType.work],
      [PaymentType.clinic, 'clinic', CategoryType.clinic],
      [PaymentType.advertise, 'advertise', CategoryType.advertise],
      [PaymentType.lawyer, 'lawyer', CategoryType.lawyer],
    ] as const;
    for (const [type, vertical, categoryType] of verticals) {
      const listing = await listingOf(vertical, me.user.id, `آگهی ${vertical}`, categoryType);
      const payment = await paymentOf(me.user.id, type, listing.id);
      expect((await answer(me.cookie, payment.id)).subject, vertical).toMatchObject({
        kind: 'listing',
        id: listing.id,
        title: `آگهی ${vertical}`,
        listing: { id: listing.id, vertical },
      });
      cases.set(type, { id: payment.id, cookie: me.cookie, expected: { kind: 'listing', id: listing.id } });
    }
    // A bump, a renewal or an upgrade bought for a live listing (issue 35 #1) names that listing too.
    for (const type of [PaymentType.listingBump, PaymentType.listingRenewal, PaymentType.listingUpgrade]) {
      const payment = await paymentOf(me.user.id, type, ad.id);
      expect((await answer(me.cookie, payment.id)).subject, PaymentType.label(type, 'en')).toMatchObject({
        kind: 'listing',
        id: ad.id,
        title: 'دوچرخه کوهستان',
        listing: { id: ad.id, vertical: 'ads' },
      });
      cases.set(type, { id: payment.id, cookie: me.cookie, expected: { kind: 'listing', id: ad.id } });
    }
  });

  it('a section ad: the ad for its listing (the owner’s ads screen found by the vertical)', async () => {
    const me = await userWithSession(db);
    const listing = await listingOf('clinic', me.user.id, 'مطب دکتر تبلیغ', CategoryType.clinic);
    const pkg = await makePackage(db, { type: PackageType.clinicAds });
    const [ad] = await db
      .insert(sectionAds)
      .values({ type: 'clinic', listingId: listing.id, userId: me.user.id, packageId: pkg.id, days: 30, price: 50_000 })
      .returning();
    const payment = await paymentOf(me.user.id, PaymentType.sectionAds, ad!.id, pkg.id);
    await db.update(sectionAds).set({ paymentId: payment.id }).where(eq(sectionAds.id, ad!.id));
    expect((await answer(me.cookie, payment.id)).subject).toMatchObject({
      kind: 'sectionAd',
      id: ad!.id,
      title: 'مطب دکتر تبلیغ',
      path: null,
      listing: { id: listing.id, vertical: 'clinic' },
    });
    cases.set(PaymentType.sectionAds, { id: payment.id, cookie: me.cookie, expected: { kind: 'sectionAd' } });
  });

  it('a client project’s escrow and its posting (one type): the project and the client’s page of it', async () => {
    const me = await userWithSession(db);
    const project = async (title: string) =>
      (
        await db
          .insert(lawyerProjects)
          .values({
            userId: me.user.id,
            type: 'contractDrafting',
            title,
            description: 'شرح پروژه',
            slug: 'project',
            slugId: makeSlugId((size) => randomBytes(size), 12),
            duration: 7,
            status: ClientProjectStatus.active,
            expireDate: new Date(Date.now() + 7 * 86_400_000),
          })
          .returning()
      )[0]!;
    const escrowed = await project('تنظیم قرارداد اجاره');
    const escrow = await paymentOf(me.user.id, PaymentType.lawyerProject, escrowed.id);
    await db.update(lawyerProjects).set({ paymentId: escrow.id }).where(eq(lawyerProjects.id, escrowed.id));
    const posted = await project('دعوای ملکی');
    const posting = await paymentOf(me.user.id, PaymentType.lawyerProject, posted.id);
    await db.update(lawyerProjects).set({ postPaymentId: posting.id }).where(eq(lawyerProjects.id, posted.id));
    expect((await answer(me.cookie, escrow.id)).subject).toMatchObject({
      kind: 'project',
      id: escrowed.id,
      title: 'تنظیم قرارداد اجاره',
      path: `/panel/lawyerProject/${escrowed.id}`,
    });
    expect((await answer(me.cookie, posting.id)).subject).toMatchObject({
      kind: 'projectPosting',
      id: posted.id,
      title: 'دعوای ملکی',
      path: `/panel/lawyerProject/${posted.id}`,
    });
    cases.set(PaymentType.lawyerProject, { id: escrow.id, cookie: me.cookie, expected: { kind: 'project' } });
  });

  it('a wallet charge and the rewarder plan: the wallet, and the plan bought with its page', async () => {
    const me = await userWithSession(db);
    const charge = await billing(app).chargeWallet(me.cookie, 100_000);
    expect((await answer(me.cookie, charge.id)).subject).toMatchObject({
      kind: 'walletCharge',
      id: null,
      path: '/panel/wallet/charge',
    });
    cases.set(PaymentType.chargeWallet, { id: charge.id, cookie: me.cookie, expected: { kind: 'walletCharge' } });
    const plan = await makePackage(db, {
      type: PackageType.rewarder,
      planType: PlanType.subscription,
      price: 20_000,
      title: 'پاداش‌بگیر ماهانه',
    });
    const created = await billing(app).create(me.cookie, { type: PaymentType.rewarder, package_id: plan.id });
    expect(created.statusCode, created.body).toBe(201);
    const rewarder = created.json<Payment>();
    expect(rewarder.subject).toMatchObject({
      kind: 'rewarderPlan',
      id: plan.id,
      title: 'پاداش‌بگیر ماهانه',
      path: '/panel/rewards',
    });
    cases.set(PaymentType.rewarder, { id: rewarder.id, cookie: me.cookie, expected: { kind: 'rewarderPlan' } });
  });

  it('covers every payment type: each has a declared subject and its payment’s answer names it and links to it', async () => {
    for (const type of PaymentType.values) {
      expect(hasPaymentSubject(type), `a module declares the subject of ${PaymentType.label(type, 'en')}`).toBe(true);
      const found = cases.get(type);
      expect(found, `a payment of type ${PaymentType.label(type, 'en')} was read back`).toBeDefined();
      const subject = (await answer(found!.cookie, found!.id)).subject;
      expect(subject).toMatchObject(found!.expected);
      // A link: a page of its own, or the listing whose page the site finds by its vertical.
      expect(subject!.path !== null || subject!.listing !== null, PaymentType.label(type, 'en')).toBe(true);
    }
  });
});
