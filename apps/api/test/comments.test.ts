import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comment, ItemComments } from '@shahrbazar/domain/api/comment.schema';
import { CommentStatus } from '@shahrbazar/domain/enums/comment';
import { UserType } from '@shahrbazar/domain/enums/people';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { roles } from '../src/modules/access/role.table.ts';
import { adsDesk } from './factories/ads.ts';
import { userWithSession } from './factories/users.ts';
import { race, tally } from './support/race.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

describe('comments and scores on listings', () => {
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

  const post = (cookie: string | undefined, payload: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/comments',
      headers: { 'accept-language': 'fa', ...(cookie ? { cookie } : {}) },
      payload,
    });
  const itemComments = async (itemId: number, cookie?: string) => {
    const res = await app.inject({
      url: `/api/v1/comments?type=ads&item_id=${itemId}`,
      headers: cookie ? { cookie } : {},
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ItemComments>();
  };
  const moderate = (id: number, status: number, cookie = desk.admin) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/manager/comments/${id}/status`,
      headers: { cookie },
      payload: { status },
    });
  const liveAd = async () => {
    const owner = await userWithSession(db);
    return desk.live(owner.cookie, { title: `دوچرخه ${randomUUID().slice(0, 6)}` });
  };

  it('shows only approved comments, and the rating of their scores once a manager approves them', async () => {
    const ad = await liveAd();
    const empty = await itemComments(ad.id);
    expect(empty).toMatchObject({ items: [], total: 0, rating: { rate: 0, totalUser: 0, maxRate: 5 } });

    const ali = await userWithSession(db, { name: 'علی' });
    const sara = await userWithSession(db, { name: 'سارا' });
    const first = await post(ali.cookie, { type: 'ads', item_id: ad.id, description: 'فروشنده خوش‌قول بود', score: 5 });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<Comment>()).toMatchObject({ status: CommentStatus.pending, score: 5, userName: 'علی' });
    // A comment may carry only a score.
    const onlyScore = await post(sara.cookie, { type: 'ads', item_id: ad.id, score: 4 });
    expect(onlyScore.statusCode, onlyScore.body).toBe(201);

    // Waiting for approval: not shown, not counted; the author sees their own score.
    expect((await itemComments(ad.id)).total).toBe(0);
    expect((await itemComments(ad.id, ali.cookie)).myScore).toBe(5);

    expect((await moderate(first.json<Comment>().id, CommentStatus.approved)).statusCode).toBe(200);
    expect((await moderate(onlyScore.json<Comment>().id, CommentStatus.approved)).statusCode).toBe(200);
    const shown = await itemComments(ad.id);
    expect(shown.items.map((c) => c.userName)).toEqual(['سارا', 'علی']);
    expect(shown.rating).toEqual({
      rate: 4.5,
      totalUser: 2,
      maxRate: 5,
      ratingBar1: 0,
      ratingBar2: 0,
      ratingBar3: 0,
      ratingBar4: 50,
      ratingBar5: 50,
    });

    // Rejected later: out of the list and the rating.
    expect((await moderate(onlyScore.json<Comment>().id, CommentStatus.rejected)).statusCode).toBe(200);
    expect((await itemComments(ad.id)).rating).toMatchObject({ rate: 5, totalUser: 1, ratingBar5: 100 });
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/v1/manager/comments/${first.json<Comment>().id}`,
      headers: { cookie: desk.admin },
    });
    expect(del.statusCode).toBe(204);
    expect((await itemComments(ad.id)).rating).toMatchObject({ rate: 0, totalUser: 0 });
  });

  it('refuses a second score for the same item (409) but takes a second comment without a score', async () => {
    const ad = await liveAd();
    const { cookie } = await userWithSession(db);
    expect((await post(cookie, { type: 'ads', item_id: ad.id, score: 3 })).statusCode).toBe(201);
    const again = await post(cookie, { type: 'ads', item_id: ad.id, score: 1, description: 'دوباره' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: { code: 'conflict', message: 'شما پیش‌تر به این مورد امتیاز داده‌اید.' },
    });
    expect((await post(cookie, { type: 'ads', item_id: ad.id, description: 'یک نکته دیگر' })).statusCode).toBe(201);
  });

  it('needs a signed-in user, and answers bad input in the one error shape', async () => {
    const ad = await liveAd();
    const guest = await post(undefined, { type: 'ads', item_id: ad.id, score: 5 });
    expect(guest.statusCode).toBe(401);
    expect(guest.json().error.code).toBe('unauthenticated');

    const { cookie } = await userWithSession(db);
    const nothing = await post(cookie, { type: 'ads', item_id: ad.id, description: '  ' });
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().error.fields).toEqual({ description: 'متن نظر یا امتیاز را وارد کنید.' });
    for (const score of [0, 6, 2.5, 'پنج']) {
      const bad = await post(cookie, { type: 'ads', item_id: ad.id, score });
      expect(bad.statusCode, String(score)).toBe(422);
      expect(bad.json().error.fields).toHaveProperty('score');
    }
    const unknownType = await post(cookie, { type: 'spaceships', item_id: ad.id, score: 5 });
    expect(unknownType.statusCode).toBe(422);
    expect(unknownType.json().error.fields).toEqual({ type: 'مقدار وارد شده معتبر نیست.' });
    const missing = await post(cookie, { type: 'ads', item_id: 2_000_000_000, score: 5 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('موردی که برایش نظر می‌دهید پیدا نشد.');
    // An ad still in review is not open to comments.
    const pending = await desk.publish((await userWithSession(db)).cookie);
    expect((await post(cookie, { type: 'ads', item_id: pending.id, score: 5 })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/v1/comments?type=ads&item_id=abc' })).statusCode).toBe(422);
  });

  it('is moderated only in the back office with the comments policy', async () => {
    const ad = await liveAd();
    const author = await userWithSession(db);
    const comment = (await post(author.cookie, { type: 'ads', item_id: ad.id, score: 2 })).json<Comment>();
    // The author (a user session) cannot approve their own comment.
    expect((await moderate(comment.id, CommentStatus.approved, author.cookie)).statusCode).toBe(403);
    const [role] = await db.insert(roles).values({ title: 'no comments', type: UserType.employee }).returning();
    const employee = await userWithSession(db, { type: UserType.employee, kind: 'manager', roleId: role!.id });
    expect((await moderate(comment.id, CommentStatus.approved, employee.cookie)).statusCode).toBe(403);
    expect((await itemComments(ad.id)).total).toBe(0);
    const bad = await moderate(comment.id, 7);
    expect(bad.statusCode).toBe(422);
    const list = await app.inject({
      url: '/api/v1/manager/comments?status=0&perPage=100',
      headers: { cookie: desk.admin },
    });
    expect(list.json<{ items: Comment[] }>().items.map((c) => c.id)).toContain(comment.id);
  });

  it('counts every approval when several are decided at once (the rating row is locked)', async () => {
    const ad = await liveAd();
    const ids: number[] = [];
    for (const score of [1, 2, 3, 4, 5, 5]) {
      const { cookie } = await userWithSession(db);
      ids.push((await post(cookie, { type: 'ads', item_id: ad.id, score })).json<Comment>().id);
    }
    const answers = await race(db, ids.length, (index) => moderate(ids[index]!, CommentStatus.approved));
    expect(tally(answers)).toEqual({ 200: ids.length });
    expect((await itemComments(ad.id)).rating).toMatchObject({ totalUser: 6, rate: 3.3, ratingBar5: 33 });
  });
});
