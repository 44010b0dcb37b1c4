import { and, eq, not, sql } from 'drizzle-orm';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import type { Db } from '../../db/client.ts';
import { toldOf, wasTold } from '../notify/notification.repository.ts';
import { notify } from '../notify/notification.service.ts';
import { termsEndedBy } from '../packages/package-lookup.ts';
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
  const ended = termsEndedBy(db, now);
  const due = await db
    .select({
      id: listings.id,
      userId: listings.userId,
      vertical: listings.vertical,
      title: listings.title,
      subscriptionId: ended.subscriptionId,
      endsAt: ended.endsAt,
    })
    .from(listings)
    .innerJoin(ended, eq(ended.subscriptionId, listings.subscriptionId))
    .where(
      and(
        eq(listings.status, ListingStatus.active),
        not(
          toldOf(listings.userId, 'listingTermEnded', {
            listingId: sql`${listings.id}::text`,
            endsAt: sql`${ended.endsAt}`,
          }),
        ),
      ),
    )
    .orderBy(listings.id)
    .limit(BATCH);
  // Each listing apart (ADR 0101), locked and asked again whether its owner was told of this term: a round run twice
  // (or retried) tells them once.
  return eachApart(db, due, async (tx, listing) => {
    await tx.select({ id: listings.id }).from(listings).where(eq(listings.id, listing.id)).for('no key update');
    const told = await wasTold(tx, listing.userId, 'listingTermEnded', {
      listingId: String(listing.id),
      endsAt: listing.endsAt,
    });
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
