import { formatNumber } from '@shahrbazar/domain/format/number';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import { FILTER_LEVELS, listingListPath, type ParsedListingFilter } from '@shahrbazar/domain/rules/listing-filter';
import type { OwnFilterView, SortView } from '../../components/listings/filter-bar.tsx';
import { catalogues } from '../i18n.server.ts';
import { fill } from './view.server.ts';

// The filters a list is narrowed by, as removable chips (issue 16): each chip is a link to the same list without it,
// so removing one works without JavaScript, and their number is the count on the phone's filter button.

type ListPath = Parameters<typeof listingListPath>[0];

/** One applied filter: what it says and the list's address without it. */
export interface AppliedFilter {
  label: string;
  href: string;
}

/** The list's address for a filter, with the search text and the vertical's own filters kept (and a cursor). */
export function listHref(
  path: ListPath,
  slugs: ParsedListingFilter,
  q: string,
  cursor?: number,
  own: Record<string, string> = {},
) {
  const query = new URLSearchParams();
  if (q) query.set('q', q);
  for (const [name, value] of Object.entries(own)) if (value) query.set(name, value);
  if (cursor !== undefined) query.set('cursor', String(cursor));
  const search = query.toString();
  const base = listingListPath(path, slugs);
  // A list filtered by query parameters (the doctors') already has a query: the rest joins it.
  return search ? `${base}${base.includes('?') ? '&' : '?'}${search}` : base;
}

const without = (values: Record<string, string>, names: readonly string[]) =>
  Object.fromEntries(Object.entries(values).filter(([name]) => !names.includes(name)));

/**
 * The chips of a list: its city and category levels (removing a level removes the ones under it), the vertical's own
 * filters and a sort other than newest, in the order the panel shows them.
 */
export function appliedFilters(input: {
  path: ListPath;
  slugs: ParsedListingFilter;
  titles: Partial<Record<(typeof FILTER_LEVELS)[number], string>>;
  q: string;
  own: Record<string, string>;
  views: readonly OwnFilterView[];
  sort: SortView;
  locale: Locale;
}): AppliedFilter[] {
  const { path, slugs, titles, q, own, locale } = input;
  const words = catalogues[locale].listingExperience.filters;
  const chips: AppliedFilter[] = [];
  FILTER_LEVELS.forEach((level, index) => {
    const title = titles[level];
    if (slugs[level] === undefined || !title) return;
    const kept: ParsedListingFilter = { ...slugs };
    // The city stands alone; a category level takes the levels under it along.
    for (const deeper of level === 'city' ? [level] : FILTER_LEVELS.slice(index)) delete kept[deeper];
    chips.push({ label: title, href: listHref(path, kept, q, undefined, own) });
  });
  const chip = (names: string[], label: string) =>
    chips.push({ label, href: listHref(path, slugs, q, undefined, without(own, names)) });
  for (const view of input.views) {
    if (view.kind === 'flag' && view.checked) chip([view.name], view.label);
    if (view.kind === 'oneOf' && view.value) {
      const option = view.options.find((entry) => entry.value === view.value);
      chip([view.name], fill(words.pair, { label: view.label, value: option?.label ?? view.value }));
    }
    if (view.kind === 'range') {
      const [min, max] = [own[`${view.name}Min`], own[`${view.name}Max`]].map((bound) =>
        bound === undefined ? '' : formatNumber(Number(bound), locale),
      );
      if (!min && !max) continue;
      const label = min && max ? words.range : min ? words.rangeMin : words.rangeMax;
      chip([`${view.name}Min`, `${view.name}Max`], fill(label, { label: view.label, min: min ?? '', max: max ?? '' }));
    }
  }
  const sorted = input.sort.options.find((option) => option.value === input.sort.value && option.value !== '');
  if (sorted) chip(['sort'], fill(words.pair, { label: input.sort.label, value: sorted.label }));
  return chips;
}
