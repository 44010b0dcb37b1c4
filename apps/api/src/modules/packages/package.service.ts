import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Package } from '@shahrbazar/domain/api/catalogue.schema';
import type { ManagedPackage, PackageWriteSchema } from '@shahrbazar/domain/api/package.schema';
import { PackageStatus } from '@shahrbazar/domain/enums/status';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import { isPackageVisible, PACKAGE_PROBLEM_MESSAGES, packageProblems } from '@shahrbazar/domain/rules/package';
import { lastPage, pageOffset } from '@shahrbazar/domain/rules/pagination';
import { normalizeForSearch } from '@shahrbazar/domain/text/normalize';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { foreignKeyViolation } from '../../db/errors.ts';
import { inUseLabel, usesOf, type Reference } from '../../db/in-use.ts';
import { AppError } from '../../http/app-error.ts';
import { toPackage, type PackageRow } from './package-lookup.ts';
import { packages, subscriptions } from './package.table.ts';

type PackageInput = z.output<typeof PackageWriteSchema>;

/** The order packages are offered in: the manager's sort order, then cheapest and shortest first. */
const OFFER_ORDER = [asc(packages.sortOrder), asc(packages.price), asc(packages.days), asc(packages.id)];

/** The active packages of a package type (all types when none is given), in the order they are offered. */
export async function listOfferedPackages(db: Db, type?: number, locale?: Locale): Promise<Package[]> {
  const offered = eq(packages.status, PackageStatus.active);
  const rows = await db
    .select()
    .from(packages)
    .where(type === undefined ? offered : and(offered, eq(packages.type, type)))
    .orderBy(asc(packages.type), ...OFFER_ORDER);
  return rows.map((row) => toPackage(row, locale));
}

/** A package by id for buyers and holders: an active or hidden one; an inactive or missing one is not found. */
export async function findVisiblePackage(db: Db, id: number, locale?: Locale): Promise<Package> {
  const [row] = await db.select().from(packages).where(eq(packages.id, id));
  if (!row || !isPackageVisible(row.status)) throw new AppError('not_found');
  return toPackage(row, locale);
}

// Search compares letters as normalizeForSearch writes them: Arabic ي/ك as Persian, Persian digits as ASCII,
// the zero-width non-joiner as a space («نقره‌ای» finds «نقره ای»).
const FOLD_FROM = 'يكى۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩\u200c';
const FOLD_TO = 'یکی01234567890123456789 ';
const folded = (column: AnyPgColumn) => sql`translate(lower(${column}), ${FOLD_FROM}, ${FOLD_TO})`;

function textCondition(textSearch: string | undefined): SQL | undefined {
  const text = textSearch ? normalizeForSearch(textSearch) : '';
  if (!text) return undefined;
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(
    ilike(folded(packages.title), like),
    ilike(folded(packages.categoryTitle), like),
    ilike(folded(packages.description), like),
  );
}

async function subscriptionCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ packageId: subscriptions.packageId, n: count() })
    .from(subscriptions)
    .where(inArray(subscriptions.packageId, ids))
    .groupBy(subscriptions.packageId);
  return new Map(rows.map((row) => [row.packageId, row.n]));
}

async function toManaged(db: Db, rows: PackageRow[]): Promise<ManagedPackage[]> {
  const counts = await subscriptionCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...toPackage(row),
    categoryTitleEn: row.categoryTitleEn,
    titleEn: row.titleEn,
    descriptionEn: row.descriptionEn,
    subscriptionCount: counts.get(row.id) ?? 0,
  }));
}

/** One page of packages for the back office, with the type, plan type, status and text filters. */
export async function listManagedPackages(
  db: Db,
  query: {
    page: number;
    perPage: number;
    type?: number | undefined;
    planType?: number | undefined;
    status?: number | undefined;
    textSearch?: string | undefined;
  },
) {
  const conditions: SQL[] = [];
  if (query.type !== undefined) conditions.push(eq(packages.type, query.type));
  if (query.planType !== undefined) conditions.push(eq(packages.planType, query.planType));
  if (query.status !== undefined) conditions.push(eq(packages.status, query.status));
  const text = textCondition(query.textSearch);
  if (text) conditions.push(text);
  const where = conditions.length ? and(...conditions) : undefined;
  const [total] = await db.select({ n: count() }).from(packages).where(where);
  const rows = await db
    .select()
    .from(packages)
    .where(where)
    .orderBy(asc(packages.type), ...OFFER_ORDER)
    .limit(query.perPage)
    .offset(pageOffset(query));
  const n = total?.n ?? 0;
  return {
    items: await toManaged(db, rows),
    total: n,
    currentPage: query.page,
    perPage: query.perPage,
    lastPage: lastPage(n, query.perPage),
  };
}

