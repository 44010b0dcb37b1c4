import { createHash } from 'node:crypto';
import type { ListingListQuery } from '@shahrbazar/domain/api/listing.schema';
import { ListingSort, PINNED_SPECIALS } from '@shahrbazar/domain/enums/listing-engagement';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import { isPubliclyVisible } from '@shahrbazar/domain/rules/listing-status';
import { searchWordsOf } from '@shahrbazar/domain/text/search-fold';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { categoryIdOf } from '../catalogue/category-chain.ts';
import { tagSlugsByIds } from '../catalogue/tag-resolve.ts';
import { cityOf } from '../geo/city-lookup.ts';
import type { VerticalDefinition } from './define-vertical.ts';
import { declaredOrder, detailFilterCondition } from './detail-filter.ts';
import { toListings, type VerticalRegistry, type Viewer } from './listing.mapper.ts';
import { findListingCardBySlugId, findListingCards } from './listing-cards.repository.ts';
import { recordView, type ListingFilter, type ListingRow } from './listing.repository.ts';
import { isOwnRecord } from '../access/record-access.ts';

/** Search words of a query: normalised (ی/ي, ک/ك, digits, ZWNJ) and folded (آ, ۀ), at most 6, of 2 characters or more. */
export function searchWords(q: string | undefined): string[] {
  return q ? searchWordsOf(q) : [];
}

/** The spec's filters of a list, each given by id or slug, as ids; undefined when one names nothing (empty list). */
async function resolveFilter(db: Db, vertical: string, query: ListingListQuery): Promise<ListingFilter | undefined> {
  const filter: ListingFilter = {
    vertical,
    status: ListingStatus.active,
    termRunning: true,
    words: searchWords(query.q),
  };
  if (query.special === 'true') filter.special = true;
  if (query.user !== undefined) filter.userId = query.user;
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

/** Tags with their slugs (a tag deleted since keeps its title and has no slug: no link). */
async function withTagSlugs(
  db: Db,
  carried: ReadonlyArray<{ id: number; title: string }>,
): Promise<Array<{ id: number; title: string; slug?: string }>> {
  if (carried.length === 0) return [];
  const slugs = await tagSlugsByIds(
    db,
    carried.map((tag) => tag.id),
  );
  return carried.map((tag) => {
    const slug = slugs.get(tag.id);
    return slug === undefined ? tag : { ...tag, slug };
  });
}

/** How long the pinned specials keep one order before the next ones take their turn on top. */
const PIN_SLOT_MS = 10 * 60_000;

/**
 * A public page of a vertical's active listings, newest first or in the sort asked for, with the spec's filters, the
 * vertical's declared ones and a search text. Fetches one row more than the page to know whether more exist: a cursor
 * page, never counted (ADR 0117). The first page of the newest list also carries the pinned specials (ADR 0027).
 */
export async function browseListings(
  db: Db,
  registry: VerticalRegistry,
  vertical: VerticalDefinition,
  query: ListingListQuery & { sort?: ListingSort },
  viewer: Viewer,
) {
  const filter = await resolveFilter(db, vertical.key, query);
  if (filter) filter.detail = detailFilterCondition(db, vertical, query as Record<string, unknown>);
  const sort = query.sort ?? ListingSort.newest;
  const declared = declaredOrder(vertical, sort);
  const pinnable = filter && sort === ListingSort.newest && !filter.special && query.cursor === undefined;
  // One statement: the page, the pinned specials of a first page, each card's owner and detail row (ADR 0063).
  const { items: rows, pinned } = filter
    ? await findListingCards(db, filter, {
        limit: query.perPage + 1,
        sort,
        detail: vertical.detail.table,
        ...(declared ? { declared } : {}),
        ...(query.cursor === undefined ? { offset: (query.page - 1) * query.perPage } : { cursor: query.cursor }),
        ...(pinnable && query.page === 1
          ? { pinned: { limit: PINNED_SPECIALS, slot: Math.floor(Date.now() / PIN_SLOT_MS) } }
          : {}),
      })
    : { items: [], pinned: [] };
  const more = rows.length > query.perPage;
  const page = rows.slice(0, query.perPage);
  return {
    items: await toListings(db, registry, page, viewer),
    pinned: await toListings(db, registry, pinned, viewer),
    perPage: query.perPage,
    nextCursor: more ? (page.at(-1)?.id ?? null) : null,
  };
}

/** Who a visitor is for counting views: the user, else a hash of address and browser (never stored raw). */
export function visitorOf(userId: number | undefined, ip: string, userAgent: string | undefined): string {
  const who = userId === undefined ? `ip:${ip}|${userAgent ?? ''}` : `user:${userId}`;
  return createHash('sha256').update(who).digest('base64url').slice(0, 32);
}

/** Tehran's calendar day as YYYY-MM-DD; made once (making a DateTimeFormat cost ~0.4 ms of every listing's page). */
const IRAN_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' });

/** Today's date in Iran (YYYY-MM-DD): a view counts once per visitor per Iranian day. */
export function iranDay(now: Date): string {
  return IRAN_DAY.format(now);
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
  return listingPage(db, registry, vertical, await findListingCardBySlugId(db, slugId, vertical.detail.table), viewer);
}

/**
 * A listing's page as every visitor sees it (no caller's marks, no contact, the views as read), or undefined when it is
 * not public (its owner and managers see it by listingDetail). Kept for everyone by the detail route (issue 32).
 */
export async function publicListingDetail(
  db: Db,
  registry: VerticalRegistry,
  vertical: VerticalDefinition,
  slugId: string,
  locale: Locale,
) {
  const row = await findListingCardBySlugId(db, slugId, vertical.detail.table);
  if (!row || row.vertical !== vertical.key) throw new AppError('not_found');
  if (!isPubliclyVisible(row.status)) return undefined;
  return pageOfRow(db, registry, row, { privileged: false, withContact: false, locale });
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
  const own = isOwnRecord(viewer.userId, 'listing', row);
  const visible = isPubliclyVisible(row.status);
  if (!visible && !own && !viewer.manager) throw new AppError('not_found');
  if (visible && !own && (await recordView(db, row.id, viewer.visitor, iranDay(new Date())))) row.views += 1;
  return pageOfRow(db, registry, row, {
    userId: viewer.userId,
    privileged: own || viewer.manager,
    withContact: own || viewer.manager,
    locale: viewer.locale,
  });
}

/** A row as a listing's page answers it, for a viewer: the mapped listing with its tags' slugs. */
async function pageOfRow(db: Db, registry: VerticalRegistry, row: ListingRow, viewer: Viewer) {
  const [listing] = await toListings(db, registry, [row], viewer);
  if (!listing) throw new AppError('not_found');
  // The page's tag chips link to each tag's page: its slug, read now (one query, on this page only).
  listing.tags = await withTagSlugs(db, listing.tags);
  return listing;
}
