import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TagListings } from '@shahrbazar/domain/api/discovery.schema';
import { PAGE_SIZE } from '@shahrbazar/domain/rules/pagination';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { adsDesk } from './factories/ads.ts';
import { makeCity, makeTag, unique } from './factories/catalogue.ts';
import { userWithSession } from './factories/users.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

describe("a tag's page lists the live listings that carry it, paged (ADR 0043)", () => {
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

  const page = async (slug: string, cursor?: number) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/tags/${encodeURIComponent(slug)}/listings${cursor ? `?cursor=${cursor}` : ''}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TagListings>();
  };

  it('shows the live ads with the tag, newest first, never a pending one, another tag’s, nor the mobile', async () => {
    const owner = await userWithSession(db);
    const tag = await makeTag(db, 'دست‌دوم');
    const other = await makeTag(db, 'نو');
    const older = await desk.live(owner.cookie, { title: `برچسب‌دار ${unique()}`, tags: [tag.id] });
    const newer = await desk.live(owner.cookie, { title: `برچسب‌دار ${unique()}`, tags: [other.id, tag.id] });
    const pending = await desk.publish(owner.cookie, { title: `منتظر ${unique()}`, tags: [tag.id] });
    const untagged = await desk.live(owner.cookie, { title: `بی‌برچسب ${unique()}`, tags: [other.id] });

    const answer = await page(tag.slug);
    expect(answer.tag).toEqual({ id: tag.id, title: tag.title, slug: tag.slug });
    expect(answer.items.map((item) => item.id)).toEqual([newer.id, older.id]);
    expect(answer.items.map((item) => item.id)).not.toContain(pending.id);
    expect(answer.items.map((item) => item.id)).not.toContain(untagged.id);
    expect(answer.items[0]).toMatchObject({ vertical: 'ads', title: newer.title, mobile: null });
    expect(answer.nextCursor).toBeNull();
  });

  it('pages by cursor: every tagged listing once, the last page without a cursor', async () => {
    const owner = await userWithSession(db);
    const tag = await makeTag(db);
    const made: number[] = [];
    for (let index = 0; index < PAGE_SIZE + 2; index += 1) {
      made.push((await desk.live(owner.cookie, { title: `صفحه‌بندی ${index} ${unique()}`, tags: [tag.id] })).id);
    }
    const first = await page(tag.slug);
    expect(first.items).toHaveLength(PAGE_SIZE);
    expect(first.nextCursor).toBe(first.items.at(-1)!.id);
    const second = await page(tag.slug, first.nextCursor!);
    expect(second.nextCursor).toBeNull();
    const seen = [...first.items, ...second.items].map((item) => item.id);
    expect(seen).toEqual([...made].reverse());
  });

  it("follows the chosen city (by id or slug); all cities (none, or -1) shows every city's; an unknown city none", async () => {
    const owner = await userWithSession(db);
    const tag = await makeTag(db);
    const elsewhere = await makeCity(db, 'سرعین');
    const here = await desk.live(owner.cookie, { title: `این شهر ${unique()}`, tags: [tag.id] });
    const there = await desk.live(owner.cookie, {
      title: `شهر دیگر ${unique()}`,
      tags: [tag.id],
      city_id: elsewhere.id,
    });
    const ids = async (query: string) => {
      const res = await app.inject({ method: 'GET', url: `/api/v1/tags/${tag.slug}/listings${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<TagListings>().items.map((item) => item.id);
    };
    expect(await ids(`?city=${desk.city.id}`)).toEqual([here.id]);
    expect(await ids(`?city=${elsewhere.slug}`)).toEqual([there.id]);
    expect(await ids('')).toEqual([there.id, here.id]);
    expect(await ids('?city=-1')).toEqual([there.id, here.id]);
    expect(await ids(`?city=no-such-city-${unique()}`)).toEqual([]);
  });

  it("a listing's page answers its tags with their slugs (the chips link to /tags/{slug})", async () => {
    const owner = await userWithSession(db);
    const tag = await makeTag(db, 'تخفیف‌دار');
    const ad = await desk.live(owner.cookie, { title: `با برچسب ${unique()}`, tags: [tag.id] });
    const res = await app.inject({ method: 'GET', url: `/api/v1/ads/${ad.slugId}` });
    expect(res.json().tags).toEqual([{ id: tag.id, title: tag.title, slug: tag.slug }]);
  });

  it('an unknown tag is a 404 in the one error shape; a bad cursor is a 422', async () => {
    const missing = await app.inject({ method: 'GET', url: `/api/v1/tags/no-such-${unique()}/listings` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toHaveProperty('error.code');
    const tag = await makeTag(db);
    const bad = await app.inject({ method: 'GET', url: `/api/v1/tags/${tag.slug}/listings?cursor=abc` });
    expect(bad.statusCode).toBe(422);
  });
});
