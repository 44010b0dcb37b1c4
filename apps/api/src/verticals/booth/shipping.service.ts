import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Shipping, ShippingWrite } from '@shahrbazar/domain/api/order.schema';
import { ActiveStatus } from '@shahrbazar/domain/enums/status';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { boothDetails } from './booth.table.ts';
import type { Booth } from './product.service.ts';
import { boothShippings } from './shipping.table.ts';

type ShippingRow = typeof boothShippings.$inferSelect;

/** A booth can offer this many shipping methods. */
export const MAX_SHIPPING_METHODS = 20;

export function toShipping(row: ShippingRow): Shipping {
  return {
    id: row.id,
    booth: row.boothId,
    title: row.title,
    price: row.price,
    priceConditionFree: row.priceConditionFree,
    description: row.description,
    status: row.status as ActiveStatus,
  };
}

/** A booth's shipping methods, in the order they were added; only the active ones when `active`. */
export async function shippingsOf(db: Db, boothIds: number[], active: boolean): Promise<ShippingRow[]> {
  if (boothIds.length === 0) return [];
  return db
    .select()
    .from(boothShippings)
    .where(
      and(
        inArray(boothShippings.boothId, boothIds),
        active ? eq(boothShippings.status, ActiveStatus.active) : undefined,
      ),
    )
    .orderBy(asc(boothShippings.id));
}

/**
 * Changes a booth's shipping methods in one transaction that keeps its count of active ones true (what its products'
 * «can be bought online» reads): the booth's row is locked first, so two changes at once count one after the other.
 */
async function changingShippings<T>(db: Db, boothId: number, change: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: boothDetails.listingId })
      .from(boothDetails)
      .where(eq(boothDetails.listingId, boothId))
      .for('update');
    const result = await change(tx);
    const [active] = await tx
      .select({ n: count() })
      .from(boothShippings)
      .where(and(eq(boothShippings.boothId, boothId), eq(boothShippings.status, ActiveStatus.active)));
    await tx
      .update(boothDetails)
      .set({ shippingCount: active?.n ?? 0 })
      .where(eq(boothDetails.listingId, boothId));
    return result;
  });
}

/** Adds a shipping method to a booth (at most MAX_SHIPPING_METHODS). */
export async function createShipping(db: Db, booth: Booth, input: ShippingWrite): Promise<ShippingRow> {
  return changingShippings(db, booth.listing.id, async (tx) => {
    const current = await shippingsOf(tx, [booth.listing.id], false);
    if (current.length >= MAX_SHIPPING_METHODS) throw new AppError('validation', undefined, { title: 'tooMany' });
    const [row] = await tx
      .insert(boothShippings)
      .values({ ...input, boothId: booth.listing.id })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  });
}

/** A new booth's first shipping method, given at registration (none when not given), in the registration's transaction. */
export async function addFirstShipping(
  db: Db,
  boothId: number,
  first: Pick<ShippingWrite, 'title' | 'price' | 'priceConditionFree'> | undefined,
): Promise<void> {
  if (!first) return;
  await db.insert(boothShippings).values({ ...first, boothId });
  await db.update(boothDetails).set({ shippingCount: 1 }).where(eq(boothDetails.listingId, boothId));
}

/** A shipping method of this booth, or 404 (another booth's does not exist here). */
export async function boothShipping(db: Db, booth: Booth, shippingId: number): Promise<ShippingRow> {
  const [row] = await db
    .select()
    .from(boothShippings)
    .where(and(eq(boothShippings.id, shippingId), eq(boothShippings.boothId, booth.listing.id)));
  if (!row) throw new AppError('not_found');
  return row;
}

export async function updateShipping(
  db: Db,
  booth: Booth,
  shippingId: number,
  input: ShippingWrite,
): Promise<ShippingRow> {
  return changingShippings(db, booth.listing.id, async (tx) => {
    const [row] = await tx
      .update(boothShippings)
      .set(input)
      .where(and(eq(boothShippings.id, shippingId), eq(boothShippings.boothId, booth.listing.id)))
      .returning();
    if (!row) throw new AppError('not_found');
    return row;
  });
}

/** Deletes a shipping method; orders that used it keep its title and price. */
export async function deleteShipping(db: Db, booth: Booth, shippingId: number): Promise<void> {
  await changingShippings(db, booth.listing.id, async (tx) => {
    const gone = await tx
      .delete(boothShippings)
      .where(and(eq(boothShippings.id, shippingId), eq(boothShippings.boothId, booth.listing.id)))
      .returning({ id: boothShippings.id });
    if (gone.length === 0) throw new AppError('not_found');
  });
}
