import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { countStat } from './listing-stats.ts';
import { findListingById } from './listing.repository.ts';
import { findUserById } from '../users/user.repository.ts';
import { isOwnRecord, requireAccess } from '../access/record-access.ts';

const HIDDEN = {
  fa: 'فروشنده شماره تماس خود را نمایش نمی‌دهد؛ از گفتگو با او استفاده کنید.',
  en: 'The seller keeps their number private; send them a message instead.',
};

/**
 * The seller's mobile for a signed-in visitor who asked for it («نمایش شماره تماس», ADR 0027): only of a live
 * listing (or one's own), only when the owner shows their number, and counted in the listing's day as a reveal.
 */
export async function revealContact(db: Db, userId: number, listingId: number): Promise<{ mobile: string }> {
  const listing = await findListingById(db, listingId);
  requireAccess(userId, 'listing', listing, 'read');
  const own = isOwnRecord(userId, 'listing', listing);
  const owner = await findUserById(db, listing.userId);
  if (!owner?.mobile || owner.displayMobile !== 1) throw new AppError('forbidden', HIDDEN);
  if (!own) await countStat(db, listing.id, 'reveals');
  return { mobile: owner.mobile };
}
