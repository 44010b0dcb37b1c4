import { and, eq, sql } from 'drizzle-orm';
import { tellEndedTerms } from '../src/modules/listings/listing-terms.service.ts';
import { VERTICAL_REGISTRY } from '../src/verticals/registry.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SubscriptionType } from '@shahrbazar/domain/enums/plans';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { listings } from '../src/modules/listings/listing.table.ts';
import { notifications } from '../src/modules/notify/notification.table.ts';
import { subscriptions } from '../src/modules/packages/package.table.ts';
import { activateSubscription } from '../src/modules/packages/subscription.service.ts';
import { billingFixtures, insertAd, type BillingFixtures } from './factories/payments.ts';
import { userWithSession } from './factories/users.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

// Issue 34, finding 5: a listing whose package term ended leaves the public lists on time, and its owner is told.

describe('listings whose term ended', () => {
  let app: App;
  let db: Db;
  let fx: BillingFixtures;

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    app = await buildTestApp();
    fx = await billingFixtures(db);
  });
  afterAll(() => app.close());

  /** A live ad on the paid package whose 30-day term began `daysAgo` days ago. */
  async function liveAd(userId: number, daysAgo: number, title: string) {
    const ad = await insertAd(db, fx, { userId, status: ListingStatus.active, title });
    const subscription = await activateSubscription(db, {
      type: SubscriptionType.ads,
      itemId: ad.id,
      userId,
      packageId: fx.paid.id,
    });
    await db
      .update(subscriptions)
      .set({ startDate: sql`now() - ${daysAgo} * interval '1 day'` })
      .where(eq(subscriptions.id, subscription.id));
    await db.update(listings).set({ subscriptionId: subscription.id }).where(eq(listings.id, ad.id));
    return ad;
  }
  const listed = async () =>
    (await app.inject({ url: `/api/v1/ads?city=${fx.city.slug}&perPage=50` }))
      .json<{ items: Array<{ id: number }> }>()
      .items.map((item) => item.id);
  const toldAbout = (userId: number) =>
    db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'listingTermEnded')));

  it('leaves the public lists the moment its term ends, and its owner is told once', async () => {
    const owner = await userWithSession(db);
    const running = await liveAd(owner.user.id, 29, 'دوچرخه با مهلت');
    const ended = await liveAd(owner.user.id, 31, 'دوچرخه بی‌مهلت');
    expect(await listed()).toContain(running.id);
    expect(await listed()).not.toContain(ended.id);
    // Still active for its owner, who is offered renewal (spec).
    const own = await app.inject({ url: `/api/v1/me/ads/${ended.id}`, headers: { cookie: owner.cookie } });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ status: ListingStatus.active, renewalOffered: true });

    expect(await tellEndedTerms(db, VERTICAL_REGISTRY)).toBeGreaterThanOrEqual(1);
    const told = await toldAbout(owner.user.id);
    expect(told).toHaveLength(1);
    expect(told[0]!.params).toMatchObject({ listingId: ended.id, title: 'دوچرخه بی‌مهلت', noun: 'ads' });
    await tellEndedTerms(db, VERTICAL_REGISTRY);
    expect(await toldAbout(owner.user.id)).toHaveLength(1);

    // A day later the other one's term ends too: out of the lists, and told.
    await tellEndedTerms(db, VERTICAL_REGISTRY, new Date(Date.now() + 2 * 24 * 60 * 60 * 1000));
    expect(await toldAbout(owner.user.id)).toHaveLength(2);
  });
});
