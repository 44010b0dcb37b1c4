import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, sql, sum } from 'drizzle-orm';
import type { Rewarding, RewardEarnings, RewardOffer, RewardStart } from '@shahrbazar/domain/api/advertise.schema';
import { PlanType, SubscriptionType } from '@shahrbazar/domain/enums/plans';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import {
  AD_REWARD_PURPOSE,
  REWARD_MESSAGES,
  REWARD_TOKEN_TTL_SECONDS,
  rewardBudget,
} from '@shahrbazar/domain/rules/reward';
import { DEFAULT_LOCALE, type Locale } from '@shahrbazar/domain/i18n/locale';
import { isSubscriptionCurrent } from '@shahrbazar/domain/rules/subscription';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../http/app-error.ts';
import { appSwitch } from '../../modules/app/app-setting.ts';
import { iranDay } from '../../modules/listings/listing-browse.service.ts';
import { findListingBySlugId, type ListingRow } from '../../modules/listings/listing.repository.ts';
import { listingFieldOf, listingRowsByIds, listingSummary, lockListing } from '../../modules/listings/listing-rows.ts';
import { findSubscription } from '../../modules/packages/subscription.service.ts';
import {
  findHeldReserve,
  findReserve,
  heldReserves,
  holdReserve,
  lockHeldReserve,
  payOutOfReserve,
  releaseReserve,
  type ReserveRow,
} from '../../modules/payments/reserve.service.ts';
import { spendableOf } from '../../modules/payments/wallet.service.ts';
import { advertiseDetails } from './advertise.table.ts';
import { advertiseRewardClaims, advertiseRewardings } from './reward.table.ts';
import { eachApart } from '../../db/each-apart.ts';
import { isOwnRecord, requireAccess } from '../../modules/access/record-access.ts';

// City ad rewards (docs/decisions/0023-wallet-reserves-and-ad-rewards.md). The money is a wallet reserve (payments
// module); this service decides who may fund, claim and release it, always in one transaction.
//
// Lock order (docs/decisions/0077-one-lock-order-for-reserves.md), the same in every transaction here:
//   1. a claim's viewer advisory lock (claims only: a viewer's claims one at a time);
//   2. the listing's row: FOR NO KEY UPDATE by the owner's turn-on/turn-off and the release job, FOR KEY SHARE by a
//      claim. A claim's row in advertise_reward_claims references the listing, and that foreign key takes KEY SHARE
//      on the listing anyway: taken first and explicitly, it is never waited for while the reserve is held. NO KEY
//      UPDATE (not FOR UPDATE) does not conflict with KEY SHARE, so claims do not queue behind a turn-off on the
//      listing, only on the reserve;
//   3. the reserve (lockHeldReserve, FOR UPDATE);
//   4. wallets (users rows, by the guarded UPDATEs of wallet.service.ts).
// Taking them in another order (the reserve, then the listing) deadlocked a claim against a turn-off (issue 34).

export interface RewardSettings {
  /** The least time between a viewer's start token and their claim. */
  minViewSeconds: number;
  /** The most claims per viewer per Iranian day. */
  dailyClaims: number;
  /** The server's secret the start tokens are signed with. */
  secret: string;
}

const conflict = (label: (typeof REWARD_MESSAGES)[keyof typeof REWARD_MESSAGES]) => new AppError('conflict', label);
/** A refused claim: 422 on the token field, the message in both locales. */
const refusedToken = (label: (typeof REWARD_MESSAGES)[keyof typeof REWARD_MESSAGES]) =>
  new AppError('validation', label, { token: 'invalid' });

/**
 * The owner's advertise listing, locked for the transaction (FOR NO KEY UPDATE: step 2 of the lock order); 404 when
 * it is not theirs (or not a city ad).
 */
async function lockOwnAd(db: Db, ownerId: number, listingId: number): Promise<ListingRow> {
  const row = await lockListing(db, listingId, 'no key update', 'advertise');
  requireAccess(ownerId, 'listing', row, 'change');
  return row;
}

async function detailOf(db: Db, listingId: number) {
  const [row] = await db.select().from(advertiseDetails).where(eq(advertiseDetails.listingId, listingId));
  return row;
}

