import { and, eq } from 'drizzle-orm';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import type { Db } from '../../db/client.ts';
import type { CommentTargets } from '../comments/comment-targets.ts';
import type { VerticalRegistry } from './listing.mapper.ts';
import { listings } from './listing.table.ts';
import { publicPathsOf } from './public-path.ts';

/**
 * Every vertical's live listings may be commented on: the item type is the vertical's key; the listing's owner is
 * told of a new comment, with the listing's public address.
 */
export function listingCommentTargets(registry: VerticalRegistry): CommentTargets {
  const isLive = (vertical: string) => async (db: Db, id: number) => {
    const [row] = await db
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.id, id), eq(listings.vertical, vertical), eq(listings.status, ListingStatus.active)));
    return Boolean(row);
  };
  const ownerOf = (vertical: string) => async (db: Db, id: number) => {
    const [row] = await db
      .select({
        id: listings.id,
        vertical: listings.vertical,
        userId: listings.userId,
        title: listings.title,
        slug: listings.slug,
        slugId: listings.slugId,
      })
      .from(listings)
      .where(and(eq(listings.id, id), eq(listings.vertical, vertical)));
    if (!row) return undefined;
    const path = (await publicPathsOf(db, registry, [row])).get(row.id) ?? '';
    return { userId: row.userId, title: row.title, path };
  };
  return new Map([...registry.keys()].map((key) => [key, { exists: isLive(key), owner: ownerOf(key) }]));
}
