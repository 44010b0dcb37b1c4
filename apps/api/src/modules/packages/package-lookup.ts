import { and, asc, desc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { PlanType } from '@shahrbazar/domain/enums/plans';
import { ActiveStatus, PackageStatus } from '@shahrbazar/domain/enums/status';
import type { Package, Subscription } from '@shahrbazar/domain/api/catalogue.schema';
import { remainingDays } from '@shahrbazar/domain/rules/subscription';
import { DEFAULT_LOCALE, type Locale } from '@shahrbazar/domain/i18n/locale';
import { localized } from '@shahrbazar/domain/i18n/localized';
import type { Db } from '../../db/client.ts';
import { referenceTable } from '../../db/reference-table.ts';
import { packages, subscriptions } from './package.table.ts';

export type PackageRow = typeof packages.$inferSelect;

/** Every package in memory (reference data, ADR 0030): a page of cards names each card's package. */
const packageTable = referenceTable(
  'packages',
  async (db) => new Map((await db.select().from(packages)).map((row) => [row.id, row])),
);

/**
 * The subscription the column `subscriptionId` names is active and its term still runs at the database's now: a
 * percentage plan (no term), or days not yet run out (issue 34). A primary-key lookup; the listings' `termRunning`.
 */
export function subscriptionRuns(subscriptionId: AnyColumn): SQL {
  return sql`exists (select 1 from ${subscriptions} s join ${packages} p on p.id = s.package_id where s.id = ${subscriptionId} and s.status = ${ActiveStatus.active} and (p.plan_type = ${PlanType.percentage} or s.start_date + s.days * interval '1 day' > now()))`;
}

/**
 * The site's percent of an item's sales (a booth's orders, a professional's visits and consultations): its latest
 * subscription's of `type` (a percentage plan's, fixed when the package was bought; 0 for other plans and none).
 */
export async function latestSitePercentage(db: Db, type: number, itemId: number): Promise<number> {
  const [row] = await db
    .select({ percentage: subscriptions.percentage })
    .from(subscriptions)
    .where(and(eq(subscriptions.type, type), eq(subscriptions.itemId, itemId)))
    .orderBy(desc(subscriptions.id))
    .limit(1);
  return Number(row?.percentage ?? 0);
}

/**
 * The terms ended by `now`, as a subquery to join on a subscription id (issue 34): active subscriptions of a plan with
 * a term (not a percentage plan) whose days have run out. `endsAt` is the end as ISO text (UTC, to the second), the
 * form a notice of it records.
 */
export function termsEndedBy(db: Db, now: Date) {
  const endsAt = sql`(${subscriptions.startDate} + ${subscriptions.days} * interval '1 day')`;
  return db
    .select({
      subscriptionId: subscriptions.id,
      // drizzle names an aliased column of a subquery by its alias alone in the outer query: a name no table has.
      endsAt: sql<string>`to_char(${endsAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`.as('term_ended_at'),
    })
    .from(subscriptions)
    .innerJoin(packages, eq(packages.id, subscriptions.packageId))
    .where(
      and(
        eq(subscriptions.status, ActiveStatus.active),
        sql`${packages.planType} <> ${PlanType.percentage}`,
        sql`${endsAt} <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .as('ended');
}

/** Packages by id, read now: for publishing and billing (a price is never taken from a copy). */
export async function packagesByIds(db: Db, ids: number[]): Promise<Map<number, PackageRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(packages)
    .where(inArray(packages.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The packages of a type that may still be bought (offered, or hidden and held: ADR 0009), cheapest first. */
export function buyablePackages(db: Db, type: number): Promise<PackageRow[]> {
  return db
    .select()
    .from(packages)
    .where(and(eq(packages.type, type), inArray(packages.status, [PackageStatus.active, PackageStatus.hide])))
    .orderBy(asc(packages.price), asc(packages.id));
}

/** The newest active (offered) package of a type and plan, read now: a default package, a plan's percent. */
export async function newestActivePackage(db: Db, type: number, planType: number): Promise<PackageRow | undefined> {
  const [row] = await db
    .select()
    .from(packages)
    .where(and(eq(packages.type, type), eq(packages.status, PackageStatus.active), eq(packages.planType, planType)))
    .orderBy(desc(packages.id))
    .limit(1);
  return row;
}

/** Packages by id for showing (a card's package title): from memory, rows missing there read now. */
export async function packageRefsByIds(db: Db, ids: number[]): Promise<Map<number, PackageRow>> {
  if (ids.length === 0) return new Map();
  const found = new Map<number, PackageRow>();
  const cached = await packageTable.of(db);
  const missing = new Set<number>();
  for (const id of ids) {
    const hit = cached?.get(id);
    if (hit) found.set(id, hit);
    else missing.add(id);
  }
  if (missing.size === 0) return found;
  const rows = await db
    .select()
    .from(packages)
    .where(inArray(packages.id, [...missing]));
  for (const row of rows) found.set(row.id, row);
  return found;
}

/** A package row as the API answers it, its texts in `locale` (Persian where no English value is set). */
export function toPackage(row: PackageRow, locale: Locale = DEFAULT_LOCALE): Package {
  return {
    id: row.id,
    planType: row.planType as Package['planType'],
    type: row.type as Package['type'],
    categoryTitle: localized(locale, row.categoryTitle, row.categoryTitleEn),
    title: localized(locale, row.title, row.titleEn),
    description: localized(locale, row.description, row.descriptionEn),
    price: row.price,
    percentage: row.percentage,
    days: row.days,
    accessPermissions: row.accessPermissions,
    location: row.location,
    status: row.status as Package['status'],
  };
}

/** A subscription row with its package, as the API answers it; remainingTime counted at `now`. */
export function toSubscription(
  row: typeof subscriptions.$inferSelect,
  pkg: PackageRow,
  now: Date,
  locale: Locale = DEFAULT_LOCALE,
): Subscription {
  return {
    id: row.id,
    item: row.itemId,
    type: row.type as Subscription['type'],
    package: toPackage(pkg, locale),
    status: row.status as Subscription['status'],
    startDate: row.startDate.toISOString(),
    remainingTime: remainingDays(row.startDate, row.days, now),
    percentage: row.percentage,
  };
}

/** Subscriptions by id with their package and the days left at `now`, for a page of listings. */
export async function subscriptionsByIds(
  db: Db,
  ids: number[],
  now: Date,
  locale: Locale = DEFAULT_LOCALE,
): Promise<Map<number, Subscription>> {
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
    result.set(row.id, toSubscription(row, pkg, now, locale));
  }
  return result;
}
