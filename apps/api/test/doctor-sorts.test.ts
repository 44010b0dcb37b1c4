import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { CommentStatus } from '@shahrbazar/domain/enums/comment';
import { comments } from '../src/modules/comments/comment.table.ts';
import { moderateComment } from '../src/modules/comments/comment.service.ts';
import { clinicDetails } from '../src/verticals/clinic/clinic.table.ts';
import { clinicDesk, type ClinicJson } from './factories/clinics.ts';
import { userWithSession } from './factories/users.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

// The doctor list's declared sorts (ADR 0042): by the earliest free slot (the appointment book's, mirrored into
// clinic_details.available_appointment), none last, and by rating (the comments' scores), unrated last.
describe('the doctor list sorted by earliest free slot and by rating', () => {
  let app: App;
  let db: Db;
  let desk: Awaited<ReturnType<typeof clinicDesk>>;
  const ids: Record<'soon' | 'later' | 'none' | 'latest', number> = { soon: 0, later: 0, none: 0, latest: 0 };

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    app = await buildTestApp();
    desk = await clinicDesk(app, db);
    const { cookie } = await userWithSession(db);
    const hour = 3_600_000;
    const slots = { soon: new Date(Date.now() + hour), later: new Date(Date.now() + 30 * hour), none: null };
    // Published in this order, so newest first would be: latest, none, later, soon.
    for (const key of ['soon', 'later', 'none', 'latest'] as const) {
      const clinic = (await desk.publish(cookie, { title: `دکتر ${key}` })).json<ClinicJson>();
      await desk.approve(clinic.id);
      ids[key] = clinic.id;
      const slot = key === 'latest' ? new Date(Date.now() + 5 * hour) : slots[key];
      await db.update(clinicDetails).set({ availableAppointment: slot }).where(eq(clinicDetails.listingId, clinic.id));
    }
    // Scored through the comments module (a manager approves each): 4.8 and 3.5, mirrored on the detail row.
    for (const [itemId, scores] of [
      [ids.later, [5, 5, 5, 4, 5]],
      [ids.none, [4, 3]],
    ] as const) {
      for (const score of scores) {
        const { user } = await userWithSession(db);
        const [comment] = await db
          .insert(comments)
          .values({ userId: user.id, type: 'clinic', itemId, score })
          .returning();
        await moderateComment(db, comment!.id, CommentStatus.approved);
      }
    }
  });
  afterAll(() => app.close());

  it('lists the earliest free slot first and doctors with no free slot last', async () => {
    expect(await desk.listIds(`city=${desk.city.slug}&sort=earliestSlot`)).toEqual([
      ids.soon,
      ids.latest,
      ids.later,
      ids.none,
    ]);
    // The default stays newest first.
    expect(await desk.listIds(`city=${desk.city.slug}`)).toEqual([ids.latest, ids.none, ids.later, ids.soon]);
  });

  it('pages the earliest-slot order by cursor without skipping or repeating anyone', async () => {
    const seen: number[] = [];
    let cursor: number | null = null;
    for (let page = 0; page < 6; page++) {
      const url: string = `/api/v1/clinic?city=${desk.city.slug}&sort=earliestSlot&perPage=1${cursor ? `&cursor=${cursor}` : ''}`;
      const body = (await app.inject({ url })).json<{ items: ClinicJson[]; nextCursor: number | null }>();
      seen.push(...body.items.map((item) => item.id));
      cursor = body.nextCursor;
      if (cursor === null) break;
    }
    expect(seen).toEqual([ids.soon, ids.latest, ids.later, ids.none]);
    const second = await desk.listIds(`city=${desk.city.slug}&sort=earliestSlot&perPage=2&page=2`);
    expect(second).toEqual([ids.later, ids.none]);
  });

  it('lists the best rated first and the unrated last, newest first among them', async () => {
    const rates = await db
      .select({ id: clinicDetails.listingId, rate: clinicDetails.rate })
      .from(clinicDetails)
      .where(eq(clinicDetails.listingId, ids.later));
    expect(rates[0]!.rate).toBeCloseTo(4.8);
    expect(await desk.listIds(`city=${desk.city.slug}&sort=topRated`)).toEqual([
      ids.later,
      ids.none,
      ids.latest,
      ids.soon,
    ]);
    const seen: number[] = [];
    let cursor: number | null = null;
    for (let page = 0; page < 6; page++) {
      const url: string = `/api/v1/clinic?city=${desk.city.slug}&sort=topRated&perPage=1${cursor ? `&cursor=${cursor}` : ''}`;
      const body = (await app.inject({ url })).json<{ items: ClinicJson[]; nextCursor: number | null }>();
      seen.push(...body.items.map((item) => item.id));
      cursor = body.nextCursor;
      if (cursor === null) break;
    }
    expect(seen).toEqual([ids.later, ids.none, ids.latest, ids.soon]);
  });

  it('offers these sorts only where they are declared: the ads list refuses them', async () => {
    const res = await app.inject({ url: '/api/v1/ads?sort=earliestSlot' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toHaveProperty('error');
  });
});
