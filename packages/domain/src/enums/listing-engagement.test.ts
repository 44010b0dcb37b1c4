import { describe, expect, it } from 'vitest';
import { expectLabelled } from './expect-labelled.ts';
import { ListingReportReason, ListingReportStatus, ListingSort, offeredSorts } from './listing-engagement.ts';

describe('listing engagement enumerations', () => {
  it('name the sorts the list offers, newest first', () => {
    expect(ListingSort.values).toEqual(['newest', 'cheapest', 'expensive', 'mostViewed', 'earliestSlot', 'topRated']);
    expect(ListingSort.label('cheapest', 'fa')).toBe('ارزان‌ترین');
  });

  it('offer the price sorts to a priced vertical and the declared ones only to a vertical that names them', () => {
    expect(offeredSorts({ priced: false })).toEqual(['newest', 'mostViewed']);
    expect(offeredSorts({ priced: true })).toEqual(['newest', 'cheapest', 'expensive', 'mostViewed']);
    expect(offeredSorts({ priced: false, declared: ['earliestSlot', 'topRated'] })).toEqual([
      'newest',
      'mostViewed',
      'earliestSlot',
      'topRated',
    ]);
    expect(ListingSort.label('earliestSlot', 'fa')).toBe('نزدیک‌ترین نوبت خالی');
  });

  it('label every value in both locales', () => {
    for (const e of [ListingSort, ListingReportReason, ListingReportStatus]) expectLabelled(e);
    expect(ListingReportReason.label('scam', 'fa')).toBe('کلاهبرداری');
  });
});
