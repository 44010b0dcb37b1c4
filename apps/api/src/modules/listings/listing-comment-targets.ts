import { and, eq } from 'drizzle-orm';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import type { Db } from '../../db/client.ts';
import type { CommentTargets } from '../comments/comment-targets.ts';
import type { VerticalRegistry } from './listing.mapper.ts';
import { listings } from './listing.table.ts';

/** Every vertical's live listings may be commented on: the item type is the vertical's key. */
export function listingCommentTargets(registry: VerticalRegistry): CommentTargets {
  const isLive = (vertical: string) => async (db: Db, id: number) => {
    const [row] = await db
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.id, id), eq(listings.vertical, vertical), eq(listings.status, ListingStatus.active)));
    return Boolean(row);
  };
  return new Map([...registry.keys()].map((key) => [key, isLive(key)]));
}
