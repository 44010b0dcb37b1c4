import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentType } from '@shahrbazar/domain/enums/commerce';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { payments } from '../src/modules/payments/payment.table.ts';
import { users } from '../src/modules/users/user.table.ts';
import { CategoryType } from '@shahrbazar/domain/enums/listing';
import { PackageType } from '@shahrbazar/domain/enums/plans';
import { makeCategoryChain, makePackage } from './factories/catalogue.ts';
import { bookOwnerSteps, EVERY_DAY, patient, patientSteps, SAT_TO_WED_EVENINGS } from './factories/appointments.ts';
import { consultationSteps } from './factories/consultations.ts';
import { isoDayFromToday, lawyerDesk, type LawyerJson } from './factories/lawyers.ts';
import { userWithSession } from './factories/users.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

describe('lawyers on the listing core', () => {
  let app: App;
  let db: Db;
  let desk: Awaited<ReturnType<typeof lawyerDesk>>;

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    app = await buildTestApp();
    desk = await lawyerDesk(app, db);
  });
  afterAll(() => app.close());

  const fieldsOf = (res: { json<T>(): T }) => res.json<{ error: { fields: Record<string, string> } }>().error.fields;

  it('registers a lawyer with every field, waits for review, and is listed by city and legal specialty once approved', async () => {
    const { cookie } = await userWithSession(db);
    const res = await desk.publish(cookie);
    expect(res.statusCode, res.body).toBe(201);
    const lawyer = res.json<LawyerJson>();
    expect(lawyer).toMatchObject({
      status: ListingStatus.pending,
      licenseNumber: '12345',
      issueDate: '2019-04-04',
      licenseExpiry: isoDayFromToday(365),
      licenseExpired: false,
      experience: 12,
      education: 'کارشناسی ارشد حقوق خصوصی',
      lawyerWorkExperience: [{ companyName: 'دفتر وکالت عدالت', position: 'وکیل', startDate: '1395', endDate: '1400' }],
      extraTag: { socialMedia: { instagram: 'lawyer.sample', linkedin: '', twitter: '' } },
      activeChat: false,
      phoneReservation: false,
      isVerified: false,
      answerCount: 0,
      performance: { answeredQuestions: 0, satisfactionRate: null, consultationPhone: 0, consultationInPerson: 0 },
    });
    const query = `city=${desk.city.slug}&subCategory=${desk.chain.sub.slug}`;
    expect(await desk.listIds(query)).not.toContain(lawyer.id);
    expect((await desk.approve(lawyer.id)).statusCode).toBe(200);
    expect(await desk.listIds(query)).toContain(lawyer.id);
    expect(await desk.lawyerPage(lawyer.slugId)).toMatchObject({ id: lawyer.id, address: 'خیابان امام' });
  });

  it('refuses a registration with an expired licence, or none, with a clear message, and stores nothing', async () => {
    const { cookie, user } = await userWithSession(db);
    const expired = await desk.publish(cookie, { licenseExpiry: isoDayFromToday(-1) });
    expect(expired.statusCode).toBe(422);
    expect(fieldsOf(expired).licenseExpiry).toBe('پروانه وکالت شما منقضی شده است؛ با پروانه معتبر ثبت‌نام کنید.');
    const missing = await desk.publish(cookie, { licenseExpiry: '' });
    expect(fieldsOf(missing).licenseExpiry).toBe('تاریخ پایان اعتبار پروانه الزامی است.');
    const mine = await app.inject({ url: '/api/v1/me/lawyer', headers: { cookie } });
    expect(mine.json<{ items: unknown[] }>().items).toHaveLength(0);
    expect(user.id).toBeGreaterThan(0);
  });

  it('refuses a licence number of the wrong shape, a Jalali date that does not exist and a bad handle', async () => {
    const { cookie } = await userWithSession(db);
    const res = await desk.publish(cookie, { licenseNumber: 'پ-۱۲', issueDate: '1402/13/40', twitter: 'not a handle' });
    expect(res.statusCode).toBe(422);
    const fields = fieldsOf(res);
    expect(fields.licenseNumber).toBe('شماره پروانه وکالت باید ۳ تا ۱۰ رقم باشد (فقط عدد، مثل ۱۲۳۴۵).');
    expect(fields.issueDate).toBe('تاریخ شمسی معتبر نیست.');
    expect(fields.twitter).toBe('نام کاربری فقط حرف لاتین، رقم، نقطه، خط تیره و زیرخط می‌پذیرد.');
  });

  it('takes only a lawyer package and a specialty of the legal tree', async () => {
    const { cookie } = await userWithSession(db);
    const clinicPackage = await makePackage(db, { type: PackageType.clinic });
    expect((await desk.publish(cookie, { package_id: clinicPackage.id })).statusCode).toBe(422);
    const clinicChain = await makeCategoryChain(db, CategoryType.clinic);
    expect((await desk.publish(cookie, { general_sub_category_id: clinicChain.sub.id })).statusCode).toBe(422);
  });

  it('shows the badge once the owner is identified and a manager checked this very, unexpired licence', async () => {
    const { cookie, user, lawyer } = await desk.liveLawyer();
    const check = (checked: boolean, who = desk.admin) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/manager/lawyer/${lawyer.id}/license-check`,
        headers: { cookie: who },
        payload: { checked },
      });
    expect((await check(true, cookie)).statusCode).toBe(403);
    expect((await check(true)).statusCode).toBe(200);
    expect((await desk.lawyerPage(lawyer.slugId)).isVerified).toBe(false);
    await db.update(users).set({ authLevel: 1 }).where(eq(users.id, user.id));
    expect(await desk.lawyerPage(lawyer.slugId)).toMatchObject({ isVerified: true, licenseChecked: true });
    // A changed number is not the checked one: the badge goes until a manager checks again.
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/v1/me/lawyer/${lawyer.id}`,
      headers: { cookie },
      payload: desk.body({ licenseNumber: '99999' }),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const me = await app.inject({ url: `/api/v1/me/lawyer/${lawyer.id}`, headers: { cookie } });
    expect(me.json<LawyerJson>()).toMatchObject({ licenseNumber: '99999', licenseChecked: false, isVerified: false });
  });

  it('keeps tariffs through the shared module: text and phone consultation follow their titles and filter the list', async () => {
    const { cookie, lawyer } = await desk.liveLawyer();
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/v1/me/lawyer/${lawyer.id}/tariffs`,
      headers: { cookie },
      payload: {
        tariffs: [
          { title: 'مشاوره تلفنی', price: '۲۰۰٬۰۰۰' },
          { title: 'تنظیم قرارداد', price: 500_000 },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const pub = await app.inject({ url: `/api/v1/lawyer/${lawyer.slugId}/tariffs` });
    expect(pub.json<{ items: { title: string; price: number }[] }>().items).toMatchObject([
      { title: 'مشاوره تلفنی', price: 200_000 },
      { title: 'تنظیم قرارداد', price: 500_000 },
    ]);
    expect(await desk.lawyerPage(lawyer.slugId)).toMatchObject({ phoneReservation: true, activeChat: false });
    expect(await desk.listIds(`city=${desk.city.slug}&phoneReservation=1`)).toContain(lawyer.id);
    expect(await desk.listIds(`city=${desk.city.slug}&activeChat=1`)).not.toContain(lawyer.id);
    // Nobody else writes them.
    const other = await userWithSession(db);
    const refused = await app.inject({
      method: 'PUT',
      url: `/api/v1/me/lawyer/${lawyer.id}/tariffs`,
      headers: { cookie: other.cookie },
      payload: { tariffs: [] },
    });
    expect(refused.statusCode).toBe(404);
  });

  it('takes in-person consultations in the shared appointment book, paid at a tariff’s price', async () => {
    const { cookie, lawyer } = await desk.liveLawyer();
    const tariffs = await app.inject({
      method: 'PUT',
      url: `/api/v1/me/lawyer/${lawyer.id}/tariffs`,
      headers: { cookie },
      payload: { tariffs: [{ title: 'مشاوره حضوری', price: 300_000, discount: 50_000 }] },
    });
    const tariffId = tariffs.json<{ items: { id: number }[] }>().items[0]!.id;
    const book = await app.inject({
      method: 'PUT',
      url: `/api/v1/me/appointment-books/${lawyer.id}`,
      headers: { cookie },
      payload: EVERY_DAY,
    });
    expect(book.statusCode, book.body).toBe(200);
    const steps = patientSteps(app);
    const client = await patient(db, 1_000_000);
    const first = (await steps.slots(lawyer.id, 7)).days.flatMap((day) => day.slots)[0]!;
    const res = await steps.book(client.cookie, {
      listing_id: lawyer.id,
      start: first,
      method: 'wallet',
      tariff_id: tariffId,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'booked', price: 250_000 });
    expect((await desk.lawyerPage(lawyer.slugId)).availableAppointment).not.toBe(first);
  });

  it('takes bookings exactly when its appointment book does, as a clinic (issue 29, ADR 0079): the form’s own switch and hours are no second truth', async () => {
    const { cookie } = await userWithSession(db);
    const book = bookOwnerSteps(app);
    // What the lawyer form once wrote beside the book is not a second truth.
    const lawyer = (
      await desk.publish(cookie, { onlineReservation: 'on', activityTime: 'همه روزها ۸ تا ۲۰' })
    ).json<LawyerJson>();
    expect((await desk.approve(lawyer.id)).statusCode).toBe(200);
    // No hours yet: the page offers no booking (a «رزرو نوبت» would lead to a refused book) and states no hours.
    expect(await desk.lawyerPage(lawyer.slugId)).toMatchObject({
      onlineReservation: false,
      activityTime: '',
      workingHours: [],
      availableAppointment: null,
    });
    expect((await book.slots(lawyer.id)).statusCode).toBe(404);
    const online = `city=${desk.city.slug}&onlineReservation=true`;
    expect(await desk.listIds(online)).not.toContain(lawyer.id);

    // The settings page of a lawyer without a book starts ticked; saving hours turns the page's booking on.
    expect((await book.get(cookie, lawyer.id)).active).toBe(true);
    await book.put(cookie, lawyer.id, {});
    const live = await desk.lawyerPage(lawyer.slugId);
    expect(live).toMatchObject({
      onlineReservation: true,
      activityTime: 'شنبه تا چهارشنبه ۱۶:۰۰ تا ۲۰:۰۰',
      workingHours: SAT_TO_WED_EVENINGS.hours,
    });
    expect(live.availableAppointment).toEqual(expect.any(String));
    expect((await book.slots(lawyer.id)).statusCode).toBe(200);
    expect(await desk.listIds(online)).toContain(lawyer.id);

    // Switched off in the book: the page and the list stop offering it at once; the hours are still shown.
    await book.put(cookie, lawyer.id, { active: false });
    expect(await desk.lawyerPage(lawyer.slugId)).toMatchObject({
      onlineReservation: false,
      activityTime: 'شنبه تا چهارشنبه ۱۶:۰۰ تا ۲۰:۰۰',
      availableAppointment: null,
    });
    expect((await book.slots(lawyer.id)).statusCode).toBe(404);
    expect(await desk.listIds(online)).not.toContain(lawyer.id);
    // An owner's edit of the profile keeps what the book says.
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/v1/me/lawyer/${lawyer.id}`,
      headers: { cookie },
      payload: desk.body({ onlineReservation: 'on', activityTime: 'همه روزها' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<LawyerJson>()).toMatchObject({
      onlineReservation: false,
      activityTime: 'شنبه تا چهارشنبه ۱۶:۰۰ تا ۲۰:۰۰',
    });
  });

  it('sells paid text consultations through the shared module (ADR 0039), paid as a lawyer order', async () => {
    const { cookie, lawyer } = await desk.liveLawyer();
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/v1/me/lawyer/${lawyer.id}/tariffs`,
      headers: { cookie },
      payload: { tariffs: [{ title: 'مشاوره متنی', price: 150_000, discount: 30_000 }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const client = await patient(db, 500_000);
    const bought = await consultationSteps(app).buyText(client.cookie, lawyer.id);
    expect(bought.statusCode, bought.body).toBe(201);
    expect(bought.json()).toMatchObject({ kind: 'text', status: 'open', price: 120_000, listingTitle: lawyer.title });
    const [paid] = await db.select().from(payments).where(eq(payments.userId, client.user.id));
    expect(paid).toMatchObject({ type: PaymentType.lawyerOrder, price: 120_000 });
    const [wallet] = await db.select({ balance: users.walletBalance }).from(users).where(eq(users.id, client.user.id));
    expect(wallet?.balance).toBe(380_000);
  });
});