/** An ad's rewarding as its owner sees it: the running funding, or the last one, or nothing yet. */
export async function rewardingOf(db: Db, listingId: number): Promise<Rewarding> {
  const [rewarding] = await db
    .select()
    .from(advertiseRewardings)
    .where(eq(advertiseRewardings.listingId, listingId))
    .orderBy(desc(advertiseRewardings.reserveId))
    .limit(1);
  // The rewarding's reserve is billing's (a foreign key: it is always there).
  const reserve = rewarding && (await findReserve(db, rewarding.reserveId));
  const last = rewarding && reserve && { rewarding, reserve };
  if (!last) {
    return {
      isActiveRewarding: false,
      reward: 0,
      numberReward: 0,
      funded: 0,
      rewardedCount: 0,
      remaining: 0,
      refunded: null,
    };
  }
  const [claims] = await db
    .select({ n: count() })
    .from(advertiseRewardClaims)
    .where(eq(advertiseRewardClaims.reserveId, last.reserve.id));
  const held = last.reserve.status === 'held';
  return {
    isActiveRewarding: held,
    reward: last.rewarding.reward,
    numberReward: last.rewarding.numberReward,
    funded: last.reserve.amount,
    rewardedCount: claims?.n ?? 0,
    remaining: last.reserve.remaining,
    refunded: held ? null : (last.reserve.released ?? 0),
  };
}

/** The owner's view of their ad's rewarding (404 for another's ad). */
export async function ownRewarding(db: Db, ownerId: number, listingId: number): Promise<Rewarding> {
  const listing = await listingSummary(db, listingId);
  requireAccess(ownerId, 'listing', listing?.vertical === 'advertise' ? listing : undefined, 'manage');
  return rewardingOf(db, listingId);
}

/**
 * Turns an ad's rewarding on: in one transaction, with the listing locked, reward x numberReward moves from the
 * owner's wallet into a reserve held for the ad (409 when the balance does not cover it, 422 when there is nothing to
 * fund, 409 when it is already on).
 */
export async function turnRewardingOn(db: Db, ownerId: number, listingId: number): Promise<Rewarding> {
  // The site's switch (app setting activeReward): off, no new budget is promised; turning off still refunds.
  if (!(await appSwitch(db, 'activeReward'))) throw conflict(REWARD_MESSAGES.rewardsOff);
  await db.transaction(async (tx) => {
    await lockOwnAd(tx, ownerId, listingId);
    const detail = await detailOf(tx, listingId);
    if (!detail || detail.reward <= 0 || detail.numberReward <= 0) {
      throw new AppError('validation', REWARD_MESSAGES.nothingToFund, {
        [detail && detail.reward > 0 ? 'numberReward' : 'reward']: 'invalid',
      });
    }
    if (await lockHeldReserve(tx, AD_REWARD_PURPOSE, listingId)) throw conflict(REWARD_MESSAGES.alreadyOn);
    const reserve = await holdReserve(
      tx,
      {
        userId: ownerId,
        purpose: AD_REWARD_PURPOSE,
        itemId: listingId,
        amount: rewardBudget(detail.reward, detail.numberReward),
      },
      REWARD_MESSAGES.insufficientBalance,
    );
    await tx.insert(advertiseRewardings).values({
      reserveId: reserve.id,
      listingId,
      reward: detail.reward,
      numberReward: detail.numberReward,
    });
    await tx.update(advertiseDetails).set({ isActiveRewarding: true }).where(eq(advertiseDetails.listingId, listingId));
  });
  return rewardingOf(db, listingId);
}

/** Ends a held reserve's rewarding (in the caller's transaction, reserve locked): the rest goes back, once. */
async function endRewarding(db: Db, reserve: ReserveRow, now: Date): Promise<void> {
  await releaseReserve(db, reserve.id, now);
  await db.update(advertiseRewardings).set({ endedAt: now }).where(eq(advertiseRewardings.reserveId, reserve.id));
  await db
    .update(advertiseDetails)
    .set({ isActiveRewarding: false })
    .where(eq(advertiseDetails.listingId, reserve.itemId));
}

/**
 * Turns an ad's rewarding off: with the listing and the reserve locked, the unspent part goes back to the owner's
 * wallet, exactly once (a second request at the same moment waits, then finds nothing held: 409).
 */
