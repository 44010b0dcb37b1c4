import { randomBytes } from 'node:crypto';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import { makeSlugId } from '@shahrbazar/domain/text/slug';
import type { Db } from '../../src/db/client.ts';
import { listings } from '../../src/modules/listings/listing.table.ts';
import { makeCategoryChain, makeCity } from './catalogue.ts';
import { userWithSession } from './users.ts';

/**
 * A live ad of `ownerId`, straight in the database (`status` to make it otherwise): what someone opens a chat with
 * its owner about (issue 29: a room is opened by what the product offers, the server refuses any other).
 */
export async function liveAdOf(db: Db, ownerId: number, status: number = ListingStatus.active): Promise<number> {
  const city = await makeCity(db);
  const chain = await makeCategoryChain(db);
  const [row] = await db
    .insert(listings)
    .values({
      vertical: 'ads',
      userId: ownerId,
      cityId: city.id,
      generalCategoryId: chain.category.id,
      generalSubCategoryId: chain.sub.id,
      title: 'آگهی گفتگو',
      slug: 'agahi',
      slugId: makeSlugId((size) => randomBytes(size), 12),
      status,
    })
    .returning({ id: listings.id });
  return row!.id;
}

/**
 * Two users who may talk: `b` has a live ad, and `about` is its id, which `a`'s first message names (afterwards the
 * conversation itself keeps the room open for both).
 */
export async function chatPair(db: Db, names: { a?: string; b?: string } = {}) {
  const a = await userWithSession(db, names.a === undefined ? {} : { name: names.a });
  const b = await userWithSession(db, names.b === undefined ? {} : { name: names.b });
  return { a, b, about: await liveAdOf(db, b.user.id) };
}
