import type { CartLine } from '@shahrbazar/domain/api/order.schema';
import { basketAdd, basketRemove, type BasketAddResult, type BasketLine } from '@shahrbazar/domain/rules/basket';
import { BASKET_EVENT } from '../../../lib/basket-count.ts';
import { openLocalDb } from '../../../lib/local-db.ts';

// The basket in the browser's local database (spec: Basket line, database version 12: auto id, productId, count,
// pricingSelectedId), so it survives a reload and a lost connection. Called only in the browser (effects, clicks).

/** Tells other parts of the page (the header's and the bottom bar's count) that the basket changed. */
export { BASKET_EVENT };

function all(store: IDBObjectStore): Promise<BasketLine[]> {
  return new Promise((resolve, reject) => {
    const request = store.getAll();
    request.onsuccess = () => resolve(request.result as BasketLine[]);
    request.onerror = () => reject(request.error ?? new Error('basket read failed'));
  });
}

function finished(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('basket write failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('basket write aborted'));
  });
}

/** The basket's lines, oldest first. */
export async function readBasket(): Promise<BasketLine[]> {
  const db = await openLocalDb();
  return all(db.transaction('basket').objectStore('basket'));
}

/** Writes the basket's lines as `lines` (one transaction), keeping the ids of lines that stay. */
export async function writeBasket(lines: readonly BasketLine[]): Promise<void> {
  const db = await openLocalDb();
  const transaction = db.transaction('basket', 'readwrite');
  const store = transaction.objectStore('basket');
  store.clear();
  for (const line of lines) {
    const row = { productId: line.productId, count: line.count, pricingSelectedId: line.pricingSelectedId ?? null };
    store.add(line.id === undefined ? row : { ...row, id: line.id });
  }
  await finished(transaction);
  window.dispatchEvent(new Event(BASKET_EVENT));
}

/** Adds one of a product (spec: the same pricing option raises its count by one), refusing more than `stock`. */
export async function addToBasket(
  item: { productId: number; pricingSelectedId: number | null },
  stock: number,
): Promise<BasketAddResult['outcome']> {
  const result = basketAdd(await readBasket(), item, stock);
  if (result.outcome !== 'inventoryLess') await writeBasket(result.lines);
  return result.outcome;
}

/** Removes one of a line (at one, the line goes). */
export async function removeFromBasket(item: { productId: number; pricingSelectedId: number | null }) {
  await writeBasket(basketRemove(await readBasket(), item));
}

/** The basket as the API's cart lines (spec: Cart line: id, count, pricingSelectedId). */
export const cartLinesOf = (lines: readonly BasketLine[]): CartLine[] =>
  lines.map((line) => ({ id: line.productId, count: line.count, pricingSelectedId: line.pricingSelectedId ?? null }));

/** Cart lines back as basket lines. */
export const basketLinesOf = (lines: readonly CartLine[]): BasketLine[] =>
  lines.map((line) => ({ productId: line.id, count: line.count, pricingSelectedId: line.pricingSelectedId }));
