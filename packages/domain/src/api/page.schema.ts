import { z } from 'zod';
import { FIRST_PAGE, lastPage, MAX_PAGE_SIZE, PAGE_SIZE } from '../rules/pagination.ts';

/** page and perPage query parameters: coerced from text, page >= 1 (default 1), perPage 1..100 (default 15). */
export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(FIRST_PAGE).default(FIRST_PAGE),
  perPage: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
});

/**
 * The two paging contracts of the API (ADR 0117). A list answers one of them, never a mix: `lastPage` always means
 * the real last page (it comes with `total`), and a list that does not count continues by `nextCursor` alone. The
 * OpenAPI document says which one each list answers (`x-paging` and the operation's description).
 */
export const COUNTED_PAGE =
  'A counted page (ADR 0117): `total` rows in all, `lastPage` the real last page (ceil(total / perPage), 1 when ' +
  'empty); ask for another with `page`. More pages exist when lastPage > currentPage; a row\u2019s number is ' +
  '(currentPage - 1) × perPage + index + 1.';
export const CURSOR_PAGE =
  'A cursor page (ADR 0117): the list is not counted (it is public and deep); `nextCursor` is where the next page ' +
  'starts, sent back as the `cursor` query parameter, null on the last page. There is no total and no lastPage.';

/** One page of a counted list (spec: page size 15, more pages when lastPage > currentPage). */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    currentPage: z.number().int(),
    perPage: z.number().int(),
    total: z.number().int(),
    lastPage: z.number().int(),
  });
}

/** One page of a list continued by cursor: `cursor` is the schema of the list's `cursor` query parameter's value. */
export function cursorPageOf<T extends z.ZodType, C extends z.ZodType>(item: T, cursor: C) {
  return z.object({
    items: z.array(item),
    perPage: z.number().int(),
    nextCursor: cursor.nullable(),
  });
}

/** The answer of a counted list from its page of items, its total and the page asked for. */
export function countedPage<T>(items: T[], total: number, query: { page: number; perPage: number }) {
  return {
    items,
    total,
    currentPage: query.page,
    perPage: query.perPage,
    lastPage: lastPage(total, query.perPage),
  };
}
