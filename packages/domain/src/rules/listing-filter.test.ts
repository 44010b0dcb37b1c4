import { describe, it, expect } from 'vitest';
import {
  chosenFilterValue,
  listingFilterQuery,
  listingFilterSegments,
  listingListPath,
  listWithCity,
  parseListingQuery,
  parseListingSegments,
  withQuery,
} from './listing-filter.ts';

describe('chosenFilterValue', () => {
  it('treats -1, "-1", empty, "all", null and undefined as not chosen', () => {
    for (const value of [-1, '-1', '', '  ', 'all', null, undefined]) expect(chosenFilterValue(value)).toBeUndefined();
    expect(chosenFilterValue(0)).toBe('0');
    expect(chosenFilterValue(12)).toBe('12');
    expect(chosenFilterValue('tabriz')).toBe('tabriz');
  });
});

describe('building a listing filter', () => {
  it('leaves out -1 values and an empty city', () => {
    expect(listingFilterSegments({ city: '', category: -1, subCategory: '-1', subSubCategory: -1 })).toEqual([]);
    expect(listingListPath('booth', { city: '', category: -1 })).toBe('/booth/list');
  });

  it('fills missing earlier levels with all once a deeper level is set', () => {
    expect(listingFilterSegments({ city: -1, category: -1, subCategory: 'shoes' })).toEqual(['all', 'all', 'shoes']);
    expect(listingFilterSegments({ city: '', subSubCategory: 9 })).toEqual(['all', 'all', 'all', '9']);
    expect(listingFilterSegments({ city: 'tabriz', category: -1, subCategory: 'shoes' })).toEqual([
      'tabriz',
      'all',
      'shoes',
    ]);
  });

  it('stops at the deepest chosen level', () => {
    expect(
      listingFilterSegments({ city: 'tabriz', category: 'clothing', subCategory: -1, subSubCategory: -1 }),
    ).toEqual(['tabriz', 'clothing']);
  });

  it('builds the list path with encoded segments', () => {
    expect(listingListPath('ads', { category: 'املاک' })).toBe(`/ads/list/all/${encodeURIComponent('املاک')}`);
    expect(listingListPath('work', { city: 'tabriz', category: 3 })).toBe('/work/list/tabriz/3');
  });

  it("puts the doctors' filter in the query (spec: /doctor/list), earlier levels as all", () => {
    expect(listingListPath('doctor', {})).toBe('/doctor/list');
    expect(listingListPath('doctor', { city: 'ardabil', subCategory: 'clinic-cardiology' })).toBe(
      '/doctor/list?city=ardabil&category=all&subCategory=clinic-cardiology',
    );
    expect(withQuery(listingListPath('doctor', { city: 'ardabil' }), { q: 'قلب', cursor: '' })).toBe(
      `/doctor/list?city=ardabil&q=${encodeURIComponent('قلب')}`,
    );
    expect(withQuery('/ads/list', [['q', 'x']])).toBe('/ads/list?q=x');
  });

  it('builds ordered query entries, with tariffType for lawyers only', () => {
    const filter = { tariffType: 'phone', subCategory: 'family', city: 'tabriz' };
    expect(listingFilterQuery(filter, 'lawyer')).toEqual([
      ['city', 'tabriz'],
      ['category', 'all'],
      ['subCategory', 'family'],
      ['tariffType', 'phone'],
    ]);
    expect(listingFilterQuery(filter, 'clinic')).toEqual([
      ['city', 'tabriz'],
      ['category', 'all'],
      ['subCategory', 'family'],
    ]);
    expect(listingFilterQuery({ city: 'tabriz', tariffType: -1 }, 'lawyer')).toEqual([['city', 'tabriz']]);
  });
});

describe('parsing a listing filter', () => {
  it('reads path segments, all meaning unset', () => {
    expect(parseListingSegments(['all', 'all', 'shoes'])).toEqual({ subCategory: 'shoes' });
    expect(parseListingSegments(['tabriz', undefined, undefined, undefined])).toEqual({ city: 'tabriz' });
    expect(parseListingSegments([])).toEqual({});
  });

  it('round-trips a built path', () => {
    const filter = { city: 'tabriz', subSubCategory: 'sneakers' };
    const segments = listingFilterSegments(filter);
    expect(parseListingSegments(segments)).toEqual(filter);
  });

  it('reads query parameters from URLSearchParams or a record', () => {
    const params = new URLSearchParams('city=all&category=-1&subCategory=family&tariffType=chat');
    expect(parseListingQuery(params, 'lawyer')).toEqual({ subCategory: 'family', tariffType: 'chat' });
    expect(parseListingQuery(params, 'expert')).toEqual({ subCategory: 'family' });
    expect(parseListingQuery({ city: 'tabriz', category: '' }, 'ads')).toEqual({ city: 'tabriz' });
  });
});

describe('listWithCity (the city chooser sends a visitor back to their list in the new city)', () => {
  it('sets the city of a list page, in its path form or its query form, and drops the page cursor', () => {
    expect(listWithCity('/ads/list', 'tabriz')).toBe('/ads/list?city=tabriz');
    expect(listWithCity('/ads/list/ardabil/vehicles?q=pride&cursor=40', 'tabriz')).toBe(
      '/ads/list/ardabil/vehicles?q=pride&city=tabriz',
    );
    expect(listWithCity('/doctor/list?city=ardabil&category=clinic', undefined)).toBe(
      '/doctor/list?city=all&category=clinic',
    );
  });

  it('leaves any other address as it is', () => {
    expect(listWithCity('/', 'tabriz')).toBe('/');
    expect(listWithCity('/ads/listing-rules', 'tabriz')).toBe('/ads/listing-rules');
    expect(listWithCity('/ads/slug-12', 'tabriz')).toBe('/ads/slug-12');
    expect(listWithCity('/panel/myAds?list=1', 'tabriz')).toBe('/panel/myAds?list=1');
  });
});
