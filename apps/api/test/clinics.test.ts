import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookWrite } from '@shahrbazar/domain/api/appointment.schema';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { CategoryType } from '@shahrbazar/domain/enums/listing';
import { PaymentType } from '@shahrbazar/domain/enums/commerce';
import { PackageType, PlanType } from '@shahrbazar/domain/enums/plans';
import { makeCategoryChain, makePackage } from './factories/catalogue.ts';
import { billing } from './factories/payments.ts';
import { userWithSession } from './factories/users.ts';
import { clinicDesk, type ClinicJson } from './factories/clinics.ts';
import { bookOwnerSteps, SAT_TO_WED_EVENINGS } from './factories/appointments.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

describe('clinics on the listing core', () => {
  let app: App;
  let db: Db;
  let desk: Awaited<ReturnType<typeof clinicDesk>>;

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    app = await buildTestApp();
    desk = await clinicDesk(app, db);
  });
  afterAll(() => app.close());

  it('registers a clinic under a specialty, waits for review, and is listed by city and specialty once approved', async () => {
    const { cookie } = await userWithSession(db);
    const res = await desk.publish(cookie);
    expect(res.statusCode).toBe(201);
    const clinic = res.json<ClinicJson>();
    expect(clinic).toMatchObject({
      status: ListingStatus.pending,
      medicalSystemNumber: '123456',
      experience: 10,
      durationVisit: 10,
      onlineReservation: false,
      activeChat: false,
      phoneReservation: false,
      isVerified: false,
      type: 'doctor',
    });
    const query = `city=${desk.city.slug}&subCategory=${desk.chain.sub.slug}`;
    expect(await desk.listIds(query)).not.toContain(clinic.id);
    expect((await desk.approve(clinic.id)).statusCode).toBe(200);
    expect(await desk.listIds(query)).toContain(clinic.id);
    const page = await app.inject({ url: `/api/v1/clinic/${clinic.slugId}` });
    expect(page.json<ClinicJson>()).toMatchObject({ id: clinic.id, address: 'خیابان امام' });
  });

  /** The owner's appointment book (the app is built before each test runs). */
  const getBook = (cookie: string, id: number) => bookOwnerSteps(app).get(cookie, id);
  const putBook = (cookie: string, id: number, book: Partial<BookWrite>) => bookOwnerSteps(app).put(cookie, id, book);
  const slotsOf = (id: number) => bookOwnerSteps(app).slots(id);
  const doctorPage = async (slugId: string) =>
    (await app.inject({ url: `/api/v1/clinic/${slugId}` })).json<ClinicJson>();

  it('takes bookings exactly when its appointment book does: a new book starts switched on, and saving hours turns the page’s booking on with the book’s visit length and hours (issue 29)', async () => {
    const { cookie } = await userWithSession(db);
    // What the clinic form once wrote beside the book is not a second truth.
    const clinic = (
      await desk.publish(cookie, { onlineReservation: 'on', durationVisit: '۲۰', activityTime: 'همه روزها' })
    ).json<ClinicJson>();
    expect((await desk.approve(clinic.id)).statusCode).toBe(200);
    // No hours yet: the page offers no booking (a «رزرو نوبت» would lead to a refused book), states no hours.
    expect(await doctorPage(clinic.slugId)).toMatchObject({
      onlineReservation: false,
      durationVisit: 10,
      activityTime: '',
      workingHours: [],
      availableAppointment: null,
    });
    expect((await slotsOf(clinic.id)).statusCode).toBe(404);

    // The settings page of a doctor without a book starts with online booking ticked; saving hours keeps it.
    const fresh = await getBook(cookie, clinic.id);
    expect(fresh.active).toBe(true);
    await putBook(cookie, clinic.id, { durationMinutes: 15, active: fresh.active });
    const live = await doctorPage(clinic.slugId);
    expect(live).toMatchObject({
      onlineReservation: true,
      durationVisit: 15,
      activityTime: 'شنبه تا چهارشنبه ۱۶:۰۰ تا ۲۰:۰۰',
      workingHours: SAT_TO_WED_EVENINGS.hours,
    });
    expect(live.availableAppointment).toEqual(expect.any(String));
    expect((await slotsOf(clinic.id)).statusCode).toBe(200);
    expect(await desk.listIds(`city=${desk.city.slug}&onlineReservation=true`)).toContain(clinic.id);

    // Switched off in the book: the page and the list stop offering it at once; the hours are still shown.
    await putBook(cookie, clinic.id, { durationMinutes: 15, active: false });
    expect(await doctorPage(clinic.slugId)).toMatchObject({
      onlineReservation: false,
      durationVisit: 15,
      activityTime: 'شنبه تا چهارشنبه ۱۶:۰۰ تا ۲۰:۰۰',
    });
    expect((await slotsOf(clinic.id)).statusCode).toBe(404);
    expect(await desk.listIds(`city=${desk.city.slug}&onlineReservation=true`)).not.toContain(clinic.id);
    // An owner's edit of the clinic keeps what the book says.
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/v1/me/clinic/${clinic.id}`,
      headers: { cookie },
      payload: desk.body({ onlineReservation: 'on', durationVisit: '۳۰' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<ClinicJson>()).toMatchObject({ onlineReservation: false, durationVisit: 15 });
  });

  it('filters on online reservation', async () => {
    const { cookie } = await userWithSession(db);
    const online = (await desk.publish(cookie, { title: 'دکتر آنلاین' })).json<ClinicJson>();
    const offline = (await desk.publish(cookie, { title: 'دکتر حضوری' })).json<ClinicJson>();
    await desk.approve(online.id);
    await desk.approve(offline.id);
    await putBook(cookie, online.id, {});
    const found = await desk.listIds(`city=${desk.city.slug}&onlineReservation=true`);
    expect(found).toContain(online.id);
    expect(found).not.toContain(offline.id);
    expect(await desk.listIds(`city=${desk.city.slug}`)).toContain(offline.id);
  });

  it('refuses a medical council number of the wrong shape with a clear message', async () => {
    const { cookie } = await userWithSession(db);
    const res = await desk.publish(cookie, { medicalSystemNumber: 'م-۱۲' });
    expect(res.statusCode).toBe(422);
    const fields = res.json<{ error: { fields: Record<string, string> } }>().error.fields;
    expect(fields.medicalSystemNumber).toBe('شماره نظام پزشکی باید ۳ تا ۷ رقم باشد (فقط عدد، مثل ۱۲۳۴۵۶).');
    const missing = await desk.publish(cookie, { medicalSystemNumber: undefined });
    expect(missing.json<{ error: { fields: Record<string, string> } }>().error.fields).toHaveProperty(
      'medicalSystemNumber',
    );
  });

  it('tells the owner of a paid clinic it was approved, in a clinic’s words, as a free one is told (issue 29)', async () => {
    const owner = await userWithSession(db);
    const paid = await makePackage(db, { type: PackageType.clinic, planType: PlanType.subscription, price: 90_000 });
    const clinic = (await desk.publish(owner.cookie, { package_id: paid.id })).json<ClinicJson>();
    expect(clinic.status).toBe(ListingStatus.awaitingPayment);
    const { back } = await billing(app).payOnline(owner.cookie, { type: PaymentType.clinic, item_id: clinic.id });
    expect(back.statusCode).toBe(303);
    expect((await desk.approve(clinic.id)).statusCode).toBe(200);
    const mine = await app.inject({
      url: '/api/v1/me/notifications',
      headers: { cookie: owner.cookie, 'accept-language': 'fa' },
    });
    const approved = mine.json<{ items: Array<{ kind: string; title: string }> }>().items;
    expect(approved.find((item) => item.kind === 'listingApproved')).toMatchObject({ title: 'مطب شما تأیید شد' });
    const english = await app.inject({
      url: '/api/v1/me/notifications',
      headers: { cookie: owner.cookie, 'accept-language': 'en' },
    });
    expect(
      english.json<{ items: Array<{ kind: string; title: string }> }>().items.find((i) => i.kind === 'listingApproved'),
    ).toMatchObject({ title: 'Your clinic was approved' });
    // And by SMS, as a free one's approval goes.
    await app.inject({ method: 'POST', url: '/api/v1/dev/jobs/deliver-notifications', payload: {} });
    const sms = await app.inject({ url: `/api/v1/dev/sms?to=${owner.user.mobile}` });
    expect(
      sms
        .json<{ items: { text: string }[] }>()
        .items.map((item) => item.text)
        .join('\n'),
    ).toContain('مطب شما تأیید شد');
  });

  it('takes only a clinic package and a specialty of the clinic tree', async () => {
    const { cookie } = await userWithSession(db);
    const ads = await makePackage(db, { type: PackageType.ads });
    const wrongPackage = await desk.publish(cookie, { package_id: ads.id });
    expect(wrongPackage.statusCode).toBe(422);
    expect(wrongPackage.json().error.fields).toHaveProperty('package_id');
    const expertChain = await makeCategoryChain(db, CategoryType.expert);
    const wrongTree = await desk.publish(cookie, { general_sub_category_id: expertChain.sub.id });
    expect(wrongTree.statusCode).toBe(422);
  });
});
