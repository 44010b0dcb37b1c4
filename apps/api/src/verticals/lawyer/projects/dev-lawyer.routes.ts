import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { CategoryType } from '@shahrbazar/domain/enums/listing';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import { makeSlugId } from '@shahrbazar/domain/text/slug';
import type { App, AppDeps } from '../../../http/types.ts';
import { assertLoopbackCaller } from '../../../http/loopback.ts';
import { requireAuth } from '../../../modules/auth/access-control.ts';
import { generalCategories, generalSubCategories } from '../../../modules/catalogue/category.table.ts';
import { cities } from '../../../modules/geo/geo.table.ts';
import { listings } from '../../../modules/listings/listing.table.ts';
import { activeLawyerListing, LAWYER_VERTICAL } from './lawyer-of.ts';

/**
 * POST /api/v1/dev/lawyers: makes the signed-in caller a lawyer for client projects (an active listing of the lawyer
 * vertical), for journeys while the lawyer vertical's own registration is not on this branch (ADR 0041). Registered
 * only where the dev outbox is (never in production) and answered only on this machine, as the dev jobs are.
 */
export function devLawyerRoutes(app: App, deps: AppDeps): void {
  if (!deps.services.outbox) return;
  const db = deps.database.db;
  app.post(
    '/api/v1/dev/lawyers',
    {
      config: { access: { session: 'general' } },
      schema: {
        tags: ['dev'],
        summary: 'Make me a lawyer with an active lawyer page (development and test only)',
        body: z.object({ title: z.string().trim().min(1).max(120).optional() }).default({}),
        response: { 200: z.object({ listingId: z.number().int() }) },
      },
    },
    async (request) => {
      assertLoopbackCaller(request);
      const user = requireAuth(request).user;
      const existing = await activeLawyerListing(db, user.id);
      if (existing) return { listingId: existing.id };
      const [chain] = await db
        .select({ category: generalCategories.id, sub: generalSubCategories.id })
        .from(generalSubCategories)
        .innerJoin(generalCategories, eq(generalCategories.id, generalSubCategories.generalCategoryId))
        .where(and(eq(generalCategories.type, CategoryType.lawyer)))
        .orderBy(asc(generalSubCategories.id))
        .limit(1);
      const [city] = await db.select({ id: cities.id }).from(cities).orderBy(asc(cities.id)).limit(1);
      const [row] = await db
        .insert(listings)
        .values({
          vertical: LAWYER_VERTICAL,
          userId: user.id,
          cityId: city?.id ?? null,
          generalCategoryId: chain?.category ?? null,
          generalSubCategoryId: chain?.sub ?? null,
          title: request.body?.title ?? `وکیل ${user.name}`,
          slug: 'vakil',
          slugId: makeSlugId((size) => randomBytes(size), 12),
          status: ListingStatus.active,
        })
        .returning({ id: listings.id });
      return { listingId: row!.id };
    },
  );
}
