import { toAsciiDigits } from '@shahrbazar/domain/format/number';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import { catalogues } from '../i18n.server.ts';
import type { OwnFilterView } from '../../components/listings/filter-bar.tsx';
import type { WebFilter, WebVertical } from './define-vertical.ts';

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
    if (filter.kind === 'range') {
      return {
        kind: 'range',
        name: filter.name,
        label,
        min: values[`${filter.name}Min`] ?? '',
        max: values[`${filter.name}Max`] ?? '',
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
