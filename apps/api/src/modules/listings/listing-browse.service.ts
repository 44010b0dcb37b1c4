import { createHash } from 'node:crypto';
import type { ListingListQuery } from '@shahrbazar/domain/api/listing.schema';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import { isPubliclyVisible } from '@shahrbazar/domain/rules/listing-status';
import { normalizeForSearch } from '@shahrbazar/domain/text/normalize';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { categoryIdOf } from '../catalogue/category-chain.ts';
import { cityOf } from '../geo/city-lookup.ts';
import type { VerticalDefinition } from './define-vertical.ts';
import { detailFilterCondition } from './detail-filter.ts';
import { toListings, type VerticalRegistry, type Viewer } from './listing.mapper.ts';
import {
  findListingBySlugId,
  findListingPage,
  recordView,
  type ListingFilter,
  type ListingRow,
} from './listing.repository.ts';

/** Search words of a query: normalised (ی/ي, ک/ك, digits, ZWNJ), at most 6, each at least 2 characters. */
export function searchWords(q: string | undefined): string[] {
  if (!q) return [];
  return normalizeForSearch(q)
    .split(' ')
    .filter((word) => word.length >= 2)
    .slice(0, 6);
}

/** The spec's filters of a list, each given by id or slug, as ids; undefined when one names nothing (empty list). */
async function resolveFilter(db: Db, vertical: string, query: ListingListQuery): Promise<ListingFilter | undefined> {
  const filter: ListingFilter = { vertical, status: ListingStatus.active, words: searchWords(query.q) };
  if (query.special === 'true') filter.special = true;
  if (query.city) {
    const city = await cityOf(db, query.city);
    if (!city) return undefined;
    filter.cityId = city.id;
  }
  const levels = [
    ['category', 'generalCategoryId'],
    ['subCategory', 'generalSubCategoryId'],
    ['subSubCategory', 'generalSubSubCategoryId'],
  ] as const;
  for (const [level, column] of levels) {
    const value = query[level];
    if (!value) continue;
    const id = await categoryIdOf(db, level, value);
    if (id === undefined) return undefined;
    filter[column] = id;
  }
  return filter;
}

/**
 * A public page of a vertical's active listings, newest first, with the spec's filters and a search text. Fetches one
 * row more than the page to know whether more exist (no count of the whole list).
 */
export async function browseListings(
  db: Db,
  registry: VerticalRegistry,
  vertical: VerticalDefinition,
  query: ListingListQuery,
  viewer: Viewer,
) {
  const filter = await resolveFilter(db, vertical.key, query);
  if (filter) filter.detail = detailFilterCondition(db, vertical, query as Record<string, unknown>);
  const rows = filter
    ? await findListingPage(db, filter, {
        limit: query.perPage + 1,
        ...(query.cursor === undefined ? { offset: (query.page - 1) * query.perPage } : { cursor: query.cursor }),
      })
    : [];
  const more = rows.length > query.perPage;
  const page = rows.slice(0, query.perPage);
  return {
    items: await toListings(db, registry, page, viewer),
    currentPage: query.page,
    perPage: query.perPage,
    lastPage: more ? query.page + 1 : query.page,
    nextCursor: more ? (page.at(-1)?.id ?? null) : null,
  };
}

/** Who a visitor is for counting views: the user, else a hash of address and browser (never stored raw). */
export function visitorOf(userId: number | undefined, ip: string, userAgent: string | undefined): string {
  const who = userId === undefined ? `ip:${ip}|${userAgent ?? ''}` : `user:${userId}`;
  return createHash('sha256').update(who).digest('base64url').slice(0, 32);
}

/** Today's date in Iran (YYYY-MM-DD): a view counts once per visitor per Iranian day. */
export function iranDay(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(now);
}

/**
 * A listing's detail page: public when active; its owner and managers see it in any status (a preview). A view is
 * counted once per visitor per day, not for the owner.
 */
export async function listingDetail(
  db: Db,
  registry: VerticalRegistry,
  vertical: VerticalDefinition,
  slugId: string,
  viewer: Viewer & { visitor: string; manager: boolean },
) {
  return listingPage(db, registry, vertical, await findListingBySlugId(db, slugId), viewer);
}

/** A listing's page from its row (found by slugId, or by a vertical's own address such as a booth's name). */
export async function listingPage(
  db: Db,
  registry: VerticalRegistry,
  vertical: VerticalDefinition,
  row: ListingRow | undefined,
  viewer: Viewer & { visitor: string; manager: boolean },
) {
  if (!row || row.vertical !== vertical.key) throw new AppError('not_found');
  const own = viewer.userId === row.userId;
  const visible = isPubliclyVisible(row.status);
  if (!visible && !own && !viewer.manager) throw new AppError('not_found');
  if (visible && !own && (await recordView(db, row.id, viewer.visitor, iranDay(new Date())))) row.views += 1;
  const [listing] = await toListings(db, registry, [row], {
    userId: viewer.userId,
    privileged: own || viewer.manager,
    withContact: true,
  });
  if (!listing) throw new AppError('not_found');
  return listing;
}