export async function turnRewardingOff(db: Db, ownerId: number, listingId: number, now = new Date()) {
  await db.transaction(async (tx) => {
    await lockOwnAd(tx, ownerId, listingId);
    const reserve = await lockHeldReserve(tx, AD_REWARD_PURPOSE, listingId);
    if (!reserve) throw conflict(REWARD_MESSAGES.alreadyOff);
    await endRewarding(tx, reserve, now);
  });
  return rewardingOf(db, listingId);
}

/**
 * The job's round: releases the reserves of ads that can no longer reward (deleted, taken down or rejected, their
 * subscription run out, or their budget spent). Each in the round's transaction with the listing, then the reserve,
 * locked; a reserve released meanwhile by its owner is skipped. Answers how many it released.
 */
export async function releaseEndedRewards(db: Db, now: Date = new Date()): Promise<number> {
  const reserves = await heldReserves(db, AD_REWARD_PURPOSE, 200);
  const itemIds = [...new Set(reserves.map((reserve) => reserve.itemId))];
  const listingOf = await listingRowsByIds(db, itemIds);
  const ending: Array<{ reserve: ReserveRow; listingId: number | null }> = [];
  for (const reserve of reserves) {
    const listing = listingOf.get(reserve.itemId);
    let ended = !listing || listing.status === ListingStatus.inactive || reserve.remaining === 0;
    if (!ended && listing?.subscriptionId) {
      const subscription = await findSubscription(db, SubscriptionType.advertise, listing.id, now);
      ended =
        subscription !== null &&
        subscription.package.planType === PlanType.subscription &&
        !isSubscriptionCurrent({
          status: subscription.status,
          planType: subscription.package.planType,
          remainingDays: subscription.remainingTime,
        });
    }
    if (ended) ending.push({ reserve, listingId: listing?.id ?? null });
  }
  // Each reserve in a transaction of its own, guarded on it still being held (ADR 0101).
  return eachApart(db, ending, async (tx, { reserve, listingId }) => {
    if (listingId !== null) {
      await lockListing(tx, listingId, 'no key update');
    }
    const locked = await lockHeldReserve(tx, AD_REWARD_PURPOSE, reserve.itemId);
    if (!locked || locked.id !== reserve.id) return false;
    await endRewarding(tx, locked, now);
    return true;
  });
}

// Start tokens: `<listing>.<viewer>.<started ms>.<hmac>`, the HMAC-SHA256 of the first three parts under a key derived
// from the server's secret. The server measures the viewing time from its own clock, both ends.

function tokenKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('advertise-reward-token').digest();
}

function sign(secret: string, payload: string): string {
  return createHmac('sha256', tokenKey(secret)).update(payload).digest('base64url');
}

