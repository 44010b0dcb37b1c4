import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Appointment, WaitlistEntry } from '@shahrbazar/domain/api/appointment.schema';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { listings } from '../src/modules/listings/listing.table.ts';
import { clinicDetails } from '../src/verticals/clinic/clinic.table.ts';
import { bookFixture, patient, type patientSteps } from './factories/appointments.ts';
import { billing } from './factories/payments.ts';
import { listingTariffs } from '../src/modules/tariffs/tariff.table.ts';
import { PaymentStatus } from '@shahrbazar/domain/enums/commerce';
import { bookDesk } from './support/book-desk.ts';

// Issue 29 ("the doctor's book and the patient's visit, as Paziresh24 does it"): the doctor cancels or moves a visit
// and the patient is told (a doctor's cancellation refunds all, ADR 0082); the doctor's list names the patient (the
// family member booked for) and whether it is paid; the visit's turn of its day; where it takes place; a waitlist
// offer paid online.
describe('the doctor’s book', () => {
  const desk = bookDesk();
  const { balanceOf, slotOn, deliverNow, smsOf, notificationsOf, persianWhen, persianCode, ownerList } = desk;
  let app: App;
  let db: Db;
  let steps: ReturnType<typeof patientSteps>;
  beforeAll(() => ({ app, db, steps } = desk.parts()));

  it('the doctor cancels a visit: all its money goes back to the patient, who is told by SMS and notification', async () => {
    // The book keeps half on a patient's cancellation (refundPercent 50): the doctor's gives all back.
    const { owner, listing } = await bookFixture(app, db);
    const me = await patient(db, 500_000);
    const start = await slotOn(listing.id, 3);
    const visit = (
      await steps.book(me.cookie, { listing_id: listing.id, start, method: 'wallet' })
    ).json<Appointment>();
    expect(await balanceOf(me.user.id)).toBe(300_000);
    await deliverNow();
    const before = (await smsOf(me.user.mobile)).length;

    const path = `/api/v1/me/appointment-books/${listing.id}/appointments/${visit.id}/cancel`;
    // Another doctor, and the patient, cannot use the doctor's cancellation.
    const stranger = await bookFixture(app, db);
    expect((await steps.post(stranger.owner.cookie, path)).statusCode).toBe(404);
    expect((await steps.post(me.cookie, path)).statusCode).toBe(404);

    const cancelled = await steps.post(owner.cookie, path);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<Appointment>()).toMatchObject({ status: 'cancelled', refunded: 200_000 });
    expect(await balanceOf(me.user.id)).toBe(500_000);
    expect(await balanceOf(owner.user.id)).toBe(0);
    // Twice is refused, and nothing moves again.
    expect((await steps.post(owner.cookie, path)).statusCode).toBe(409);
    expect(await balanceOf(me.user.id)).toBe(500_000);
    // The slot is free again.
    expect((await steps.slots(listing.id, 4)).days[3]!.slots).toContain(start);

    await deliverNow();
    const sms = (await smsOf(me.user.mobile)).map((item) => item.text);
    expect(sms).toHaveLength(before + 1);
    const told = sms.find((text) => text.includes('لغو کرد'));
    expect(told).toContain(persianWhen(start));
    expect(told).toContain('۲۰۰٬۰۰۰ تومان به کیف پول شما برگشت');
    expect(told).not.toMatch(/[0-9]/);
    expect((await notificationsOf(me.cookie))[0]).toMatchObject({
      kind: 'appointmentCancelledByOwner',
      title: 'نوبت شما لغو شد',
      text: `«مطب دکتر آزمون» نوبت ${persianWhen(start)} شما را لغو کرد. ۲۰۰٬۰۰۰ تومان به کیف پول شما برگشت. کد پیگیری: ${persianCode(visit.id)}.`,
      link: `/panel/appointments/${visit.id}`,
    });
  });

  it('the doctor moves a visit to a free slot; the patient is told the new time, never onto a taken slot', async () => {
    const { owner, listing } = await bookFixture(app, db);
    const [me, other] = [await patient(db), await patient(db)];
    const [first, second, taken] = [
      await slotOn(listing.id, 3, 0),
      await slotOn(listing.id, 4, 0),
      await slotOn(listing.id, 4, 1),
    ];
    const visit = (
      await steps.book(me.cookie, { listing_id: listing.id, start: first, method: 'atPlace' })
    ).json<Appointment>();
    await steps.book(other.cookie, { listing_id: listing.id, start: taken, method: 'atPlace' });
    const path = `/api/v1/me/appointment-books/${listing.id}/appointments/${visit.id}/reschedule`;
    expect((await steps.post(owner.cookie, path, { start: taken })).statusCode).toBe(409);
    const moved = await steps.post(owner.cookie, path, { start: second });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<Appointment>()).toMatchObject({ status: 'booked', start: second });
    expect((await notificationsOf(me.cookie))[0]).toMatchObject({
      kind: 'appointmentMovedByOwner',
      text: `«مطب دکتر آزمون» نوبت شما را از ${persianWhen(first)} به ${persianWhen(second)} برد. کد پیگیری: ${persianCode(visit.id)}.`,
    });
    await deliverNow();
    const sms = (await smsOf(me.user.mobile)).map((item) => item.text);
    expect(sms.find((text) => text.includes('برد'))).toContain(persianWhen(second));
    // The doctor moved it: nobody tells the doctor what they did themself (a secretary's move is told, ADR 0105).
    expect((await notificationsOf(owner.cookie)).map((item) => item.kind)).not.toContain('appointmentMovedBySecretary');
  });

  it('a visit booked for a family member: the national code is checked, and the doctor sees their name and the payment', async () => {
    const { owner, listing } = await bookFixture(app, db);
    const me = await patient(db, 500_000);
    const start = await slotOn(listing.id, 2);
    const wrong = await steps.book(me.cookie, {
      listing_id: listing.id,
      start,
      method: 'wallet',
      patient: { kind: 'family', name: 'مریم رضایی', nationalCode: '۰۰۸۴۵۷۵۹۴۹' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.fields['patient.nationalCode']).toBe('کد ملی معتبر نیست.');
    const booked = await steps.book(me.cookie, {
      listing_id: listing.id,
      start,
      method: 'wallet',
      patient: { kind: 'family', name: 'مریم رضایی', nationalCode: '۰۰۸۴۵۷۵۹۴۸' },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const [seen] = await ownerList(owner.cookie, listing.id, start);
    expect(seen).toMatchObject({ patientName: 'مریم رضایی', forFamily: true, paid: true, method: 'wallet' });
  });

  it('numbers each visit by its turn of the day among the doctor’s visits, not by a global id', async () => {
    const { owner, listing } = await bookFixture(app, db);
    const [a, b, c] = [await patient(db), await patient(db), await patient(db)];
    const day = (await steps.slots(listing.id, 4)).days[3]!;
    const otherDay = await slotOn(listing.id, 2, 0);
    // Booked out of order: the 11:00 one first, then 08:00, then 09:00; one on another day.
    const late = (
      await steps.book(a.cookie, { listing_id: listing.id, start: day.slots[5]!, method: 'atPlace' })
    ).json<Appointment>();
    const early = (
      await steps.book(b.cookie, { listing_id: listing.id, start: day.slots[0]!, method: 'atPlace' })
    ).json<Appointment>();
    const middle = (
      await steps.book(c.cookie, { listing_id: listing.id, start: day.slots[2]!, method: 'atPlace' })
    ).json<Appointment>();
    const alone = (
      await steps.book(a.cookie, { listing_id: listing.id, start: otherDay, method: 'atPlace' })
    ).json<Appointment>();
    // Another doctor's visits the same day do not count.
    const other = await bookFixture(app, db);
    await steps.book(b.cookie, { listing_id: other.listing.id, start: day.slots[1]!, method: 'atPlace' });

    const mine = async (who: { cookie: string }, id: number) =>
      (await app.inject({ url: `/api/v1/me/appointments/${id}`, headers: { cookie: who.cookie } })).json<Appointment>();
    expect((await mine(b, early.id)).turn).toBe(1);
    expect((await mine(c, middle.id)).turn).toBe(2);
    expect((await mine(a, late.id)).turn).toBe(3);
    expect((await mine(a, alone.id)).turn).toBe(1);
    expect((await ownerList(owner.cookie, listing.id, day.slots[0]!)).map((item) => item.turn)).toEqual([1, 2, 3]);
    // A cancelled visit gives up its turn: the later ones move up.
    await steps.post(b.cookie, `/api/v1/me/appointments/${early.id}/cancel`);
    expect((await mine(b, early.id)).turn).toBeNull();
    expect((await mine(a, late.id)).turn).toBe(2);
  });

  it('tells the patient where the visit is: the clinic’s address, phone and map point', async () => {
    const { listing } = await bookFixture(app, db);
    await db
      .update(clinicDetails)
      .set({ address: 'اردبیل، خیابان امام، پلاک ۱۲', callNumber: '04533334444' })
      .where(eq(clinicDetails.listingId, listing.id));
    await db.update(listings).set({ latitude: 38.25, longitude: 48.29 }).where(eq(listings.id, listing.id));
    const me = await patient(db);
    const visit = (
      await steps.book(me.cookie, { listing_id: listing.id, start: await slotOn(listing.id, 2), method: 'atPlace' })
    ).json<Appointment>();
    const read = await app.inject({ url: `/api/v1/me/appointments/${visit.id}`, headers: { cookie: me.cookie } });
    expect(read.json<Appointment>().place).toEqual({
      address: 'اردبیل، خیابان امام، پلاک ۱۲',
      phone: '04533334444',
      location: { latitude: 38.25, longitude: 48.29 },
      path: `/doctor/${listing.slugId}`,
    });
  });

  it('a freed slot offered from the waitlist can be paid online at the bank', async () => {
    const { listing } = await bookFixture(app, db);
    const [booker, waiting] = [await patient(db), await patient(db, 0)];
    const day = (await steps.slots(listing.id, 4)).days[3]!;
    const start = day.slots[0]!;
    const visit = (
      await steps.book(booker.cookie, { listing_id: listing.id, start, method: 'atPlace' })
    ).json<Appointment>();
    await steps.post(waiting.cookie, '/api/v1/me/appointment-waitlist', { listing_id: listing.id, date: day.date });
    await steps.post(booker.cookie, `/api/v1/me/appointments/${visit.id}/cancel`);
    const offer = (
      await app.inject({ url: '/api/v1/me/appointment-waitlist', headers: { cookie: waiting.cookie } })
    ).json<{ items: WaitlistEntry[] }>().items[0]!;
    expect(offer.status).toBe('offered');
    const taken = await steps.post(waiting.cookie, `/api/v1/me/appointment-waitlist/${offer.id}/accept`, {
      method: 'online',
    });
    expect(taken.statusCode, taken.body).toBe(201);
    const booked = taken.json<Appointment>();
    expect(booked).toMatchObject({ start, method: 'online', paid: false });
    const pay = billing(app);
    const started = await pay.pay(waiting.cookie, booked.paymentId!, 'online');
    expect(started.statusCode, started.body).toBe(200);
    await pay.callback(await pay.bank(started.json<{ redirectUrl: string }>().redirectUrl, 'pay'));
    const after = await app.inject({
      url: `/api/v1/me/appointments/${booked.id}`,
      headers: { cookie: waiting.cookie },
    });
    expect(after.json<Appointment>()).toMatchObject({ paid: true, status: 'booked' });
  });

  it('the tariff a waiting patient chose carries into the offer and its payment, even once the tariffs are saved again', async () => {
    const { owner, listing } = await bookFixture(app, db);
    const saveTariffs = async () => {
      const res = await app.inject({
        method: 'PUT',
        url: `/api/v1/me/clinic/${listing.id}/tariffs`,
        headers: { cookie: owner.cookie },
        payload: {
          tariffs: [
            { title: 'ویزیت حضوری', price: 300_000, discount: 20_000 },
            { title: 'ویزیت اطفال', price: 250_000 },
          ],
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ items: Array<{ id: number; title: string }> }>().items;
    };
    const visitTariff = (await saveTariffs()).find((tariff) => tariff.title === 'ویزیت حضوری')!;
    const [booker, waiting] = [await patient(db), await patient(db, 0)];
    const day = (await steps.slots(listing.id, 4)).days[3]!;
    const start = day.slots[0]!;
    const visit = (
      await steps.book(booker.cookie, { listing_id: listing.id, start, method: 'atPlace' })
    ).json<Appointment>();
    const join = (tariffId: number) =>
      steps.post(waiting.cookie, '/api/v1/me/appointment-waitlist', {
        listing_id: listing.id,
        date: day.date,
        tariff_id: tariffId,
      });
    // Not another listing's tariff, nor one that does not exist.
    const elsewhere = await bookFixture(app, db);
    const [foreign] = await db
      .insert(listingTariffs)
      .values({ listingId: elsewhere.listing.id, title: 'ویزیت', price: 10_000, discount: 0, sortOrder: 0 })
      .returning();
    const refused = await join(foreign!.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields).toHaveProperty('tariff_id');
    expect((await join(visitTariff.id)).statusCode).toBe(201);
    const entries = async () =>
      (await app.inject({ url: '/api/v1/me/appointment-waitlist', headers: { cookie: waiting.cookie } })).json<{
        items: WaitlistEntry[];
      }>().items;
    expect((await entries())[0]).toMatchObject({ status: 'waiting', tariffTitle: 'ویزیت حضوری', price: 280_000 });

    // The doctor saves the tariffs again (they get new ids); then the slot is freed and offered.
    await saveTariffs();
    await steps.post(booker.cookie, `/api/v1/me/appointments/${visit.id}/cancel`);
    const offer = (await entries())[0]!;
    expect(offer).toMatchObject({ status: 'offered', tariffTitle: 'ویزیت حضوری', price: 280_000 });
    const taken = await steps.post(waiting.cookie, `/api/v1/me/appointment-waitlist/${offer.id}/accept`, {
      method: 'online',
    });
    expect(taken.statusCode, taken.body).toBe(201);
    const booked = taken.json<Appointment>();
    // Charged at the chosen visit's price less its discount, not the book's 200,000.
    expect(booked).toMatchObject({ start, price: 280_000, paid: false });
    const pay = billing(app);
    const started = await pay.pay(waiting.cookie, booked.paymentId!, 'online');
    expect(started.statusCode, started.body).toBe(200);
    await pay.callback(await pay.bank(started.json<{ redirectUrl: string }>().redirectUrl, 'pay'));
    const payment = await app.inject({
      url: `/api/v1/me/payments/${booked.paymentId}`,
      headers: { cookie: waiting.cookie },
    });
    expect(payment.json()).toMatchObject({ price: 280_000, status: PaymentStatus.paid });
  });
});
