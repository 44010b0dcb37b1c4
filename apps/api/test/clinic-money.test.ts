import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Appointment } from '@shahrbazar/domain/api/appointment.schema';
import type { ClinicEarnings, ClinicPaymentPage } from '@shahrbazar/domain/api/clinic-money.schema';
import type { Consultation } from '@shahrbazar/domain/api/consultation.schema';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { markAppointment } from '../src/modules/appointments/appointment-owner.service.ts';
import { VERTICAL_REGISTRY } from '../src/verticals/registry.ts';
import { patient, patientSteps } from './factories/appointments.ts';
import { consultationSteps, consultingClinic, PHONE_PRICE, TEXT_PRICE } from './factories/consultations.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

// The clinic-owner dashboard's money (ADR 0050): visit and consultation earnings apart, and the clinic's clinicOrder
// payments each saying what it paid for; an owner sees only their own clinic's.
describe("a clinic's money on its owner's dashboard", () => {
  let app: App;
  let db: Db;
  let steps: ReturnType<typeof patientSteps>;
  let consult: ReturnType<typeof consultationSteps>;

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    app = await buildTestApp();
    steps = patientSteps(app);
    consult = consultationSteps(app);
  });
  afterAll(() => app.close());

  const slotOn = async (listingId: number, daysAhead: number, index = 0) =>
    (await steps.slots(listingId, daysAhead + 1)).days[daysAhead]!.slots[index]!;
  const get = (cookie: string, url: string) => app.inject({ url, headers: { cookie } });

  it('splits what visits and consultations paid the owner, and names each payment by what it paid for', async () => {
    // A 10% plan: a 200 000 visit pays 180 000, a 90 000 text consultation pays 81 000.
    const { owner, listing } = await consultingClinic(app, db, 10);
    const me = await patient(db, 2_000_000);
    const start = await slotOn(listing.id, 2);
    const booked = await steps.book(me.cookie, { listing_id: listing.id, start, method: 'wallet' });
    expect(booked.statusCode, booked.body).toBe(201);
    const visit = booked.json<Appointment>();
    const text = (await consult.buyText(me.cookie, listing.id)).json<Consultation>();
    const phone = await consult.bookPhone(me.cookie, listing.id, await slotOn(listing.id, 3));
    expect(phone.statusCode, phone.body).toBe(201);

    // Nothing is earned while the money is held.
    const before = await get(owner.cookie, `/api/v1/me/clinic/${listing.id}/earnings`);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json<ClinicEarnings>()).toEqual({ visits: 0, consultations: 0 });

    const after = new Date(new Date(start).getTime() + 5 * 60_000);
    const owned = { userId: owner.user.id, listingId: listing.id };
    await markAppointment(db, VERTICAL_REGISTRY, owned, visit.id, 'visited', after);
    expect((await consult.close(owner.cookie, text.id)).statusCode).toBe(200);
    const earned = await get(owner.cookie, `/api/v1/me/clinic/${listing.id}/earnings`);
    expect(earned.json<ClinicEarnings>()).toEqual({ visits: 180_000, consultations: 81_000 });

    // The phone consultation, once its call is done, counts as a consultation, not as a visit.
    const phoneCall = phone.json<Consultation>();
    await markAppointment(
      db,
      VERTICAL_REGISTRY,
      owned,
      phoneCall.appointmentId!,
      'visited',
      new Date(new Date(phoneCall.start!).getTime() + 60_000),
    );
    const withPhone = (await get(owner.cookie, `/api/v1/me/clinic/${listing.id}/earnings`)).json<ClinicEarnings>();
    expect(withPhone.visits).toBe(180_000);
    expect(withPhone.consultations).toBe(81_000 + 108_000);

    const listed = await get(owner.cookie, `/api/v1/me/clinic/${listing.id}/payments`);
    expect(listed.statusCode, listed.body).toBe(200);
    const items = listed.json<ClinicPaymentPage>().items;
    const kinds = new Map(items.map((item) => [item.price, item.kind]));
    expect(items).toHaveLength(3);
    expect(listed.json<ClinicPaymentPage>()).toMatchObject({ total: 3, currentPage: 1, lastPage: 1 });
    expect(kinds.get(200_000)).toBe('appointment');
    expect(kinds.get(TEXT_PRICE)).toBe('consultation');
    expect(kinds.get(PHONE_PRICE)).toBe('consultation');
    expect(items.every((item) => item.paid && item.payer === 'بیمار آزمون')).toBe(true);

    // Paged as every panel list: two a page gives the two latest, then the oldest on page 2, nothing twice.
    const first = (
      await get(owner.cookie, `/api/v1/me/clinic/${listing.id}/payments?perPage=2`)
    ).json<ClinicPaymentPage>();
    const second = (
      await get(owner.cookie, `/api/v1/me/clinic/${listing.id}/payments?perPage=2&page=2`)
    ).json<ClinicPaymentPage>();
    expect(first).toMatchObject({ total: 3, currentPage: 1, perPage: 2, lastPage: 2 });
    expect(second).toMatchObject({ total: 3, currentPage: 2, lastPage: 2 });
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual(items.map((item) => item.id));
    expect(first.items[0]!.id).toBeGreaterThan(first.items[1]!.id);
    const bad = await get(owner.cookie, `/api/v1/me/clinic/${listing.id}/payments?page=0`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toHaveProperty('error.fields');
  });

  it("shows an owner only their own clinic's figures: another owner's clinic is not found", async () => {
    const mine = await consultingClinic(app, db, 0);
    const theirs = await consultingClinic(app, db, 0);
    const me = await patient(db, 1_000_000);
    const text = (await consult.buyText(me.cookie, theirs.listing.id)).json<Consultation>();
    expect((await consult.close(theirs.owner.cookie, text.id)).statusCode).toBe(200);

    for (const path of ['earnings', 'payments']) {
      const res = await get(mine.owner.cookie, `/api/v1/me/clinic/${theirs.listing.id}/${path}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toHaveProperty('error');
      // The patient who paid that clinic is no owner of it either.
      expect((await get(me.cookie, `/api/v1/me/clinic/${theirs.listing.id}/${path}`)).statusCode).toBe(404);
    }
    // The other clinic's money is not counted in mine.
    expect((await get(mine.owner.cookie, `/api/v1/me/clinic/${mine.listing.id}/earnings`)).json()).toEqual({
      visits: 0,
      consultations: 0,
    });
    expect((await get(mine.owner.cookie, `/api/v1/me/clinic/${mine.listing.id}/payments`)).json()).toEqual({
      items: [],
      currentPage: 1,
      perPage: 15,
      total: 0,
      lastPage: 1,
    });
    expect((await get(theirs.owner.cookie, `/api/v1/me/clinic/${theirs.listing.id}/earnings`)).json()).toEqual({
      visits: 0,
      consultations: TEXT_PRICE,
    });
  });
});
