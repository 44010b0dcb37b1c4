import { and, asc, desc, lt, sql, type SQL } from 'drizzle-orm';
import type { ProductCursor, ProductSort } from '@shahrbazar/domain/api/product.schema';
import type { Db } from '../../db/client.ts';
import { products } from './product.table.ts';

// One page of a product list in its sort (ADR 0059). Each sort is the key of an index of `products` (newest: id;
// cheapest: sort_price, the price it is sold at, ADR 0096; most discounted: discount; most viewed: views; every tie
// broken by id, newest first), so a page is an index range that stops after its rows, and a cursor ("value_id")
// starts the next page inside that range.

/** The column a sort orders by first (newest first orders by id alone). */
const SORT_KEYS = { cheapest: products.sortPrice, discount: products.discount, views: products.views } as const;

/**
 * The ORDER BY of a sort: its key (cheapest up, the others down), then id down. The sorted indexes are written
 * `DESC NULLS LAST` (drizzle-kit's way) while a bare `desc` means NULLS FIRST, an order the planner would not find in
 * them (it reads no NOT NULL into it): so these say NULLS LAST (no column here is ever null). Newest first reads the
 * ascending id indexes backwards, which is a bare `desc`.
 */
export function productOrder(sort: ProductSort): SQL[] {
  if (sort === 'newest') return [desc(products.id)];
  const key = SORT_KEYS[sort];
  return [sort === 'cheapest' ? asc(key) : sql`${key} desc nulls last`, sql`${products.id} desc nulls last`];
}

/**
 * The rows after `cursor` in the sort's order. Most discounted and most viewed run both keys down: one row comparison,
 * which the index reads as the start of its range. Cheapest runs price up and id down, which no row comparison
 * states: the price bound starts the range, and only the products priced as the cursor's that it already showed are
 * read and dropped.
 */
export function afterProduct(sort: ProductSort, cursor: ProductCursor): SQL | undefined {
  if (sort === 'newest' || cursor.value === undefined) return lt(products.id, cursor.id);
  const key = SORT_KEYS[sort];
  if (sort === 'cheapest') {
    return sql`${key} >= ${cursor.value} and (${key} > ${cursor.value} or ${products.id} < ${cursor.id})`;
  }
  return sql`(${key}, ${products.id}) < (${cursor.value}, ${cursor.id})`;
}

export interface ProductPageRequest {
  page: number;
  perPage: number;
  cursor?: ProductCursor | undefined;
  sort?: ProductSort | undefined;
}

/**
 * The statement of one page of products matching `where` (on products' columns, their booth's status through the
 * listing core's `listingInStatus`): one row more than the page, to know whether more exist. After a cursor it is a
 * keyset page; without one, page numbers skip rows.
 */
export function productPageQuery(db: Db, where: SQL | undefined, request: ProductPageRequest) {
  const sort = request.sort ?? 'newest';
  const after = request.cursor === undefined ? undefined : afterProduct(sort, request.cursor);
  return db
    .select({ product: products })
    .from(products)
    .where(and(where, after))
    .orderBy(...productOrder(sort))
    .limit(request.perPage + 1)
    .offset(after ? 0 : (request.page - 1) * request.perPage);
}
