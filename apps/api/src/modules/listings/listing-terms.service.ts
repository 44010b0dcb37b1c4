import { and, eq, sql } from 'drizzle-orm';
import { PlanType } from '@shahrbazar/domain/enums/plans';
import { ActiveStatus, ListingStatus } from '@shahrbazar/domain/enums/status';
import type { Db } from '../../db/client.ts';
import { notifications } from '../notify/notification.table.ts';
import { notify } from '../notify/notification.service.ts';
import { packages, subscriptions } from '../packages/package.table.ts';
import type { VerticalRegistry } from './listing.mapper.ts';
import { listings } from './listing.table.ts';
import { eachApart } from '../../db/each-apart.ts';

/** Listings told per round; the rest the next round (a minute later). */
const BATCH = 200;

/**
 * The `listing-terms-ended` job's round (issue 34): each active listing whose package term ended by `now` (an active
 * subscription of a plan with a term, its days run out) left the public lists at that moment (`termRunning` in
 * listing.repository.ts); its owner is told once per term, in its vertical's words. A renewal that extends the term
 * moves its end, so the end of the next term is told again. Answers how many owners it told.
 */
export async function tellEndedTerms(db: Db, registry: VerticalRegistry, now: Date = new Date()): Promise<number> {
  const endsAt = sql<Date>`(${subscriptions.startDate} + ${subscriptions.days} * interval '1 day')`;
  const ended = await db
    .select({
      id: listings.id,
      userId: listings.userId,
      vertical: listings.vertical,
      title: listings.title,
      subscriptionId: subscriptions.id,
      endsAt: sql<string>`to_char(${endsAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
    })
    .from(listings)
    .innerJoin(subscriptions, eq(subscriptions.id, listings.subscriptionId))
    .innerJoin(packages, eq(packages.id, subscriptions.packageId))
    .where(
      and(
        eq(listings.status, ListingStatus.active),
        eq(subscriptions.status, ActiveStatus.active),
        sql`${packages.planType} <> ${PlanType.percentage}`,
        sql`${endsAt} <= ${now.toISOString()}::timestamptz`,
        sql`not exists (select 1 from ${notifications} n where n.user_id = ${listings.userId}
          and n.kind = 'listingTermEnded' and n.params->>'listingId' = ${listings.id}::text
          and n.params->>'endsAt' = to_char(${endsAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'))`,
      ),
    )
    .orderBy(listings.id)
    .limit(BATCH);
  // Each listing apart (ADR 0101), locked and asked again whether its owner was told of this term: a round run twice
  // (or retried) tells them once.
  return eachApart(db, ended, async (tx, listing) => {
    await tx.select({ id: listings.id }).from(listings).where(eq(listings.id, listing.id)).for('no key update');
    const [told] = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, listing.userId),
          eq(notifications.kind, 'listingTermEnded'),
          sql`${notifications.params}->>'listingId' = ${String(listing.id)}`,
          sql`${notifications.params}->>'endsAt' = ${listing.endsAt}`,
        ),
      )
      .limit(1);
    if (told) return false;
    const noun = registry.get(listing.vertical)?.noun;
    await notify(tx, listing.userId, 'listingTermEnded', {
      listingId: listing.id,
      title: listing.title,
      subscriptionId: listing.subscriptionId,
      endsAt: listing.endsAt,
      ...(noun ? { noun } : {}),
    });
    return true;
  });
}
