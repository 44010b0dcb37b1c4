/** The list filter fields of the back office and panel lists, as the API takes them. */
export const LIST_FILTER_KEYS = [
  'page',
  'perPage',
  'type',
  'method',
  'status',
  'item_id',
  'paymentMethod',
  'deviceType',
  'textSearch',
  'packageId',
  'userId',
] as const;
export type ListFilterKey = (typeof LIST_FILTER_KEYS)[number];

/** A list filter as a form holds it: -1 in a select and '' in a text box mean "no filter". */
export type ListFilter = Partial<Record<ListFilterKey, number | string | null | undefined>>;
/** A list filter as it is sent: every field present, "no filter" as null. */
export type NormalizedListFilter = Record<ListFilterKey, number | string | null>;

/** Whether a filter value means "no filter": -1 (number or text), an empty or blank text, null or undefined. */
export function isNoFilter(value: number | string | null | undefined): boolean {
  if (value === null || value === undefined || value === -1) return true;
  return typeof value === 'string' && (value.trim() === '' || value.trim() === '-1');
}

/** Normalises a list filter for sending: every known field present, -1 and empty texts as null. */
export function normalizeListFilter(filter: ListFilter): NormalizedListFilter {
  const normalized = {} as NormalizedListFilter;
  for (const key of LIST_FILTER_KEYS) {
    const value = filter[key];
    normalized[key] = isNoFilter(value) ? null : (value ?? null);
  }
  return normalized;
}
