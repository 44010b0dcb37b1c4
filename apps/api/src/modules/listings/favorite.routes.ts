import { and, count, desc, eq } from 'drizzle-orm';
import { IdParamsSchema } from '@shahrbazar/domain/api/id.schema';
import { z } from 'zod';
import { ListingSchema } from '@shahrbazar/domain/api/listing.schema';
import { countedPage, pageOf, PageQuerySchema } from '@shahrbazar/domain/api/page.schema';
import type { App, AppDeps } from '../../http/types.ts';
import { requireAuth } from '../auth/access-control.ts';
import { toListings, type VerticalRegistry } from './listing.mapper.ts';
import { findListingById } from './listing.repository.ts';
import { countStat } from './listing-stats.ts';
import { listingFavorites, listings } from './listing.table.ts';
import { requireAccess } from '../access/record-access.ts';

const tags = ['favorites'];

/** A user's favorites, for any vertical's listing (written once in the core; user panel `favorites`). */
export function favoriteRoutes(app: App, deps: AppDeps, registry: VerticalRegistry): void {
  const db = deps.database.db;
  // A favourite is the user's own: no kept copy for visitors shows it, so it drops none (ADR 0080).
  const own = { access: { session: 'general' }, dropsCaches: false } as const;

  app.get(
    '/api/v1/me/favorites',
    {
      config: own,
      schema: { tags, querystring: PageQuerySchema, response: { 200: pageOf(ListingSchema.passthrough()) } },
    },
    async (request) => {
      const userId = requireAuth(request).user.id;
      const { page, perPage } = request.query;
      const mine = eq(listingFavorites.userId, userId);
      // Counted on the primary key (user_id, listing_id): a person's favourites (ADR 0117).
      const [counted] = await db
        .select({ n: count() })
        .from(listingFavorites)
        .innerJoin(listings, eq(listings.id, listingFavorites.listingId))
        .where(mine);
      const rows = await db
        .select({ listing: listings })
        .from(listingFavorites)
        .innerJoin(listings, eq(listings.id, listingFavorites.listingId))
        .where(mine)
        .orderBy(desc(listingFavorites.registerDate), desc(listings.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      const items = await toListings(
        db,
        registry,
        rows.map((row) => row.listing),
        { userId },
      );
      return countedPage(items, counted?.n ?? 0, request.query);
    },
  );

  app.put(
    '/api/v1/me/favorites/:id',
    {
      config: own,
      schema: { tags, summary: 'Add a listing to my favorites', params: IdParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      const userId = requireAuth(request).user.id;
      const listing = await findListingById(db, request.params.id);
      // Only what the public can see may be favorited (someone else's pending listing does not exist for them).
      requireAccess(userId, 'listing', listing, 'read');
      const added = await db
        .insert(listingFavorites)
        .values({ userId, listingId: listing.id })
        .onConflictDoNothing()
        .returning({ id: listingFavorites.listingId });
      if (added.length > 0) await countStat(db, listing.id, 'favorites');
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/v1/me/favorites/:id',
    { config: own, schema: { tags, params: IdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const userId = requireAuth(request).user.id;
      await db
        .delete(listingFavorites)
        .where(and(eq(listingFavorites.userId, userId), eq(listingFavorites.listingId, request.params.id)));
      return reply.status(204).send(null);
    },
  );
}