export function makeStartToken(secret: string, listingId: number, viewerId: number, startedAt: Date): string {
  const payload = `${listingId}.${viewerId}.${startedAt.getTime()}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** The start moment of a token this server signed for this listing and viewer; undefined for anything else. */
export function readStartToken(secret: string, token: string, listingId: number, viewerId: number): Date | undefined {
  const parts = token.split('.');
  if (parts.length !== 4) return undefined;
  const [listing, viewer, started, mac] = parts as [string, string, string, string];
  const expected = Buffer.from(sign(secret, `${listing}.${viewer}.${started}`));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  if (listing !== String(listingId) || viewer !== String(viewerId) || !/^\d{1,15}$/.test(started)) return undefined;
  return new Date(Number(started));
}

/** A public, active city ad by its slugId, or 404. */
async function publicAd(db: Db, slugId: string): Promise<ListingRow> {
  const row = await findListingBySlugId(db, slugId);
  if (!row || row.vertical !== 'advertise' || row.status !== ListingStatus.active) throw new AppError('not_found');
  return row;
}

async function isRewarder(db: Db, userId: number, now: Date): Promise<boolean> {
  const subscription = await findSubscription(db, SubscriptionType.rewarder, userId, now);
  return (
    subscription !== null &&
    isSubscriptionCurrent({
      status: subscription.status,
      planType: subscription.package.planType,
      remainingDays: subscription.remainingTime,
    })
  );
}

async function claimsToday(db: Db, userId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(advertiseRewardClaims)
    .where(and(eq(advertiseRewardClaims.userId, userId), eq(advertiseRewardClaims.day, iranDay(now))));
  return row?.n ?? 0;
}

async function claimedBefore(db: Db, listingId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: advertiseRewardClaims.id })
    .from(advertiseRewardClaims)
    .where(and(eq(advertiseRewardClaims.listingId, listingId), eq(advertiseRewardClaims.userId, userId)));
  return row !== undefined;
}

/** What a viewer (or a visitor) may earn from an ad now, for its detail page. */
export async function rewardOffer(
  db: Db,
  settings: RewardSettings,
  slugId: string,
  viewerId: number | undefined,
  now = new Date(),
): Promise<RewardOffer> {
  const ad = await publicAd(db, slugId);
  const detail = await detailOf(db, ad.id);
  const base = { reward: detail?.reward ?? 0, minSeconds: settings.minViewSeconds };
  // With the site's rewarding switched off (app setting activeReward) no ad offers a reward.
  if (!(await appSwitch(db, 'activeReward'))) return { ...base, state: 'off' };
  const reserve = await findHeldReserve(db, AD_REWARD_PURPOSE, ad.id);
  const [rewarding] = reserve
    ? await db.select().from(advertiseRewardings).where(eq(advertiseRewardings.reserveId, reserve.id))
    : [];
  if (!reserve || !rewarding) return { ...base, state: 'off' };
  const offer = { ...base, reward: rewarding.reward };
  if (viewerId === undefined) return { ...offer, state: 'signIn' };
  if (isOwnRecord(viewerId, 'listing', ad)) return { ...offer, state: 'own' };
  if (await claimedBefore(db, ad.id, viewerId)) return { ...offer, state: 'claimed' };
  if (reserve.remaining < rewarding.reward) return { ...offer, state: 'exhausted' };
  if (!(await isRewarder(db, viewerId, now))) return { ...offer, state: 'notSubscriber' };
  if ((await claimsToday(db, viewerId, now)) >= settings.dailyClaims) return { ...offer, state: 'dailyLimit' };
  return { ...offer, state: 'available' };
}

/**
 * A viewer starts looking at an ad: answers a signed token and when a claim becomes possible. Refused (nothing
 * signed) when they could not be rewarded anyway: their own ad, not a subscriber, rewarding off or spent, claimed.
 */
export async function startViewing(
  db: Db,
  settings: RewardSettings,
  slugId: string,
  viewerId: number,
  now = new Date(),
): Promise<RewardStart> {
  const offer = await rewardOffer(db, settings, slugId, viewerId, now);
  refuseUnlessAvailable(offer.state);
  const ad = await publicAd(db, slugId);
  return {
    token: makeStartToken(settings.secret, ad.id, viewerId, now),
    reward: offer.reward,
    minSeconds: settings.minViewSeconds,
    claimableAt: new Date(now.getTime() + settings.minViewSeconds * 1000).toISOString(),
  };
}

function refuseUnlessAvailable(state: RewardOffer['state']): void {
  switch (state) {
    case 'available':
      return;
    case 'own':
      throw new AppError('forbidden', REWARD_MESSAGES.ownAd);
    case 'notSubscriber':
      throw new AppError('forbidden', REWARD_MESSAGES.notSubscriber);
    case 'claimed':
      throw conflict(REWARD_MESSAGES.alreadyClaimed);
    case 'exhausted':
      throw conflict(REWARD_MESSAGES.exhausted);
    case 'dailyLimit':
      throw conflict(REWARD_MESSAGES.dailyLimit);
    default:
      throw conflict(REWARD_MESSAGES.notRewarding);
  }
}

/**
 * A viewer claims an ad's reward with the token they started with: the token must be this server's, for this ad and
 * viewer, at least `minViewSeconds` old (server clock) and younger than an hour. Then, in ONE transaction: the
 * viewer's advisory lock (their claims one at a time: once per ad, the daily limit), the listing (KEY SHARE), the
 * reserve locked, the payout
 * by a guarded UPDATE, the claim row (unique per ad and viewer); the reserve is released when it is spent. 50 claims
 * at once on an ad for 10 viewers pay exactly 10.
 */
export async function claimReward(
  db: Db,
  settings: RewardSettings,
  slugId: string,
  viewerId: number,
  token: string,
  now = new Date(),
): Promise<{ amount: number; balance: number }> {
  const ad = await publicAd(db, slugId);
  if (!(await appSwitch(db, 'activeReward'))) throw conflict(REWARD_MESSAGES.rewardsOff);
  const started = readStartToken(settings.secret, token, ad.id, viewerId);
  if (!started || now.getTime() - started.getTime() > REWARD_TOKEN_TTL_SECONDS * 1000) {
    throw refusedToken(REWARD_MESSAGES.badToken);
  }
  if (now.getTime() - started.getTime() < settings.minViewSeconds * 1000) {
    throw refusedToken(REWARD_MESSAGES.tooEarly);
  }
  if (isOwnRecord(viewerId, 'listing', ad)) throw new AppError('forbidden', REWARD_MESSAGES.ownAd);
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('advertise-reward-viewer'), ${viewerId})`);
      // The listing before the reserve (the lock order above): the claim's foreign key would take this lock later.
      const listing = await lockListing(tx, ad.id, 'key share');
      if (listing?.status !== ListingStatus.active) throw new AppError('not_found');
      if (!(await isRewarder(tx, viewerId, now))) throw new AppError('forbidden', REWARD_MESSAGES.notSubscriber);
      if (await claimedBefore(tx, ad.id, viewerId)) throw conflict(REWARD_MESSAGES.alreadyClaimed);
      if ((await claimsToday(tx, viewerId, now)) >= settings.dailyClaims) throw conflict(REWARD_MESSAGES.dailyLimit);
      const reserve = await lockHeldReserve(tx, AD_REWARD_PURPOSE, ad.id);
      if (!reserve) throw conflict(REWARD_MESSAGES.notRewarding);
      const [rewarding] = await tx
        .select()
        .from(advertiseRewardings)
        .where(eq(advertiseRewardings.reserveId, reserve.id));
      if (!rewarding) throw conflict(REWARD_MESSAGES.notRewarding);
      const after = await payOutOfReserve(tx, reserve.id, { recipientId: viewerId, amount: rewarding.reward });
      if (!after) throw conflict(REWARD_MESSAGES.exhausted);
      await tx.insert(advertiseRewardClaims).values({
        reserveId: reserve.id,
        listingId: ad.id,
        userId: viewerId,
        amount: rewarding.reward,
        day: iranDay(now),
      });
      // Spent to the last viewer: the rewarding ends (nothing is left to return, but the ad stops offering).
      if (after.remaining < rewarding.reward) await endRewarding(tx, after, now);
      // What the viewer may spend now (their pending withdrawals excluded), as their wallet shows it.
      const wallet = await spendableOf(tx, viewerId);
      return { amount: rewarding.reward, balance: wallet?.spendable ?? 0 };
    });
  } catch (error) {
    if (uniqueViolation(error) === 'advertise_reward_claims_once_uq') throw conflict(REWARD_MESSAGES.alreadyClaimed);
    throw error;
  }
}

