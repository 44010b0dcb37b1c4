import { describe, expect, it } from 'vitest';
import { listHref } from './applied-filters.server.ts';

describe("a list's address", () => {
  it('puts the search, own filters and cursor after the path segments', () => {
    expect(listHref('ads', { city: 'ardabil' }, 'کتاب', 42, { withPhoto: '1', urgent: '' })).toBe(
      `/ads/list/ardabil?q=${encodeURIComponent('کتاب')}&withPhoto=1&cursor=42`,
    );
  });

  it('joins them to a list that is filtered by query parameters (the doctors), never a second «?»', () => {
    const href = listHref('doctor', { city: 'ardabil', subCategory: 'clinic-cardiology' }, '', undefined, {
      activeChat: '1',
    });
    expect(href.split('?')).toHaveLength(2);
    expect(new URL(href, 'http://x').searchParams.get('activeChat')).toBe('1');
    expect(new URL(href, 'http://x').searchParams.get('subCategory')).toBe('clinic-cardiology');
  });
});
