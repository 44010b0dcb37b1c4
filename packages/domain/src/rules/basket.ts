// The basket (spec: Basket line, Cart line; section 4): lines of (productId, pricingSelectedId) with a count, kept in
// the browser and, for a signed-in buyer, on the server. Pure rules, used by both.

/** A basket line (spec: Basket line: auto id, productId, count, pricingSelectedId). */
export interface BasketLine {
  id?: number;
  productId: number;
  count: number;
  pricingSelectedId: number | null;
}

/** The most of one line a basket holds. */
export const BASKET_LINE_MAX = 1000;
/** The most lines a basket holds. */
export const BASKET_MAX_LINES = 100;

const sameLine = (a: BasketLine, b: { productId: number; pricingSelectedId: number | null }) =>
  a.productId === b.productId && (a.pricingSelectedId ?? null) === (b.pricingSelectedId ?? null);

/** What adding a product did: added a line, raised a line's count, or refused (stock). */
export type BasketAddResult = { lines: BasketLine[]; outcome: 'added' | 'raised' | 'inventoryLess' };

/**
 * Adds one of a product (with its pricing option): the same product and option raises its line's count by one
 * (spec); more than `stock` is refused with the inventory message.
 */
export function basketAdd(
  lines: readonly BasketLine[],
  item: { productId: number; pricingSelectedId: number | null },
  stock: number,
): BasketAddResult {
  const current = lines.find((line) => sameLine(line, item));
  const wanted = (current?.count ?? 0) + 1;
  if (wanted > stock || wanted > BASKET_LINE_MAX) return { lines: [...lines], outcome: 'inventoryLess' };
  if (current) {
    return { lines: lines.map((line) => (line === current ? { ...line, count: wanted } : line)), outcome: 'raised' };
  }
  return {
    lines: [...lines, { productId: item.productId, pricingSelectedId: item.pricingSelectedId ?? null, count: 1 }],
    outcome: 'added',
  };
}

/** Removes one of a line: lowers its count by one, and at one deletes the line (spec). */
export function basketRemove(
  lines: readonly BasketLine[],
  item: { productId: number; pricingSelectedId: number | null },
): BasketLine[] {
  return lines.flatMap((line) => {
    if (!sameLine(line, item)) return [line];
    return line.count <= 1 ? [] : [{ ...line, count: line.count - 1 }];
  });
}

/**
 * Merges a basket kept in the browser into the server's (signing in): lines of both, one per product and option;
 * where both have a line the larger count wins (the same basket filled twice is not doubled).
 */
export function basketMerge(server: readonly BasketLine[], local: readonly BasketLine[]): BasketLine[] {
  const merged: BasketLine[] = server.map((line) => ({ ...line }));
  for (const line of local) {
    const same = merged.find((existing) => sameLine(existing, line));
    if (same) same.count = Math.max(same.count, line.count);
    else
      merged.push({ productId: line.productId, pricingSelectedId: line.pricingSelectedId ?? null, count: line.count });
  }
  return merged
    .filter((line) => line.count > 0)
    .map((line) => ({ ...line, count: Math.min(line.count, BASKET_LINE_MAX) }))
    .slice(0, BASKET_MAX_LINES);
}
