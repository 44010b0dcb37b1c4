import { inArray } from 'drizzle-orm';
import type { Package, Subscription } from '@shahrbazar/domain/api/catalogue.schema';
import { remainingDays } from '@shahrbazar/domain/rules/subscription';
import type { Db } from '../../db/client.ts';
import { packages, subscriptions } from './package.table.ts';

export type PackageRow = typeof packages.$inferSelect;

/** Packages by id, for a page of listings and for publishing. */
export async function packagesByIds(db: Db, ids: number[]): Promise<Map<number, PackageRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(packages)
    .where(inArray(packages.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** A package row as the API answers it. */
export function toPackage(row: PackageRow): Package {
  return {
    id: row.id,
    planType: row.planType as Package['planType'],
    type: row.type as Package['type'],
    categoryTitle: row.categoryTitle,
    title: row.title,
    description: row.description,
    price: row.price,
    percentage: row.percentage,
    days: row.days,
    accessPermissions: row.accessPermissions,
    location: row.location,
    status: row.status as Package['status'],
  };
}

/** A subscription row with its package, as the API answers it; remainingTime counted at `now`. */
export function toSubscription(row: typeof subscriptions.$inferSelect, pkg: PackageRow, now: Date): Subscription {
  return {
    id: row.id,
    item: row.itemId,
    type: row.type as Subscription['type'],
    package: toPackage(pkg),
    status: row.status as Subscription['status'],
    startDate: row.startDate.toISOString(),
    remainingTime: remainingDays(row.startDate, row.days, now),
    percentage: row.percentage,
  };
}

/** Subscriptions by id with their package and the days left at `now`, for a page of listings. */
export async function subscriptionsByIds(db: Db, ids: number[], now: Date): Promise<Map<number, Subscription>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(subscriptions)
    .where(inArray(subscriptions.id, [...new Set(ids)]));
  const owned = await packagesByIds(
    db,
    rows.map((row) => row.packageId),
  );
  const result = new Map<number, Subscription>();
  for (const row of rows) {
    const pkg = owned.get(row.packageId);
    if (!pkg) continue;
    result.set(row.id, toSubscription(row, pkg, now));
  }
  return result;
}
