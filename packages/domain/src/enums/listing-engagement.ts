import { defineEnum } from './define-enum.ts';
import type { EnumValue } from './define-enum.ts';

/**
 * The orders a public list can be sorted in (ADR 0027). Newest is the default; cheapest and most expensive need the
 * vertical to declare a price (negotiable, 0, comes last in both); most viewed counts a visitor once a day.
 */
export const ListingSort = defineEnum({
  newest: { value: 'newest', fa: 'جدیدترین', en: 'Newest' },
  cheapest: { value: 'cheapest', fa: 'ارزان‌ترین', en: 'Cheapest' },
  expensive: { value: 'expensive', fa: 'گران‌ترین', en: 'Most expensive' },
  mostViewed: { value: 'mostViewed', fa: 'پربازدیدترین', en: 'Most viewed' },
  earliestSlot: { value: 'earliestSlot', fa: 'نزدیک‌ترین نوبت خالی', en: 'Earliest free slot' },
  topRated: { value: 'topRated', fa: 'بیشترین امتیاز', en: 'Top rated' },
});
export type ListingSort = EnumValue<typeof ListingSort>;

/** The sorts that order by the listing's price. */
export const PRICE_SORTS: readonly ListingSort[] = [ListingSort.cheapest, ListingSort.expensive];

/**
 * The sorts a list offers only when its vertical declares them (ADR 0042): the earliest free slot (a column the
 * appointment book keeps) and the rating (the comments' scores).
 */
export const DECLARED_SORTS: readonly ListingSort[] = [ListingSort.earliestSlot, ListingSort.topRated];

/**
 * The sorts a vertical's list offers (API and web alike): newest and most viewed always, the price sorts for a priced
 * vertical, the declared ones it names.
 */
export function offeredSorts(vertical: { priced: boolean; declared?: readonly ListingSort[] }): ListingSort[] {
  return ListingSort.values.filter((sort) =>
    PRICE_SORTS.includes(sort)
      ? vertical.priced
      : DECLARED_SORTS.includes(sort)
        ? (vertical.declared ?? []).includes(sort)
        : true,
  );
}

/** Why a visitor reports a listing («گزارش آگهی»). */
export const ListingReportReason = defineEnum({
  scam: { value: 'scam', fa: 'کلاهبرداری', en: 'Scam or fraud' },
  wrongCategory: { value: 'wrongCategory', fa: 'دسته‌بندی یا اطلاعات نادرست', en: 'Wrong category or details' },
  duplicate: { value: 'duplicate', fa: 'آگهی تکراری', en: 'Duplicate' },
  unavailable: { value: 'unavailable', fa: 'فروخته شده یا در دسترس نیست', en: 'Sold or not available' },
  inappropriate: { value: 'inappropriate', fa: 'محتوای نامناسب', en: 'Inappropriate content' },
  other: { value: 'other', fa: 'سایر موارد', en: 'Other' },
});
export type ListingReportReason = EnumValue<typeof ListingReportReason>;

/** A report waits in the back office's queue (open) until a manager closes it. */
export const ListingReportStatus = defineEnum({
  open: { value: 0, fa: 'در انتظار بررسی', en: 'Open' },
  closed: { value: 1, fa: 'بررسی شده', en: 'Closed' },
});
export type ListingReportStatus = EnumValue<typeof ListingReportStatus>;

/** Open reports by this many different people take a live listing down to review until a manager looks. */
export const REPORTS_TO_HIDE = 3;

/** How many specials are pinned above a list's first page (rotating among all that match). */
export const PINNED_SPECIALS = 3;

/** How many days of statistics an owner sees. */
export const STATS_DAYS = 30;
