/** A filter value as forms and routes hold it; -1, '-1', '' and 'all' mean "not chosen". */
export type FilterValue = string | number | null | undefined;

/** The levels of a listing filter, outermost first; a deeper level needs the earlier ones in the path. */
export const FILTER_LEVELS = ['city', 'category', 'subCategory', 'subSubCategory'] as const;
export type FilterLevel = (typeof FILTER_LEVELS)[number];

/** The word that stands for an unchosen earlier level when a deeper one is set. */
export const ALL = 'all';

/** The listing filter of a vertical's list page; tariffType applies to lawyers only. */
export type ListingFilter = Partial<Record<FilterLevel | 'tariffType', FilterValue>>;
/** A listing filter read back from a URL: chosen values as text, unchosen ones absent. */
export type ParsedListingFilter = Partial<Record<FilterLevel | 'tariffType', string>>;

/** The verticals with a listing core; only lawyers filter by tariffType. */
export type ListingVertical = 'booth' | 'ads' | 'advertise' | 'expert' | 'work' | 'clinic' | 'lawyer';
/**
 * The public paths of the verticals' pages: `/{vertical}/list/{city?}/{category?}/{subCategory?}/{subSubCategory?}`,
 * or for the doctors (spec: /doctor/list) the same filter as query parameters.
 */
export type ListPathVertical = 'booth' | 'ads' | 'advertise' | 'expert' | 'work' | 'doctor' | 'lawyer';

/** The verticals whose list takes its filter as query parameters (spec: /doctor/list), not as path segments. */
export const QUERY_LIST_PATHS: readonly ListPathVertical[] = ['doctor'];

/** Whether a vertical's list takes its filter as query parameters (/doctor/list?city=...). */
export function listsByQuery(vertical: ListPathVertical): boolean {
  return QUERY_LIST_PATHS.includes(vertical);
}

/** A path with query entries added (after its own, if it has some); empty values are left out. */
export function withQuery(path: string, entries: Readonly<Record<string, string>> | [string, string][]): string {
  const pairs = (Array.isArray(entries) ? entries : Object.entries(entries)).filter(([, value]) => value !== '');
  if (pairs.length === 0) return path;
  const query = pairs.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&');
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

/** The text of a chosen filter value, or undefined when it means "not chosen" (-1, empty, 'all'). */
export function chosenFilterValue(value: FilterValue): string | undefined {
  if (value === null || value === undefined) return undefined;
  const text = String(value).trim();
  return text === '' || text === '-1' || text === ALL ? undefined : text;
}

/** Path segments of the filter levels: unchosen trailing levels left out, unchosen earlier levels as 'all'. */
export function listingFilterSegments(filter: ListingFilter): string[] {
  const values = FILTER_LEVELS.map((level) => chosenFilterValue(filter[level]));
  const deepest = values.findLastIndex((value) => value !== undefined);
  return values.slice(0, deepest + 1).map((value) => value ?? ALL);
}

/** Ordered query entries of a filter (city, category, subCategory, subSubCategory, then tariffType for lawyers). */
export function listingFilterQuery(filter: ListingFilter, vertical: ListingVertical): [string, string][] {
  const entries = listingFilterSegments(filter).map((value, index): [string, string] => [
    FILTER_LEVELS[index] ?? '',
    value,
  ]);
  const tariffType = chosenFilterValue(filter.tariffType);
  if (vertical === 'lawyer' && tariffType !== undefined) entries.push(['tariffType', tariffType]);
  return entries;
}

/**
 * The list page path of a vertical for a filter, e.g. `/booth/list/all/clothing` (segments URI-encoded), or for a
 * vertical that lists by query `/doctor/list?city=ardabil&category=all&subCategory=clinic-cardiology`.
 */
export function listingListPath(vertical: ListPathVertical, filter: ListingFilter): string {
  if (listsByQuery(vertical)) {
    const levels = listingFilterSegments(filter).map((value, index): [string, string] => [
      FILTER_LEVELS[index] ?? '',
      value,
    ]);
    return withQuery(`/${vertical}/list`, levels);
  }
  return [`/${vertical}/list`, ...listingFilterSegments(filter).map(encodeURIComponent)].join('/');
}

/** Reads a filter from the list path's segments (as the router gives them, decoded); 'all' and -1 become unset. */
export function parseListingSegments(segments: readonly (string | undefined)[]): ParsedListingFilter {
  const filter: ParsedListingFilter = {};
  FILTER_LEVELS.forEach((level, index) => {
    const value = chosenFilterValue(segments[index]);
    if (value !== undefined) filter[level] = value;
  });
  return filter;
}

/** Anything query parameters can be read from: URLSearchParams or a plain record. */
export type QuerySource = { get(name: string): string | null } | Readonly<Record<string, string | undefined>>;

/** Reads a filter from query parameters; 'all' and -1 become unset, tariffType is read for lawyers only. */
export function parseListingQuery(query: QuerySource, vertical: ListingVertical): ParsedListingFilter {
  const read = (name: string) =>
    typeof query.get === 'function' ? query.get(name) : (query as Readonly<Record<string, string | undefined>>)[name];
  const filter = parseListingSegments(FILTER_LEVELS.map((level) => read(level) ?? undefined));
  const tariffType = vertical === 'lawyer' ? chosenFilterValue(read('tariffType')) : undefined;
  if (tariffType !== undefined) filter.tariffType = tariffType;
  return filter;
}

/** The verticals' list pages: `/{vertical}/list`, then its filter as segments or (the doctors') as a query. */
const LIST_PAGE = /^\/[a-zA-Z]+\/list(?:[/?]|$)/;

/** Whether a same-site address is a vertical's list page. */
export function isListPage(path: string): boolean {
  return LIST_PAGE.test(path);
}

/**
 * A same-site address moved to another city when it is a vertical's list page (the city chooser sends the visitor
 * back there, ADR 0058): the city goes in as the `city` query parameter, which the list page reads before its path
 * and answers with a redirect to its own address (remembering the city); the list's page cursor is dropped. Any
 * other address is answered as it is. `citySlug` undefined means all cities.
 */
export function listWithCity(path: string, citySlug: string | undefined): string {
  if (!isListPage(path)) return path;
  const url = new URL(path, 'http://list.invalid');
  url.searchParams.delete('cursor');
  url.searchParams.set('city', citySlug ?? ALL);
  return `${url.pathname}${url.search}`;
}
