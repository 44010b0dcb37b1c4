import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Appointment, Book, WaitlistEntry } from '@shahrbazar/domain/api/appointment.schema';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { markAppointment } from '../src/modules/appointments/appointment-owner.service.ts';
import { appointmentBooks, appointments } from '../src/modules/appointments/appointment.table.ts';
import { APPOINTMENT_RESERVE } from '../src/modules/appointments/appointment-payment.ts';
import { lapseUnpaidVisits } from '../src/modules/appointments/appointment-jobs.ts';
import { subscriptions } from '../src/modules/packages/package.table.ts';
import { walletReserves } from '../src/modules/payments/reserve.table.ts';
import { DeviceType } from '@shahrbazar/domain/enums/people';
import { PackageType, PlanType, SubscriptionType } from '@shahrbazar/domain/enums/plans';
import { makePackage } from './factories/catalogue.ts';
import { billing } from './factories/payments.ts';
import { VERTICAL_REGISTRY } from '../src/verticals/registry.ts';
import { walletEntries } from '../src/modules/payments/payment.table.ts';
import { listingTariffs } from '../src/modules/tariffs/tariff.table.ts';
import { clinicDetails } from '../src/verticals/clinic/clinic.table.ts';
import { bookFixture, patient, type patientSteps } from './factories/appointments.ts';
import { appointmentTrackingCode } from '@shahrbazar/domain/rules/appointments-policy';
import { bookDesk } from './support/book-desk.ts';
import { expectReservesConsistent, expectWalletsBalanced, race, tally } from './support/race.ts';

