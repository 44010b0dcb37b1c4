import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { cities } from '../src/modules/geo/geo.table.ts';
import { appointmentBooks } from '../src/modules/appointments/appointment.table.ts';
import { bookFixture, patient, patientSteps } from './factories/appointments.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

type Card = { id: number; availableAppointment: string | null };

// The doctor cards' «اولین نوبت خالی» (ADR 0050): the list answers each clinic's earliest free slot, the one the
// appointment book keeps on the clinic (materialised, indexed for the earliest-slot sort), with the page itself.
describe('the first free slot on the doctor list', () => {
  let app: App;
  let db: Db;
  let steps: ReturnType<typeof patientSteps>;

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    app = await buildTestApp();
    steps = patientSteps(app);
  });
  afterAll(() => app.close());

  const listOf = async (cityId: number | null) => {
    const [city] = await db.select({ slug: cities.slug }).from(cities).where(eq(cities.id, cityId!));
    const res = await app.inject({ url: `/api/v1/clinic?city=${city!.slug}&sort=earliestSlot` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ items: Card[] }>().items;
  };

  it("answers each card's earliest free slot, and the next one once it is booked", async () => {
    const { listing } = await bookFixture(app, db);
    const first = (await steps.slots(listing.id, 7)).days.flatMap((day) => day.slots)[0]!;
    const [card] = await listOf(listing.cityId);
    expect(card).toMatchObject({ id: listing.id });
    expect(new Date(card!.availableAppointment!).getTime()).toBe(new Date(first).getTime());

    const me = await patient(db);
    const booked = await steps.book(me.cookie, { listing_id: listing.id, start: first, method: 'wallet' });
    expect(booked.statusCode, booked.body).toBe(201);
    const next = (await steps.slots(listing.id, 7)).days.flatMap((day) => day.slots)[0]!;
    expect(next).not.toBe(first);
    const [after] = await listOf(listing.cityId);
    expect(new Date(after!.availableAppointment!).getTime()).toBe(new Date(next).getTime());
  });

  it('answers none for a doctor whose book takes no appointments', async () => {
    const { owner, listing } = await bookFixture(app, db);
    const [book] = await db.select().from(appointmentBooks).where(eq(appointmentBooks.listingId, listing.id));
    const res = await app.inject({
      method: 'PUT',
      url: `/api/v1/me/appointment-books/${listing.id}`,
      headers: { cookie: owner.cookie },
      payload: {
        hours: book!.hours,
        durationMinutes: book!.durationMinutes,
        breaks: book!.breaks,
        daysOff: book!.daysOff,
        cutoffHours: book!.cutoffHours,
        refundPercent: book!.refundPercent,
        price: Number(book!.price),
        active: false,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await listOf(listing.cityId)).toEqual([
      expect.objectContaining({ id: listing.id, availableAppointment: null }),
    ]);
  });
});
