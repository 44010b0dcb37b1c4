import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MapAnswer } from '@shahrbazar/domain/api/discovery.schema';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { users } from '../src/modules/users/user.table.ts';
import { adsDesk } from './factories/ads.ts';
import { unique } from './factories/catalogue.ts';
import { userWithSession } from './factories/users.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

describe('discovery: the city map, public profiles and the listings in the sitemap', () => {
  let app: App;
  let db: Db;
  let desk: Awaited<ReturnType<typeof adsDesk>>;

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    app = await buildTestApp();
    desk = await adsDesk(app, db);
  });
  afterAll(() => app.close());

  const map = async (query: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/v1/map?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<MapAnswer>();
  };

  it('a live ad with a location is on the map of its box, with its address; pending ones and those without a point are not', async () => {
    const owner = await userWithSession(db);
    const word = unique();
    const live = await desk.live(owner.cookie, { title: `نقشه ${word}`, latitude: 38.2512, longitude: 48.2921 });
    const pending = await desk.publish(owner.cookie, { title: `منتظر ${word}`, latitude: 38.2513, longitude: 48.2922 });
    const nowhere = await desk.live(owner.cookie, { title: `بی‌جا ${word}` });

    const answer = await map(`city=${desk.city.slug}&minLat=38.25&minLng=48.29&maxLat=38.26&maxLng=48.30`);
    const ids = answer.items.map((item) => item.id);
    expect(ids).toContain(live.id);
    expect(ids).not.toContain(pending.id);
    expect(ids).not.toContain(nowhere.id);
    const item = answer.items.find((found) => found.id === live.id)!;
    expect(item).toMatchObject({
      vertical: 'ads',
      path: `/ads/${encodeURIComponent(live.slug as string)}/${live.slugId}`,
    });
    expect(answer.centre).toEqual({ latitude: 38.25, longitude: 48.29 });

    // Outside the box, and of another section: not there.
    expect((await map('minLat=38.3&minLng=48.3&maxLat=38.4&maxLng=48.4')).items.map((i) => i.id)).not.toContain(
      live.id,
    );
    const booths = await map('vertical=booth&minLat=38.25&minLng=48.29&maxLat=38.26&maxLng=48.30');
    expect(booths.items.map((i) => i.id)).not.toContain(live.id);
    // Without a box: the city's own box around its centre.
    expect((await map(`city=${desk.city.slug}`)).items.map((i) => i.id)).toContain(live.id);
  });

  it('a box too large is clamped around its centre, not refused; a bad coordinate is a 422', async () => {
    const answer = await map('minLat=25&minLng=44&maxLat=40&maxLng=63');
    expect(answer.clamped).toBe(true);
    expect(answer.box.maxLat - answer.box.minLat).toBeCloseTo(0.5, 6);
    expect(answer.box.maxLng - answer.box.minLng).toBeCloseTo(0.5, 6);
    expect((await app.inject({ method: 'GET', url: '/api/v1/map?minLat=200' })).statusCode).toBe(422);
    expect((await app.inject({ method: 'GET', url: '/api/v1/map?vertical=../x' })).statusCode).toBe(422);
    expect((await map('vertical=nothing')).items).toEqual([]);
  });

  it("a profile shows the user's live ads and hides the mobile unless displayMobile allows; a stranger's id is a 404", async () => {
    const owner = await userWithSession(db, { name: `فروشنده ${unique()}` });
    const live = await desk.live(owner.cookie, { title: `پروفایل ${unique()}` });
    const pending = await desk.publish(owner.cookie, { title: `منتظر ${unique()}` });
    const res = await app.inject({ method: 'GET', url: `/api/v1/profiles/${owner.user.id}` });
    expect(res.statusCode).toBe(200);
    const profile = res.json();
    expect(profile.name).toBe(owner.user.name);
    expect(profile.mobile).toBe(owner.user.mobile);
    const ids = profile.listings.map((listing: { id: number }) => listing.id);
    expect(ids).toContain(live.id);
    expect(ids).not.toContain(pending.id);
    expect(res.body).not.toContain('email');

    await db.update(users).set({ displayMobile: 0 }).where(eq(users.id, owner.user.id));
    const hidden = await app.inject({ method: 'GET', url: `/api/v1/profiles/${owner.user.id}` });
    expect(hidden.json().mobile).toBeNull();
    expect(hidden.body).not.toContain(owner.user.mobile!);

    await db.update(users).set({ status: 0 }).where(eq(users.id, owner.user.id));
    expect((await app.inject({ method: 'GET', url: `/api/v1/profiles/${owner.user.id}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/v1/profiles/2000000000' })).statusCode).toBe(404);
  });

  it('the sitemap lists every live ad at its address, through the section the vertical registry gives it', async () => {
    const owner = await userWithSession(db);
    const live = await desk.live(owner.cookie, { title: `نقشه سایت ${unique()}` });
    const gone = await desk.live(owner.cookie, { title: `غیرفعال ${unique()}` });
    expect((await desk.moderate(gone.id, ListingStatus.inactive)).statusCode).toBe(200);

    const index = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    const part = Math.ceil(live.id / 50_000);
    expect(index.body).toContain(`/sitemaps/ads-${part}.xml`);
    const file = await app.inject({ method: 'GET', url: `/sitemaps/ads-${part}.xml` });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain(`/ads/${encodeURIComponent(live.slug as string)}/${live.slugId}</loc>`);
    expect(file.body).not.toContain(gone.slugId);
    expect(file.body.trimEnd().endsWith('</urlset>')).toBe(true);
  });
});