/** A rewarder's earnings: their plan, the total, and the latest rewards with the ads they came from. */
export async function earningsOf(
  db: Db,
  userId: number,
  locale: Locale = DEFAULT_LOCALE,
  now = new Date(),
): Promise<RewardEarnings> {
  const subscription = await findSubscription(db, SubscriptionType.rewarder, userId, now, locale);
  const [totals] = await db
    .select({ n: count(), total: sum(advertiseRewardClaims.amount) })
    .from(advertiseRewardClaims)
    .where(eq(advertiseRewardClaims.userId, userId));
  const rows = await db
    .select({
      claim: advertiseRewardClaims,
      title: listingFieldOf('title', advertiseRewardClaims.listingId),
      slug: listingFieldOf('slug', advertiseRewardClaims.listingId),
      slugId: listingFieldOf('slugId', advertiseRewardClaims.listingId),
    })
    .from(advertiseRewardClaims)
    .where(eq(advertiseRewardClaims.userId, userId))
    .orderBy(desc(advertiseRewardClaims.id))
    .limit(50);
  return {
    subscribed: await isRewarder(db, userId, now),
    subscriptionRemainingDays: subscription?.remainingTime ?? 0,
    total: Number(totals?.total ?? 0),
    count: totals?.n ?? 0,
    items: rows.map((row) => ({
      id: row.claim.id,
      amount: row.claim.amount,
      title: row.title,
      slug: row.slug,
      slugId: row.slugId,
      createdAt: row.claim.createdAt.toISOString(),
    })),
  };
}
