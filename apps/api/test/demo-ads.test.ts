import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import type { App, AppServices } from '../src/http/types.ts';
import { listings } from '../src/modules/listings/listing.table.ts';
import { notifications } from '../src/modules/notify/notification.table.ts';
import { createServices } from '../src/services.ts';
import { DEMO_APPROVALS_KEPT } from '../src/seed/demo-notifications.ts';
import { seedDemoData } from '../src/seed/seed.ts';
import { patient } from './factories/appointments.ts';
import { buildTestApp, testConfig } from './support/test-app.ts';

// A database of its own (embedded, in memory): the demo ads are seeded only into a database without ads, and the
// shared test database has the other files' ads.
describe('demo ads of a fresh start', () => {
  let database: Database;
  let services: AppServices;
  let app: App;

  // A fresh database migrated from the first migration and the whole demo seeded, its pictures made by sharp: ~85 s
  // on a loaded 2-core machine, past the 120 s bound beside the browser journeys (CI of 11f396f). A hang still ends.
  beforeAll(async () => {
    database = await openDatabase({});
    await runMigrations(database);
    services = createServices(testConfig(), { info: () => {} });
    await seedDemoData(database, services.storage);
    app = await buildTestApp({ database, services });
  }, 360_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('shows live ads with a picture, a price in toman and a subscription in the demo cities', async () => {
    type Ad = {
      title: string;
      price: number;
      image: string;
      city: { slug: string };
      generalSubSubCategory: { slug: string };
    };
    const res = await app.inject({ url: '/api/v1/ads?city=ardabil&perPage=30' });
    expect(res.statusCode).toBe(200);
    const ads = res.json<{ items: Ad[] }>().items;
    expect(ads.length).toBeGreaterThanOrEqual(5);
    for (const ad of ads) {
      expect(ad.city.slug).toBe('ardabil');
      expect(ad.title).toMatch(/[\u0600-\u06FF]/);
      expect(ad.image).toMatch(/^\/images\/.+\.webp$/);
    }
    expect(ads.some((ad) => ad.price === 0)).toBe(true);
    expect(ads.some((ad) => ad.price > 1_000_000)).toBe(true);

    // The picture is really in the storage, as WebP.
    const key = services.storage.keyOf(ads[0]!.image);
    const bytes = key ? await services.storage.read(key) : undefined;
    expect(bytes).toBeDefined();
    expect((await sharp(bytes).metadata()).format).toBe('webp');

    // Search finds them like any ad (Arabic letters in the query).
    const found = await app.inject({ url: `/api/v1/ads?q=${encodeURIComponent('گوشي')}` });
    expect(found.json<{ items: Ad[] }>().items.length).toBeGreaterThanOrEqual(1);

    const rows = await database.db.select().from(listings).where(eq(listings.vertical, 'ads'));
    expect(rows.every((row) => row.subscriptionId !== null)).toBe(true);
  });

  it('shows live experts with their experience and jobs with their own fields, found by their filters', async () => {
    const experts = (await app.inject({ url: '/api/v1/expert?city=ardabil' })).json<{
      items: Array<{ title: string; experience: number; generalSubCategory: { slug: string } | null }>;
    }>().items;
    expect(experts.length).toBeGreaterThanOrEqual(3);
    expect(experts.every((expert) => expert.experience > 0 && expert.generalSubCategory !== null)).toBe(true);
    const remote = (await app.inject({ url: '/api/v1/work?city=ardabil&cooperationType=telecommuting' })).json<{
      items: Array<{ title: string; cooperationType: string; skills: string[] }>;
    }>().items;
    expect(remote.length).toBeGreaterThanOrEqual(1);
    expect(remote.every((job) => job.cooperationType === 'telecommuting' && job.skills.length > 0)).toBe(true);
    const negotiable = (await app.inject({ url: '/api/v1/work?city=ardabil' })).json<{
      items: Array<{ salary: number }>;
    }>().items;
    expect(negotiable.some((job) => job.salary === 0)).toBe(true);
  });

  it('shows live demo doctors with their tariffs, found by text consultation', async () => {
    type Clinic = { slugId: string; title: string; activeChat: boolean; medicalSystemNumber: string };
    const res = await app.inject({ url: '/api/v1/clinic?city=ardabil&activeChat=true' });
    const clinics = res.json<{ items: Clinic[] }>().items;
    expect(clinics.length).toBeGreaterThanOrEqual(2);
    expect(clinics.every((clinic) => clinic.activeChat && /^\d+$/.test(clinic.medicalSystemNumber))).toBe(true);
    const tariffs = await app.inject({ url: `/api/v1/clinic/${clinics[0]!.slugId}/tariffs` });
    expect(tariffs.json<{ items: Array<{ title: string }> }>().items.map((item) => item.title)).toContain(
      'مشاوره متنی',
    );
  });

  it('leaves each demo owner a few «approved» notifications of the demo listings, not one per listing', async () => {
    const rows = await database.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.kind, 'listingApproved'));
    expect(rows.length).toBeGreaterThan(0);
    const perOwner = new Map<number, number>();
    for (const row of rows) perOwner.set(row.userId, (perOwner.get(row.userId) ?? 0) + 1);
    expect(Math.max(...perOwner.values())).toBe(DEMO_APPROVALS_KEPT);
  });

  it('gives every demo doctor an appointment book with free slots in the coming days, bookable at once', async () => {
    type Doctor = { id: number; title: string; availableAppointment: string | null };
    const doctors = (await app.inject({ url: '/api/v1/clinic?perPage=30' })).json<{ items: Doctor[] }>().items;
    expect(doctors.length).toBeGreaterThanOrEqual(4);
    const now = Date.now();
    for (const doctor of doctors) {
      // The card's first free slot is within the coming week, counted from the clock at seed time.
      expect(doctor.availableAppointment, doctor.title).not.toBeNull();
      const first = new Date(doctor.availableAppointment!).getTime();
      expect(first).toBeGreaterThan(now - 60_000);
      expect(first).toBeLessThan(now + 7 * 86_400_000);
      const slots = await app.inject({ url: `/api/v1/appointment-books/${doctor.id}/slots?days=7` });
      expect(slots.statusCode, slots.body).toBe(200);
      const free = slots.json<{ days: Array<{ slots: string[] }> }>().days.flatMap((day) => day.slots);
      expect(free.length).toBeGreaterThan(5);
    }
    // A visitor books the first doctor's earliest slot from the wallet on a fresh start.
    const visitor = await patient(database.db, 1_000_000);
    const booked = await app.inject({
      method: 'POST',
      url: '/api/v1/me/appointments',
      headers: { cookie: visitor.cookie, 'idempotency-key': 'demo-book-1' },
      payload: { listing_id: doctors[0]!.id, start: doctors[0]!.availableAppointment, method: 'wallet' },
    });
    expect(booked.statusCode, booked.body).toBe(201);
  });

  it('gives every live demo lawyer an appointment book with free slots in the coming days', async () => {
    type Lawyer = { id: number; title: string };
    const lawyers = (await app.inject({ url: '/api/v1/lawyer?perPage=30' })).json<{ items: Lawyer[] }>().items;
    expect(lawyers.length).toBeGreaterThanOrEqual(1);
    for (const lawyer of lawyers) {
      const slots = await app.inject({ url: `/api/v1/appointment-books/${lawyer.id}/slots?days=7` });
      expect(slots.statusCode, `${lawyer.title}: ${slots.body}`).toBe(200);
      const free = slots.json<{ days: Array<{ slots: string[] }> }>().days.flatMap((day) => day.slots);
      expect(free.length, lawyer.title).toBeGreaterThan(5);
    }
  });

  it("seeds the doctors section's health articles as published blog posts of the health type, by the manager", async () => {
    type Post = { slug: string; type: string; title: string; excerpt: string };
    const health = (await app.inject({ url: '/api/v1/posts?type=health' })).json<{ items: Post[] }>().items;
    expect(health.length).toBeGreaterThanOrEqual(3);
    expect(health.every((post) => post.type === 'health' && /[\u0600-\u06FF]/.test(post.excerpt))).toBe(true);
    const one = await app.inject({ url: `/api/v1/posts/${health[0]!.slug}` });
    expect(one.statusCode).toBe(200);
    expect(one.json<{ details: { author?: string } }>().details.author).toMatch(/^دکتر /);
    // Not an article of another type: the blog's other types do not list them.
    const articles = (await app.inject({ url: '/api/v1/posts?type=articles' })).json<{ items: Post[] }>().items;
    expect(articles.some((post) => post.type === 'health')).toBe(false);
  });

  it('seeds them once: a second start adds none, and a deleted one does not come back', async () => {
    const before = await database.db.select({ id: listings.id }).from(listings);
    await database.db.delete(listings).where(eq(listings.id, before[0]!.id));
    const again = await seedDemoData(database, services.storage);
    expect(again.catalogue).toBe(0);
    const after = await database.db.select({ id: listings.id }).from(listings);
    expect(after).toHaveLength(before.length - 1);
  });
});
