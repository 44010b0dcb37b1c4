import { beforeAll, describe, expect, it } from 'vitest';
import type { Appointment, Book, Desk, Secretary } from '@shahrbazar/domain/api/appointment.schema';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { bookFixture, patient, EVERY_DAY, type patientSteps } from './factories/appointments.ts';
import { userWithSession } from './factories/users.ts';
import { bookDesk } from './support/book-desk.ts';

// Issue 29 ("the doctor (and the clinic's secretary, if you add one) can cancel or move a visit"), ADR 0105: the owner
// adds a secretary by mobile number and removes them; a secretary keeps that book's visits (sees them with the
// patient's name and payment, cancels and moves them, the patient told and refunded as by the doctor) and nothing
// else: not the book's settings, the clinic, its tariffs, its money, its secretaries, nor another clinic's book.
describe('a clinic’s secretary', () => {
  const desk = bookDesk();
  const { balanceOf, slotOn, deliverNow, notificationsOf, persianWhen, ownerList } = desk;
  let app: App;
  let db: Db;
  let steps: ReturnType<typeof patientSteps>;
  beforeAll(() => ({ app, db, steps } = desk.parts()));

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', cookie: string, url: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
  const addSecretary = (cookie: string, listingId: number, mobile: string) =>
    call('POST', cookie, `/api/v1/me/appointment-books/${listingId}/secretaries`, { mobile });

  it('the owner adds a person by mobile number (Persian digits too), who is told and sees the book among their desks', async () => {
    const { owner, listing } = await bookFixture(app, db);
    const secretary = await userWithSession(db, { name: 'سارا منشی' });
    const typed = secretary.user.mobile!.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
    const added = await addSecretary(owner.cookie, listing.id, typed);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json<Secretary>()).toMatchObject({ userId: secretary.user.id, name: 'سارا منشی' });
    const listed = await call('GET', owner.cookie, `/api/v1/me/appointment-books/${listing.id}/secretaries`);
    expect(listed.json<{ items: Secretary[] }>().items.map((item) => item.mobile)).toEqual([secretary.user.mobile]);
    const desks = await call('GET', secretary.cookie, '/api/v1/me/appointment-desks');
    expect(desks.json<{ items: Desk[] }>().items).toEqual([
      { listingId: listing.id, listingTitle: 'مطب دکتر آزمون', vertical: 'clinic', ownerName: 'دکتر آزمون' },
    ]);
    await deliverNow();
    expect((await notificationsOf(secretary.cookie))[0]).toMatchObject({
      kind: 'appointmentSecretaryAdded',
      text: 'شما منشی نوبت‌دهی «مطب دکتر آزمون» شدید: نوبت‌های آن در پنل شما، «منشی نوبت‌دهی»، است.',
      link: '/panel/desk',
    });

    // Refused on the field: nobody with the number, the owner themself, the same person twice, a malformed number.
    const refusals: Array<[string, string]> = [
      ['09990000000', 'کاربری با این شماره موبایل در شهربازار نیست؛ منشی نخست با همین شماره وارد سایت شود.'],
      [owner.user.mobile!, 'شما صاحب این نوبت‌دهی هستید و منشی آن نمی‌شوید.'],
      [secretary.user.mobile!, 'این شخص هم‌اکنون منشی همین نوبت‌دهی است.'],
      ['12', 'شماره موبایل معتبر نیست.'],
    ];
    for (const [mobile, message] of refusals) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/v1/me/appointment-books/${listing.id}/secretaries`,
        headers: { cookie: owner.cookie, 'accept-language': 'fa' },
        payload: { mobile },
      });
      expect(res.statusCode, mobile).toBe(422);
      expect(res.json().error.fields.mobile).toBe(message);
    }
  });

  it('a secretary sees the visits and cancels one: the patient gets all the money back and is told, as by the doctor', async () => {
    const { owner, listing } = await bookFixture(app, db, { refundPercent: 50 });
    const secretary = await userWithSession(db);
    expect((await addSecretary(owner.cookie, listing.id, secretary.user.mobile!)).statusCode).toBe(201);
    const me = await patient(db, 500_000);
    const start = await slotOn(listing.id, 3);
    const visit = (
      await steps.book(me.cookie, { listing_id: listing.id, start, method: 'wallet' })
    ).json<Appointment>();
    expect(await balanceOf(me.user.id)).toBe(300_000);

    const seen = await ownerList(secretary.cookie, listing.id, start);
    expect(seen).toEqual([
      expect.objectContaining({ id: visit.id, patientName: 'بیمار آزمون', paid: true, method: 'wallet', turn: 1 }),
    ]);
    const book = await call('GET', secretary.cookie, `/api/v1/me/appointment-books/${listing.id}`);
    expect(book.statusCode).toBe(200);
    expect(book.json<Book>().listingTitle).toBe('مطب دکتر آزمون');

    const cancelled = await steps.post(
      secretary.cookie,
      `/api/v1/me/appointment-books/${listing.id}/appointments/${visit.id}/cancel`,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<Appointment>()).toMatchObject({ status: 'cancelled', refunded: 200_000 });
    expect(await balanceOf(me.user.id)).toBe(500_000);
    expect(await balanceOf(secretary.user.id)).toBe(0);
    expect(await balanceOf(owner.user.id)).toBe(0);
    await deliverNow();
    expect((await notificationsOf(me.cookie))[0]).toMatchObject({
      kind: 'appointmentCancelledByOwner',
      text: expect.stringContaining(`«مطب دکتر آزمون» نوبت ${persianWhen(start)} شما را لغو کرد.`),
    });
    // The doctor is told that their secretary did it.
    expect((await notificationsOf(owner.cookie))[0]).toMatchObject({
      kind: 'appointmentCancelledBySecretary',
      text: expect.stringContaining(
        `کاربر آزمایشی نوبت ${persianWhen(start)} بیمار آزمون در «مطب دکتر آزمون» را لغو کرد.`,
      ),
    });
  });

  it('a secretary moves a visit; the patient is told the new time', async () => {
    const { owner, listing } = await bookFixture(app, db);
    const secretary = await userWithSession(db);
    await addSecretary(owner.cookie, listing.id, secretary.user.mobile!);
    const me = await patient(db);
    const [first, second] = [await slotOn(listing.id, 3, 0), await slotOn(listing.id, 4, 2)];
    const visit = (
      await steps.book(me.cookie, { listing_id: listing.id, start: first, method: 'atPlace' })
    ).json<Appointment>();
    const moved = await steps.post(
      secretary.cookie,
      `/api/v1/me/appointment-books/${listing.id}/appointments/${visit.id}/reschedule`,
      { start: second },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<Appointment>().start).toBe(second);
    const mine = await call('GET', me.cookie, `/api/v1/me/appointments/${visit.id}`);
    expect(mine.json<Appointment>()).toMatchObject({ start: second, status: 'booked' });
    await deliverNow();
    expect((await notificationsOf(me.cookie))[0]).toMatchObject({
      kind: 'appointmentMovedByOwner',
      text: expect.stringContaining(`از ${persianWhen(first)} به ${persianWhen(second)}`),
    });
    expect((await notificationsOf(owner.cookie))[0]).toMatchObject({
      kind: 'appointmentMovedBySecretary',
      text: expect.stringContaining(
        `کاربر آزمایشی نوبت بیمار آزمون در «مطب دکتر آزمون» را از ${persianWhen(first)} به`,
      ),
    });
  });

  it('keeps only the visits of that clinic: the rights matrix', async () => {
    const clinicA = await bookFixture(app, db);
    const clinicB = await bookFixture(app, db);
    const secretary = await userWithSession(db);
    await addSecretary(clinicA.owner.cookie, clinicA.listing.id, secretary.user.mobile!);
    const me = await patient(db);
    const start = await slotOn(clinicB.listing.id, 3);
    const inB = (
      await steps.book(me.cookie, { listing_id: clinicB.listing.id, start, method: 'atPlace' })
    ).json<Appointment>();
    const startA = await slotOn(clinicA.listing.id, 3);
    const inA = (
      await steps.book(me.cookie, { listing_id: clinicA.listing.id, start: startA, method: 'atPlace' })
    ).json<Appointment>();
    const [a, b] = [clinicA.listing.id, clinicB.listing.id];
    const later = await slotOn(a, 5);

    // What a secretary of A may do in A.
    for (const [method, url, payload] of [
      ['GET', `/api/v1/me/appointment-books/${a}`],
      ['GET', `/api/v1/me/appointment-books/${a}/appointments?days=7`],
      ['POST', `/api/v1/me/appointment-books/${a}/appointments/${inA.id}/reschedule`, { start: later }],
    ] as const) {
      const res = await call(method, secretary.cookie, url, payload);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
    }
    // What stays the owner's in A: the book's settings, the clinic, its tariffs, its money, its secretaries.
    for (const [method, url, payload] of [
      ['PUT', `/api/v1/me/appointment-books/${a}`, EVERY_DAY],
      ['GET', `/api/v1/me/clinic/${a}`],
      ['PUT', `/api/v1/me/clinic/${a}/tariffs`, { tariffs: [] }],
      ['GET', `/api/v1/me/clinic/${a}/tariffs`],
      ['GET', `/api/v1/me/clinic/${a}/earnings`],
      ['GET', `/api/v1/me/clinic/${a}/payments`],
      ['GET', `/api/v1/me/appointment-books/${a}/secretaries`],
      ['POST', `/api/v1/me/appointment-books/${a}/secretaries`, { mobile: me.user.mobile }],
      ['DELETE', `/api/v1/me/appointment-books/${a}/secretaries/${secretary.user.id}`],
    ] as const) {
      const res = await call(method, secretary.cookie, url, payload);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(404);
    }
    // Clinic B is another's: its book and visits are refused as to anyone (ADR 0105: 404, not 403).
    for (const [method, url, payload] of [
      ['GET', `/api/v1/me/appointment-books/${b}`],
      ['GET', `/api/v1/me/appointment-books/${b}/appointments?days=7`],
      ['POST', `/api/v1/me/appointment-books/${b}/appointments/${inB.id}/cancel`],
      ['POST', `/api/v1/me/appointment-books/${b}/appointments/${inB.id}/reschedule`, { start: later }],
      ['POST', `/api/v1/me/appointment-books/${b}/appointments/${inB.id}/status`, { status: 'noShow' }],
      // B's visit through A's address is not A's visit.
      ['POST', `/api/v1/me/appointment-books/${a}/appointments/${inB.id}/cancel`],
    ] as const) {
      const res = await call(method, secretary.cookie, url, payload);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(404);
    }
    expect((await call('GET', me.cookie, `/api/v1/me/appointments/${inB.id}`)).json<Appointment>().status).toBe(
      'booked',
    );

    // Taken off the book, the secretary's next request is refused and the desk is gone.
    const removed = await call(
      'DELETE',
      clinicA.owner.cookie,
      `/api/v1/me/appointment-books/${a}/secretaries/${secretary.user.id}`,
    );
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await call('GET', secretary.cookie, `/api/v1/me/appointment-books/${a}/appointments`)).statusCode).toBe(
      404,
    );
    expect((await call('GET', secretary.cookie, '/api/v1/me/appointment-desks')).json()).toEqual({ items: [] });
    // Another owner cannot add to, read or empty A's secretaries.
    for (const [method, url, payload] of [
      ['GET', `/api/v1/me/appointment-books/${a}/secretaries`],
      ['POST', `/api/v1/me/appointment-books/${a}/secretaries`, { mobile: me.user.mobile }],
    ] as const) {
      expect((await call(method, clinicB.owner.cookie, url, payload)).statusCode).toBe(404);
    }
    // And a patient is no secretary.
    expect((await call('GET', me.cookie, `/api/v1/me/appointment-books/${a}/appointments`)).statusCode).toBe(404);
  });
});
