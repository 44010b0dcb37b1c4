/** Rows per page unless the caller asks otherwise. */
export const PAGE_SIZE = 15;
/** Pages are numbered from 1. */
export const FIRST_PAGE = 1;
/** The most rows one page may ask for, so a caller cannot fetch a whole table at once. */
export const MAX_PAGE_SIZE = 100;

/** Which page of a list, and how long a page is. */
export interface PageQuery {
  page: number;
  perPage: number;
}

/** Number of the last page for a total row count; an empty list still has page 1. */
export function lastPage(total: number, perPage: number = PAGE_SIZE): number {
  if (!(total > 0) || !(perPage > 0)) return FIRST_PAGE;
  return Math.ceil(total / perPage);
}

/** Whether pages exist after the current one: lastPage is greater than currentPage. */
export function hasMore(lastPageNumber: number, currentPage: number): boolean {
  return lastPageNumber > currentPage;
}

/** Row number shown in a table: (currentPage - 1) × perPage + index + 1, index counted from 0 on the page. */
export function rowNumber(currentPage: number, perPage: number, index: number): number {
  return (currentPage - 1) * perPage + index + 1;
}

/** Rows to skip in the database for a page (the offset of its first row). */
export function pageOffset({ page, perPage }: PageQuery): number {
  return (page - 1) * perPage;
}