/** A package of any status, for the back office. */
export async function findManagedPackage(db: Db, id: number): Promise<ManagedPackage> {
  const [row] = await db.select().from(packages).where(eq(packages.id, id));
  if (!row) throw new AppError('not_found');
  const [managed] = await toManaged(db, [row]);
  return managed!;
}

/** The input with its texts trimmed and its permissions trimmed and without repeats. */
function cleaned(input: PackageInput): PackageInput {
  return {
    ...input,
    title: input.title.trim(),
    categoryTitle: input.categoryTitle.trim(),
    description: input.description.trim(),
    titleEn: input.titleEn.trim(),
    categoryTitleEn: input.categoryTitleEn.trim(),
    descriptionEn: input.descriptionEn.trim(),
    location: input.location.trim(),
    accessPermissions: [...new Set(input.accessPermissions.map((permission) => permission.trim()))],
  };
}

/** Refuses a package its plan does not allow, each field's problem worded in the caller's locale (422). */
function assertValid(input: PackageInput, locale: Locale): void {
  const problems = Object.entries(packageProblems(input));
  if (problems.length === 0) return;
  throw new AppError(
    'validation',
    undefined,
    Object.fromEntries(problems.map(([field, problem]) => [field, PACKAGE_PROBLEM_MESSAGES[problem][locale]])),
  );
}

/** Creates a package, or replaces every field of package `id`, after the domain's checks. */
export async function savePackage(db: Db, raw: PackageInput, locale: Locale, id?: number): Promise<ManagedPackage> {
  const input = cleaned(raw);
  assertValid(input, locale);
  const columns = {
    planType: input.planType,
    type: input.type,
    categoryTitle: input.categoryTitle,
    title: input.title,
    description: input.description,
    categoryTitleEn: input.categoryTitleEn,
    titleEn: input.titleEn,
    descriptionEn: input.descriptionEn,
    price: input.price,
    percentage: input.percentage,
    days: input.days,
    accessPermissions: input.accessPermissions,
    location: input.location,
    status: input.status,
  };
  const [row] =
    id === undefined
      ? await db.insert(packages).values(columns).returning()
      : await db.update(packages).set(columns).where(eq(packages.id, id)).returning();
  if (!row) throw new AppError('not_found');
  const [managed] = await toManaged(db, [row]);
  return managed!;
}

/** What holds a package: a package in use is hidden instead of deleted (those who hold it keep it). */
const PACKAGE_REFERENCES: readonly Reference[] = [
  { table: 'subscriptions', column: 'package_id' },
  { table: 'listings', column: 'package_id' },
  { table: 'payments', column: 'package_id' },
  { table: 'section_ads', column: 'package_id' },
];
const HIDE_INSTEAD = {
  fa: 'به‌جای حذف، وضعیت آن را «پنهان» کنید: دیگر پیشنهاد نمی‌شود و دارندگانش آن را نگه می‌دارند.',
  en: 'Hide it instead: it is no longer offered, and those who hold it keep it.',
};

async function inUse(db: Db, id: number): Promise<AppError | undefined> {
  const uses = await usesOf(db, PACKAGE_REFERENCES, id);
  if (uses.length === 0) return undefined;
  return new AppError('conflict', inUseLabel({ fa: 'این بسته', en: 'This package' }, uses, HIDE_INSTEAD));
}

/** Deletes a package nobody holds; one in use is a conflict (409) that suggests hiding it instead. */
export async function deletePackage(db: Db, id: number): Promise<void> {
  const refusal = await inUse(db, id);
  if (refusal) throw refusal;
  try {
    const deleted = await db.delete(packages).where(eq(packages.id, id)).returning({ id: packages.id });
    if (deleted.length === 0) throw new AppError('not_found');
  } catch (error) {
    // A subscription bought meanwhile, or a listing that chose it: the foreign keys refuse the delete.
    if (foreignKeyViolation(error)) throw (await inUse(db, id)) ?? error;
    throw error;
  }
}
