import { localizeDigits, toAsciiDigits } from '@shahrbazar/domain/format/number';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import { catalogues } from '../i18n.server.ts';
import { ListingSort } from '@shahrbazar/domain/enums/listing-engagement';
import type { OwnFilterView, SortView } from '../../components/listings/filter-bar.tsx';
import { sortsOf, type WebFilter, type WebVertical } from './define-vertical.ts';

// A vertical's own list filters (ADR 0024) on the web: read from the address (only values the API takes), and drawn
// in the filter bar with their words. The generic list page passes them through without naming any vertical.

/** The largest bound a range input passes on (the API refuses larger ones with 422: the page would fail). */
const MAX_BOUND = 1_000_000_000_000;

/** The vertical's own filter values of the address, as the API's query parameters; unknown or malformed ones left out. */
export function ownFilterValues(filters: readonly WebFilter[], query: URLSearchParams): Record<string, string> {
  const values: Record<string, string> = {};
  for (const filter of filters) {
    if (filter.kind === 'oneOf') {
      const value = query.get(filter.name) ?? '';
      if (filter.choices.entries.some((entry) => String(entry.value) === value)) values[filter.name] = value;
      continue;
    }
    if (filter.kind === 'flag') {
      if (['1', 'true', 'on'].includes(query.get(filter.name) ?? '')) values[filter.name] = '1';
      continue;
    }
    for (const name of [`${filter.name}Min`, `${filter.name}Max`]) {
      const typed = toAsciiDigits(query.get(name) ?? '').replace(/[,٬\s]/g, '');
      if (/^\d{1,13}$/.test(typed) && Number(typed) <= MAX_BOUND) values[name] = String(Number(typed));
    }
  }
  return values;
}

/** The vertical's own filters with their words (`listings.verticals.<key>.filters.<name>`) and current values. */
export function ownFilterViews(vertical: WebVertical, locale: Locale, values: Record<string, string>): OwnFilterView[] {
  const words = catalogues[locale].listings.verticals[vertical.key] as { filters?: Record<string, string> };
  return (vertical.filters ?? []).map((filter): OwnFilterView => {
    const label = words.filters?.[filter.name] ?? filter.name;
    if (filter.kind === 'flag') {
      return { kind: 'flag', name: filter.name, label, checked: values[filter.name] === '1' };
    }
    if (filter.kind === 'range') {
      return {
        kind: 'range',
        name: filter.name,
        label,
        // Shown as the visitor reads numbers (Persian digits in Persian); the address keeps ASCII.
        min: localizeDigits(values[`${filter.name}Min`] ?? '', locale),
        max: localizeDigits(values[`${filter.name}Max`] ?? '', locale),
      };
    }
    return {
      kind: 'oneOf',
      name: filter.name,
      label,
      value: values[filter.name] ?? '',
      options: filter.choices.entries.map((entry) => ({ value: String(entry.value), label: entry.label[locale] })),
    };
  });
}

/** The sort of the address when the vertical offers it and it is not the default (ADR 0027): `{ sort }` or nothing. */
export function sortValue(vertical: WebVertical, query: URLSearchParams): Record<string, string> {
  const sort = query.get('sort') ?? '';
  return sort !== ListingSort.newest && sortsOf(vertical).some((offered) => offered === sort) ? { sort } : {};
}

/** The sort select of a vertical's list: its sorts with their words, and the one chosen ('' = newest). */
export function sortView(vertical: WebVertical, locale: Locale, values: Record<string, string>): SortView {
  return {
    label: catalogues[locale].listingExperience.sort,
    value: values.sort ?? '',
    options: sortsOf(vertical).map((sort) => ({
      value: sort === ListingSort.newest ? '' : sort,
      label: ListingSort.label(sort, locale),
    })),
  };
}
