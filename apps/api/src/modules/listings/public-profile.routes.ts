import { PublicProfileSchema, type PublicProfile } from '@shahrbazar/domain/api/discovery.schema';
import { IdParamsSchema } from '@shahrbazar/domain/api/id.schema';
import { AuthLevel } from '@shahrbazar/domain/enums/people';
import { ActiveStatus, ListingStatus } from '@shahrbazar/domain/enums/status';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import { requestLocale } from '../../http/locale.ts';
import type { App, AppDeps } from '../../http/types.ts';
import { findUserFace } from '../users/user.repository.ts';
import { toListings, type VerticalRegistry } from './listing.mapper.ts';
import { findListingPage } from './listing.repository.ts';

/** How many of a user's live listings their profile shows. */
const PROFILE_LISTINGS = 30;

/**
 * A user's public face: name, avatar, verified badge, member since, and their live listings of every vertical (booths
 * among them). The mobile only when the user's displayMobile allows; never the e-mail or anything private. An unknown
 * or deactivated user is a 404.
 */
export async function publicProfile(
  db: Db,
  registry: VerticalRegistry,
  id: number,
  locale?: Locale,
): Promise<PublicProfile> {
  const user = await findUserFace(db, id);
  if (!user || user.status !== ActiveStatus.active) throw new AppError('not_found');
  const rows = await findListingPage(db, { userId: id, status: ListingStatus.active }, { limit: PROFILE_LISTINGS + 1 });
  const live = rows.filter((row) => registry.has(row.vertical));
  const listings = await toListings(db, registry, live.slice(0, PROFILE_LISTINGS), { locale });
  return {
    id: user.id,
    name: user.name,
    avatar: user.avatar,
    verified: user.authLevel >= AuthLevel.level1,
    mobile: user.displayMobile === 1 ? user.mobile : null,
    registerDate: user.registerDate.toISOString(),
    listings: listings.map((listing) => ({ ...listing, mobile: null })),
    more: rows.length > PROFILE_LISTINGS,
  };
}

/** The public profile (spec: /profile/{id}). */
export function publicProfileRoutes(app: App, deps: AppDeps, registry: VerticalRegistry): void {
  app.get(
    '/api/v1/profiles/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['discovery'],
        summary: "A user's public profile and live listings",
        params: IdParamsSchema,
        response: { 200: PublicProfileSchema },
      },
    },
    async (request) => publicProfile(deps.database.db, registry, request.params.id, requestLocale(request)),
  );
}