describe('the appointment book', () => {
  const desk = bookDesk();
  const { balanceOf, slotOn, deliverNow, smsOf, notificationsOf, persianWhen, persianCode } = desk;
  let app: App;
  let db: Db;
  let steps: ReturnType<typeof patientSteps>;
  beforeAll(() => ({ app, db, steps } = desk.parts()));

  it('lists free slots by Jalali day, Saturday = 0, leaving the break out, and keeps the next free slot', async () => {
    const { listing } = await bookFixture(app, db);
    const slots = await steps.slots(listing.id, 7);
    expect(slots.days).toHaveLength(7);
    expect(slots.days[0]!.date).toMatch(/^14\d\d\/\d\d\/\d\d$/);
    const later = slots.days[3]!;
    // 08:00-20:00 in 30-minute visits less the 13:00-14:00 break: 22 slots, the first 08:00 Tehran = 04:30 UTC.
    expect(later.slots).toHaveLength(22);
    expect(later.slots[0]).toMatch(/T04:30:00\.000Z$/);
    const [book] = await db.select().from(appointmentBooks).where(eq(appointmentBooks.listingId, listing.id));
    const first = slots.days.flatMap((day) => day.slots)[0]!;
    expect(book!.nextFreeSlot?.toISOString()).toBe(first);
  });

  it('books from the wallet: the price is held, the slot leaves the list, the next free slot moves on', async () => {
    const { listing } = await bookFixture(app, db);
    const me = await patient(db, 500_000);
    const first = (await steps.slots(listing.id, 7)).days.flatMap((day) => day.slots)[0]!;
    const res = await steps.book(me.cookie, { listing_id: listing.id, start: first, method: 'wallet' });
    expect(res.statusCode, res.body).toBe(201);
    const visit = res.json<Appointment>();
    expect(visit).toMatchObject({ status: 'booked', price: 200_000, method: 'wallet', patientName: 'بیمار آزمون' });
    expect(await balanceOf(me.user.id)).toBe(300_000);
    const after = (await steps.slots(listing.id, 7)).days.flatMap((day) => day.slots);
    expect(after).not.toContain(first);
    const [book] = await db.select().from(appointmentBooks).where(eq(appointmentBooks.listingId, listing.id));
    expect(book!.nextFreeSlot?.toISOString()).toBe(after[0]);
  });

  it('charges a clinic tariff less its discount, and mirrors the next free slot where the doctors list sorts', async () => {
    const { listing } = await bookFixture(app, db);
    const [tariff] = await db
      .insert(listingTariffs)
      .values({ listingId: listing.id, title: 'ویزیت حضوری', price: 300_000, discount: 50_000 })
      .returning();
    const me = await patient(db, 400_000);
    const first = (await steps.slots(listing.id, 7)).days.flatMap((day) => day.slots)[0]!;
    const res = await steps.book(me.cookie, {
      listing_id: listing.id,
      start: first,
      tariff_id: tariff!.id,
      method: 'wallet',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Appointment>().price).toBe(250_000);
    expect(await balanceOf(me.user.id)).toBe(150_000);
    const other = await steps.book(me.cookie, {
      listing_id: listing.id,
      start: (await steps.slots(listing.id, 7)).days.flatMap((day) => day.slots)[0]!,
      tariff_id: 2_000_000_000,
      method: 'wallet',
    });
    expect(other.statusCode).toBe(422);
    const [book] = await db.select().from(appointmentBooks).where(eq(appointmentBooks.listingId, listing.id));
    const [detail] = await db.select().from(clinicDetails).where(eq(clinicDetails.listingId, listing.id));
    expect(detail!.availableAppointment?.toISOString()).toBe(book!.nextFreeSlot?.toISOString());
    expect(book!.nextFreeSlot!.getTime()).toBeGreaterThan(new Date(first).getTime());
  });

  it('books for a family member with a valid national code, and refuses a wrong one without charging', async () => {
    const { listing } = await bookFixture(app, db);
    const me = await patient(db, 500_000);
    const start = await slotOn(listing.id, 2);
    const wrong = await steps.book(me.cookie, {
      listing_id: listing.id,
      start,
      method: 'wallet',
      patient: { kind: 'family', name: 'مریم', nationalCode: '1234567890' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.fields['patient.nationalCode']).toBe('کد ملی معتبر نیست.');
    const right = await steps.book(me.cookie, {
      listing_id: listing.id,
      start,
      method: 'atPlace',
      patient: { kind: 'family', name: 'مریم', nationalCode: '۰۰۸۴۵۷۵۹۴۸' },
    });
    expect(right.statusCode, right.body).toBe(201);
    expect(right.json<Appointment>()).toMatchObject({ forFamily: true, nationalCode: '0084575948', price: 200_000 });
    expect(await balanceOf(me.user.id)).toBe(500_000);
  });

  it('answers bad input in the one error shape and charges nothing', async () => {
    const { owner, listing } = await bookFixture(app, db);
    const me = await patient(db, 500_000);
    const put = (payload: Record<string, unknown>) =>
      app.inject({
        method: 'PUT',
        url: `/api/v1/me/appointment-books/${listing.id}`,
        headers: { cookie: owner.cookie },
        payload,
      });
    const zero = await put({ hours: [], durationMinutes: 0 });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().error.fields.durationMinutes).toBe('مدت هر نوبت باید عددی صحیح از ۱ تا ۲۴۰ دقیقه باشد.');
    const overlap = await put({
      durationMinutes: 15,
      hours: [
        { weekday: 0, from: '09:00', to: '12:00' },
        { weekday: 0, from: '11:00', to: '13:00' },
      ],
    });
    expect(overlap.json().error.fields['hours.1']).toBe('ساعت‌های کاری یک روز با هم هم‌پوشانی دارند.');
    const past = await steps.book(me.cookie, {
      listing_id: listing.id,
      start: '2020-01-01T05:30:00Z',
      method: 'wallet',
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().error).toMatchObject({ code: 'validation', message: 'زمان این نوبت گذشته است.' });
    const start = await slotOn(listing.id, 2);
    const offGrid = new Date(new Date(start).getTime() + 10 * 60_000).toISOString();
    const outside = await steps.book(me.cookie, { listing_id: listing.id, start: offGrid, method: 'wallet' });
    expect(outside.json().error.message).toBe('این زمان در ساعت‌های کاری نیست.');
    const night = new Date(new Date(start).getTime() - 3 * 3_600_000).toISOString();
    expect((await steps.book(me.cookie, { listing_id: listing.id, start: night, method: 'wallet' })).statusCode).toBe(
      422,
    );
    const poor = await patient(db, 1_000);
    const broke = await steps.book(poor.cookie, { listing_id: listing.id, start, method: 'wallet' });
    expect(broke.statusCode).toBe(409);
    // Nothing stayed behind of the refused booking: the slot is still free for someone else.
    expect((await steps.slots(listing.id, 3)).days[2]!.slots).toContain(start);
    expect(await balanceOf(me.user.id)).toBe(500_000);
    expect(await balanceOf(poor.user.id)).toBe(1_000);
  });

  it('refuses a booking over an existing one, and gives exactly one of 20 concurrent bookings the slot', async () => {
    const { listing } = await bookFixture(app, db);
    const start = await slotOn(listing.id, 3);
    const patients = await Promise.all(Array.from({ length: 20 }, () => patient(db, 300_000)));
    const attempt = (who: { cookie: string }) =>
      steps.book(who.cookie, { listing_id: listing.id, start, method: 'wallet' });
    const answers = await race(db, patients.length, (index) => attempt(patients[index]!));
    expect(tally(answers)).toEqual({ 201: 1, 409: 19 });
    const codes = answers.map((res) => res.statusCode);
    expect(answers.find((res) => res.statusCode === 409)!.json().error.message).toBe(
      'این نوبت پیش‌تر رزرو شده است؛ نوبت دیگری انتخاب کنید.',
    );
    const balances = await Promise.all(patients.map((who) => balanceOf(who.user.id)));
    expect(balances.filter((balance) => balance === 100_000)).toHaveLength(1);
    expect(balances.filter((balance) => balance === 300_000)).toHaveLength(19);
    const losers = patients.filter((_, index) => codes[index] === 409);
    for (const who of losers) {
      const entries = await db.select().from(walletEntries).where(eq(walletEntries.userId, who.user.id));
      expect(entries.map((entry) => entry.kind)).toEqual(['charge']);
    }
    const ids = patients.map((who) => who.user.id);
    await expectWalletsBalanced(db, ids);
    await expectReservesConsistent(db, ids);
  });

  it('cancels before the cut-off with the owner’s refund percent; the owner keeps the rest', async () => {
    const { owner, listing } = await bookFixture(app, db);
    const me = await patient(db, 200_000);
    const start = await slotOn(listing.id, 3);
    const visit = (
      await steps.book(me.cookie, { listing_id: listing.id, start, method: 'wallet' })
    ).json<Appointment>();
    expect(visit.changeable).toBe(true);
    const res = await steps.post(me.cookie, `/api/v1/me/appointments/${visit.id}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Appointment>()).toMatchObject({ status: 'cancelled', refunded: 100_000 });
    expect(await balanceOf(me.user.id)).toBe(100_000);
    expect(await balanceOf(owner.user.id)).toBe(100_000);
    expect((await steps.post(me.cookie, `/api/v1/me/appointments/${visit.id}/cancel`)).statusCode).toBe(409);
    expect((await steps.slots(listing.id, 4)).days[3]!.slots).toContain(start);
  });

  it('refuses cancelling or moving after the cut-off', async () => {
    const { listing } = await bookFixture(app, db, { cutoffHours: 168 });
    const me = await patient(db, 200_000);
    const start = await slotOn(listing.id, 2);
    const visit = (
      await steps.book(me.cookie, { listing_id: listing.id, start, method: 'wallet' })
    ).json<Appointment>();
    expect(visit.changeable).toBe(false);
    const cancel = await steps.post(me.cookie, `/api/v1/me/appointments/${visit.id}/cancel`);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error.message).toBe('مهلت لغو یا جابه‌جایی این نوبت گذشته است.');
    const later = await slotOn(listing.id, 9);
    expect(
      (await steps.post(me.cookie, `/api/v1/me/appointments/${visit.id}/reschedule`, { start: later })).statusCode,
    ).toBe(409);
    expect(await balanceOf(me.user.id)).toBe(0);
  });

  it('reschedules to a free slot, never onto a taken one', async () => {
    const { listing } = await bookFixture(app, db);
    const [me, other] = [await patient(db), await patient(db)];
    const [a, b, c] = [await slotOn(listing.id, 3, 0), await slotOn(listing.id, 3, 1), await slotOn(listing.id, 3, 2)];
    const mine = (
      await steps.book(me.cookie, { listing_id: listing.id, start: a, method: 'wallet' })
    ).json<Appointment>();
    await steps.book(other.cookie, { listing_id: listing.id, start: b, method: 'atPlace' });
    const onto = await steps.post(me.cookie, `/api/v1/me/appointments/${mine.id}/reschedule`, { start: b });
    expect(onto.statusCode).toBe(409);
    const moved = await steps.post(me.cookie, `/api/v1/me/appointments/${mine.id}/reschedule`, { start: c });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<Appointment>().start).toBe(c);
    const free = (await steps.slots(listing.id, 4)).days[3]!.slots;
    expect(free).toContain(a);
    expect(free).not.toContain(c);
  });

  it('shows a patient only their appointments and an owner only their listing’s', async () => {
    const { owner, listing } = await bookFixture(app, db);
    const other = await bookFixture(app, db);
    const [me, stranger] = [await patient(db), await patient(db)];
    const start = await slotOn(listing.id, 3);
    const visit = (
      await steps.book(me.cookie, { listing_id: listing.id, start, method: 'atPlace' })
    ).json<Appointment>();
    for (const url of [`/api/v1/me/appointments/${visit.id}`]) {
      const res = await app.inject({ url, headers: { cookie: stranger.cookie } });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
    expect((await steps.post(stranger.cookie, `/api/v1/me/appointments/${visit.id}/cancel`)).statusCode).toBe(404);
    const mine = await app.inject({ url: '/api/v1/me/appointments', headers: { cookie: me.cookie } });
    expect(mine.json<{ items: Appointment[] }>().items.map((item) => item.id)).toEqual([visit.id]);
    const theirs = await app.inject({ url: '/api/v1/me/appointments', headers: { cookie: stranger.cookie } });
    expect(theirs.json<{ items: Appointment[] }>().items).toEqual([]);
    const book = await app.inject({
      url: `/api/v1/me/appointment-books/${listing.id}/appointments?days=7`,
      headers: { cookie: owner.cookie },
    });
    expect(book.json<{ items: Appointment[] }>().items.map((item) => item.id)).toEqual([visit.id]);
    const notHers = await app.inject({
      url: `/api/v1/me/appointment-books/${listing.id}/appointments`,
      headers: { cookie: other.owner.cookie },
    });
    expect(notHers.statusCode).toBe(404);
    const markElsewhere = await steps.post(
      other.owner.cookie,
      `/api/v1/me/appointment-books/${other.listing.id}/appointments/${visit.id}/status`,
      { status: 'noShow' },
    );
    expect(markElsewhere.statusCode).toBe(404);
    const early = await steps.post(
      owner.cookie,
      `/api/v1/me/appointment-books/${listing.id}/appointments/${visit.id}/status`,
      { status: 'noShow' },
    );
    expect(early.statusCode).toBe(409);
    const ownerBook = await app.inject({
      url: `/api/v1/me/appointment-books/${listing.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(ownerBook.json<Book>()).toMatchObject({ durationMinutes: 30, refundPercent: 50, active: true });
  });

  it('books once per Idempotency-Key, and pays the owner once when a begun visit is marked a no-show', async () => {
    const { owner, listing } = await bookFixture(app, db);
    const me = await patient(db, 500_000);
    const start = await slotOn(listing.id, 2);
    const payload = { listing_id: listing.id, start, method: 'wallet' };
    const first = await steps.book(me.cookie, payload, 'visit-key-1');
    const again = await steps.book(me.cookie, payload, 'visit-key-1');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json<Appointment>().id).toBe(first.json<Appointment>().id);
    expect(await balanceOf(me.user.id)).toBe(300_000);
    const visit = first.json<Appointment>();
    const later = new Date(new Date(start).getTime() + 5 * 60_000);
    const mark = () =>
      markAppointment(
        db,
        VERTICAL_REGISTRY,
        { userId: owner.user.id, listingId: listing.id },
        visit.id,
        'noShow',
        later,
      );
    expect((await mark()).status).toBe('noShow');
    await expect(mark()).rejects.toMatchObject({ code: 'conflict' });
    expect(await balanceOf(owner.user.id)).toBe(200_000);
    expect(await balanceOf(me.user.id)).toBe(300_000);
  });

  it('puts a freed slot to the first waiting patient for 30 minutes, then to the next', async () => {
    const { listing } = await bookFixture(app, db);
    const [booker, first, second, third] = [await patient(db), await patient(db), await patient(db), await patient(db)];
    const slots = await steps.slots(listing.id, 4);
    const day = slots.days[3]!;
    const start = day.slots[0]!;
    const visit = (
      await steps.book(booker.cookie, { listing_id: listing.id, start, method: 'wallet' })
    ).json<Appointment>();
    for (const who of [first, second]) {
      const joined = await steps.post(who.cookie, '/api/v1/me/appointment-waitlist', {
        listing_id: listing.id,
        date: day.date,
      });
      expect(joined.statusCode, joined.body).toBe(201);
    }
    const twice = await steps.post(first.cookie, '/api/v1/me/appointment-waitlist', {
      listing_id: listing.id,
      date: day.date,
    });
    expect(twice.statusCode).toBe(409);
    await steps.post(booker.cookie, `/api/v1/me/appointments/${visit.id}/cancel`);
    const offers = async (who: { cookie: string }) =>
      (await app.inject({ url: '/api/v1/me/appointment-waitlist', headers: { cookie: who.cookie } })).json<{
        items: WaitlistEntry[];
      }>().items[0]!;
    const offer = await offers(first);
    expect(offer).toMatchObject({ status: 'offered', offeredStart: start });
    // The offered slot is held for them: the public does not see it, and a third patient cannot take it.
    expect((await steps.slots(listing.id, 4)).days[3]!.slots).not.toContain(start);
    expect((await steps.book(third.cookie, { listing_id: listing.id, start, method: 'atPlace' })).statusCode).toBe(409);
    // Thirty minutes pass: the offer lapses and goes to the second patient, who takes it.
    const { expireOffers } = await import('../src/modules/appointments/waitlist-offer.ts');
    await expireOffers(db, new Date(Date.now() + 31 * 60_000));
    expect((await offers(first)).status).toBe('expired');
    const next = await offers(second);
    expect(next.status).toBe('offered');
    const late = await steps.post(first.cookie, `/api/v1/me/appointment-waitlist/${offer.id}/accept`, {
      method: 'atPlace',
    });
    expect(late.statusCode).toBe(409);
    const taken = await steps.post(second.cookie, `/api/v1/me/appointment-waitlist/${next.id}/accept`, {
      method: 'wallet',
    });
    expect(taken.statusCode, taken.body).toBe(201);
    expect(taken.json<Appointment>()).toMatchObject({ start, status: 'booked' });
    expect((await offers(second)).status).toBe('accepted');
  });

  // Issue 29 ("the doctor's book"): a booking is confirmed at once to both sides; a cancellation or a move is told to
  // the doctor the same way.
  it('confirms a booking at once: the patient by SMS and notification with the Jalali day and time, the address and a tracking code; the doctor by notification', async () => {
    const { owner, listing } = await bookFixture(app, db);
    await db
      .update(clinicDetails)
      .set({ address: 'اردبیل، خیابان امام، پلاک ۱۲' })
      .where(eq(clinicDetails.listingId, listing.id));
    const me = await patient(db);
    const start = await slotOn(listing.id, 3);
    const booked = await steps.book(me.cookie, { listing_id: listing.id, start, method: 'atPlace' });
    expect(booked.statusCode, booked.body).toBe(201);
    const visit = booked.json<Appointment>();
    expect(visit.trackingCode).toBe(appointmentTrackingCode(visit.id));
    // Sent through the durable delivery (ADR 0086): the booking queued the SMS and nothing left before the queue's
    // worker took it.
    const smsJobs = async () =>
      (
        (await db.execute(
          sql`select state from pgboss.job where name = 'notification-sms' and data->>'userId' = ${String(me.user.id)}`,
        )) as unknown as { rows: Array<{ state: string }> }
      ).rows.map((row) => row.state);
    expect(await smsJobs()).toEqual(['created']);
    expect(await smsOf(me.user.mobile)).toEqual([]);
    await deliverNow();
    expect(await smsJobs()).toEqual(['completed']);

    const sms = (await smsOf(me.user.mobile)).map((item) => item.text);
    expect(sms).toHaveLength(1);
    expect(sms[0]).toContain(persianWhen(start));
    expect(sms[0]).toContain('اردبیل، خیابان امام، پلاک ۱۲');
    expect(sms[0]).toContain(persianCode(visit.id));
    expect(sms[0]).not.toMatch(/[0-9]/);
    expect((await notificationsOf(me.cookie))[0]).toMatchObject({
      kind: 'appointmentBooked',
      title: 'نوبت شما ثبت شد',
      text: `نوبت شما در «مطب دکتر آزمون»: ${persianWhen(start)}. کد پیگیری: ${persianCode(visit.id)}. نشانی: اردبیل، خیابان امام، پلاک ۱۲.`,
      link: '/panel/appointments',
    });
    expect((await notificationsOf(owner.cookie))[0]).toMatchObject({
      kind: 'appointmentNew',
      text: `بیمار آزمون برای ${persianWhen(start)} در «مطب دکتر آزمون» نوبت گرفت. کد پیگیری: ${persianCode(visit.id)}.`,
      link: `/panel/myClinic/${listing.id}/appointments`,
    });
  });

  it('tells the doctor of a move and a cancellation, and confirms the moved visit to the patient', async () => {
    const { owner, listing } = await bookFixture(app, db);
    const me = await patient(db);
    const [first, second] = [await slotOn(listing.id, 3, 0), await slotOn(listing.id, 4, 0)];
    const visit = (
      await steps.book(me.cookie, { listing_id: listing.id, start: first, method: 'atPlace' })
    ).json<Appointment>();
    const moved = await steps.post(me.cookie, `/api/v1/me/appointments/${visit.id}/reschedule`, { start: second });
    expect(moved.statusCode, moved.body).toBe(200);
    const code = persianCode(visit.id);
    expect((await notificationsOf(owner.cookie))[0]).toMatchObject({
      kind: 'appointmentMovedByPatient',
      text: `بیمار آزمون نوبت «مطب دکتر آزمون» را از ${persianWhen(first)} به ${persianWhen(second)} برد. کد پیگیری: ${code}.`,
    });
    expect((await notificationsOf(me.cookie))[0]).toMatchObject({
      kind: 'appointmentRescheduled',
      text: `نوبت تازهٔ شما در «مطب دکتر آزمون»: ${persianWhen(second)}. کد پیگیری: ${code}.`,
    });
    expect((await steps.post(me.cookie, `/api/v1/me/appointments/${visit.id}/cancel`)).statusCode).toBe(200);
    expect((await notificationsOf(owner.cookie))[0]).toMatchObject({
      kind: 'appointmentCancelledByPatient',
      text: `بیمار آزمون نوبت ${persianWhen(second)} در «مطب دکتر آزمون» را لغو کرد. کد پیگیری: ${code}.`,
    });
  });

  it('confirms a visit booked to pay online once it is paid, and tells the patient when an unpaid one is released', async () => {
    const { owner, listing } = await bookFixture(app, db);
    const me = await patient(db, 0);
    const pay = billing(app);
    const visit = (
      await steps.book(me.cookie, { listing_id: listing.id, start: await slotOn(listing.id, 2), method: 'online' })
    ).json<Appointment>();
    expect(await notificationsOf(me.cookie)).toEqual([]);
    expect(await notificationsOf(owner.cookie)).toEqual([]);
    const started = await pay.pay(me.cookie, visit.paymentId!, 'online');
    await pay.callback(await pay.bank(started.json<{ redirectUrl: string }>().redirectUrl, 'pay'));
    expect((await notificationsOf(me.cookie)).map((item) => item.kind)).toContain('appointmentBooked');
    expect((await notificationsOf(owner.cookie)).map((item) => item.kind)).toEqual(['appointmentNew']);

    const unpaid = (
      await steps.book(me.cookie, { listing_id: listing.id, start: await slotOn(listing.id, 3), method: 'online' })
    ).json<Appointment>();
    await lapseUnpaidVisits(db, new Date(Date.now() + 31 * 60_000));
    expect((await notificationsOf(me.cookie))[0]).toMatchObject({
      kind: 'appointmentLapsed',
      text: expect.stringContaining(persianCode(unpaid.id)),
    });
    expect((await notificationsOf(owner.cookie)).map((item) => item.kind)).toEqual(['appointmentNew']);
  });

  it('sends the day-before and two-hour reminders once each, by SMS', async () => {
    const { listing } = await bookFixture(app, db);
    const me = await patient(db);
    const start = await slotOn(listing.id, 3);
    await steps.book(me.cookie, { listing_id: listing.id, start, method: 'atPlace' });
    const run = async (at: Date) => {
      const round = await app.inject({
        method: 'POST',
        url: '/api/v1/dev/jobs/appointment-book',
        payload: { at: at.toISOString() },
      });
      expect(round.statusCode, round.body).toBe(200);
      await app.inject({
        method: 'POST',
        url: '/api/v1/dev/jobs/deliver-notifications',
        payload: { at: at.toISOString() },
      });
    };
    // The reminders among the patient's SMS (the booking's confirmation went first).
    const sms = async () =>
      (await app.inject({ url: `/api/v1/dev/sms?to=${me.user.mobile}` }))
        .json<{ items: { text: string }[] }>()
        .items.filter((item) => item.text.startsWith('یادآوری'));
    const startMs = new Date(start).getTime();
    await run(new Date(startMs - 30 * 3_600_000));
    expect(await sms()).toHaveLength(0);
    await run(new Date(startMs - 23 * 3_600_000));
    await run(new Date(startMs - 22 * 3_600_000));
    expect(await sms()).toHaveLength(1);
    expect((await sms())[0]!.text).toContain('مطب دکتر آزمون');
    await run(new Date(startMs - 90 * 60_000));
    await run(new Date(startMs - 60 * 60_000));
    expect(await sms()).toHaveLength(2);
  });

  // Paying a visit online (ADR 0042): the bank's money is held in the visit's reserve exactly as a wallet payment's.
  it('books a visit paid online: the bank pays it, the money is held like a wallet payment, the owner gets it once', async () => {
    const { owner, listing } = await bookFixture(app, db);
    const me = await patient(db, 0);
    const pay = billing(app);
    const start = await slotOn(listing.id, 2);
    const res = await steps.book(me.cookie, { listing_id: listing.id, start, method: 'online' });
    expect(res.statusCode, res.body).toBe(201);
    const visit = res.json<Appointment>();
    expect(visit).toMatchObject({ status: 'booked', method: 'online', price: 200_000, paid: false });
    expect(visit.paymentId).toEqual(expect.any(Number));
    const payment = (await pay.payment(me.cookie, visit.paymentId!)).json<{ deviceType: number; price: number }>();
    expect(payment).toMatchObject({ price: 200_000, deviceType: DeviceType.webCustomerClinic });

    const started = await pay.pay(me.cookie, visit.paymentId!, 'online');
    expect(started.statusCode, started.body).toBe(200);
    await pay.callback(await pay.bank(started.json<{ redirectUrl: string }>().redirectUrl, 'pay'));
    const after = await app.inject({ url: `/api/v1/me/appointments/${visit.id}`, headers: { cookie: me.cookie } });
    expect(after.json<Appointment>()).toMatchObject({ paid: true, status: 'booked' });
    // From the bank into the wallet and held at once: the balance is where it was, the reserve holds the price.
    expect(await balanceOf(me.user.id)).toBe(0);
    const held = await db
      .select()
      .from(walletReserves)
      .where(and(eq(walletReserves.purpose, APPOINTMENT_RESERVE), eq(walletReserves.itemId, visit.id)));
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({ userId: me.user.id, status: 'held', remaining: 200_000 });

    const later = new Date(new Date(start).getTime() + 5 * 60_000);
    const mark = () =>
      markAppointment(
        db,
        VERTICAL_REGISTRY,
        { userId: owner.user.id, listingId: listing.id },
        visit.id,
        'visited',
        later,
      );
    expect((await mark()).status).toBe('visited');
    await expect(mark()).rejects.toMatchObject({ code: 'conflict' });
    expect(await balanceOf(owner.user.id)).toBe(200_000);
  });

  it('frees the slot of a visit booked to pay online and left unpaid for 30 minutes; money arriving later goes to the wallet', async () => {
    const { listing } = await bookFixture(app, db);
    const me = await patient(db, 0);
    const pay = billing(app);
    const start = await slotOn(listing.id, 5);
    const visit = (
      await steps.book(me.cookie, { listing_id: listing.id, start, method: 'online' })
    ).json<Appointment>();
    expect((await steps.slots(listing.id, 6)).days[5]!.slots).not.toContain(start);
    const started = await pay.pay(me.cookie, visit.paymentId!, 'online');
    await lapseUnpaidVisits(db, new Date(Date.now() + 20 * 60_000));
    expect((await steps.slots(listing.id, 6)).days[5]!.slots).not.toContain(start);
    await lapseUnpaidVisits(db, new Date(Date.now() + 31 * 60_000));
    const after = await app.inject({ url: `/api/v1/me/appointments/${visit.id}`, headers: { cookie: me.cookie } });
    expect(after.json<Appointment>()).toMatchObject({ status: 'cancelled', paid: false });
    expect((await steps.slots(listing.id, 6)).days[5]!.slots).toContain(start);
    // The patient pays at the bank after all: the money is not lost, it lands in the wallet.
    await pay.callback(await pay.bank(started.json<{ redirectUrl: string }>().redirectUrl, 'pay'));
    expect(await balanceOf(me.user.id)).toBe(200_000);
  });

  it('refuses paying online a visit cancelled before it was paid, and charges nothing', async () => {
    const { listing } = await bookFixture(app, db);
    const me = await patient(db, 0);
    const pay = billing(app);
    const start = await slotOn(listing.id, 3);
    const visit = (
      await steps.book(me.cookie, { listing_id: listing.id, start, method: 'online' })
    ).json<Appointment>();
    const cancelled = await steps.post(me.cookie, `/api/v1/me/appointments/${visit.id}/cancel`);
    expect(cancelled.json<Appointment>()).toMatchObject({ status: 'cancelled', refunded: 0 });
    const started = await pay.pay(me.cookie, visit.paymentId!, 'online');
    expect(started.statusCode).toBe(409);
    expect(await balanceOf(me.user.id)).toBe(0);
  });

  // The site's share of visit money under a percentage plan (ADR 0042, as orders take theirs, ADR 0026).
  it('pays the owner of a percentage plan the visit money less the site’s share, once, and takes the share of a cancellation’s kept part', async () => {
    const { owner, listing } = await bookFixture(app, db);
    const plan = await makePackage(db, {
      type: PackageType.clinic,
      planType: PlanType.percentage,
      price: 0,
      days: 365,
      percentage: 10,
    });
    await db.insert(subscriptions).values({
      type: SubscriptionType.clinic,
      itemId: listing.id,
      userId: owner.user.id,
      packageId: plan.id,
      days: 365,
      percentage: 10,
    });
    const me = await patient(db, 1_000_000);
    const start = await slotOn(listing.id, 2);
    const visit = (
      await steps.book(me.cookie, { listing_id: listing.id, start, method: 'wallet' })
    ).json<Appointment>();
    const later = new Date(new Date(start).getTime() + 5 * 60_000);
    const mark = () =>
      markAppointment(
        db,
        VERTICAL_REGISTRY,
        { userId: owner.user.id, listingId: listing.id },
        visit.id,
        'visited',
        later,
      );
    const marked = await mark();
    expect(marked).toMatchObject({ status: 'visited', siteShare: 20_000 });
    await expect(mark()).rejects.toMatchObject({ code: 'conflict' });
    expect(await balanceOf(owner.user.id)).toBe(180_000);
    expect(await balanceOf(me.user.id)).toBe(800_000);

    // Cancelled before the cut-off: half back to the patient, the other half the owner's less 10%.
    const other = (
      await steps.book(me.cookie, { listing_id: listing.id, start: await slotOn(listing.id, 4), method: 'wallet' })
    ).json<Appointment>();
    const cancelled = await steps.post(me.cookie, `/api/v1/me/appointments/${other.id}/cancel`);
    expect(cancelled.json<Appointment>()).toMatchObject({ status: 'cancelled', refunded: 100_000 });
    expect(await balanceOf(me.user.id)).toBe(700_000);
    expect(await balanceOf(owner.user.id)).toBe(270_000);
    const [row] = await db.select().from(appointments).where(eq(appointments.id, other.id));
    expect(row?.siteShare).toBe(10_000);
  });
});
