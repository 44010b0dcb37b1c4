import { ListingStatus } from '@shahrbazar/domain/enums/status';
import {
  TagListingsQuerySchema,
  TagListingsSchema,
  TagSlugParamsSchema,
  type TagListings,
} from '@shahrbazar/domain/api/discovery.schema';
import { PAGE_SIZE } from '@shahrbazar/domain/rules/pagination';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import type { Db } from '../../db/client.ts';
import { requestLocale } from '../../http/locale.ts';
import type { App, AppDeps } from '../../http/types.ts';
import { findTagBySlug } from '../catalogue/tag.service.ts';
import { cityOf } from '../geo/city-lookup.ts';
import { toListings, type VerticalRegistry } from './listing.mapper.ts';
import { findListingPage } from './listing.repository.ts';

interface TagListingsQuery {
  cursor?: number | undefined;
  /** A city's id or slug: only its listings (the visitor's chosen city); left out for all cities. */
  city?: string | undefined;
  locale?: Locale | undefined;
}

/**
 * The live listings of every registered vertical that carry a tag, newest first, a page at a time after `cursor`
 * (keyset on the GIN index of the tags: as fast on the hundredth page as on the first), of one city when one is
 * given, as the other lists. An unknown tag is a 404; an unknown city an empty list.
 */
export async function tagListings(
  db: Db,
  registry: VerticalRegistry,
  slug: string,
  query: TagListingsQuery = {},
): Promise<TagListings> {
  const tag = await findTagBySlug(db, slug);
  const city = query.city === undefined ? undefined : await cityOf(db, query.city);
  if (query.city !== undefined && !city) return { tag, items: [], nextCursor: null };
  const rows = await findListingPage(
    db,
    { tagId: tag.id, status: ListingStatus.active, ...(city ? { cityId: city.id } : {}) },
    { limit: PAGE_SIZE + 1, ...(query.cursor === undefined ? {} : { cursor: query.cursor }) },
  );
  const shown = rows.slice(0, PAGE_SIZE);
  const items = await toListings(
    db,
    registry,
    shown.filter((row) => registry.has(row.vertical)),
    { locale: query.locale },
  );
  return {
    tag,
    items: items.map((listing) => ({ ...listing, mobile: null })),
    nextCursor: rows.length > PAGE_SIZE ? (shown.at(-1)?.id ?? null) : null,
  };
}

/** A tag's listings (its page /tags/{slug} lists them beside the posts that carry it; ADR 0043). */
export function tagListingsRoutes(app: App, deps: AppDeps, registry: VerticalRegistry): void {
  app.get(
    '/api/v1/tags/:slug/listings',
    {
      config: { access: 'public' },
      schema: {
        tags: ['discovery'],
        summary: 'The live listings of every section that carry a tag, newest first (keyset: cursor)',
        params: TagSlugParamsSchema,
        querystring: TagListingsQuerySchema,
        response: { 200: TagListingsSchema },
      },
    },
    async (request) =>
      tagListings(deps.database.db, registry, request.params.slug, {
        ...request.query,
        locale: requestLocale(request),
      }),
  );
}
