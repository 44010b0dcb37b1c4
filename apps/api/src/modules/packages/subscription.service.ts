import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Subscription } from '@shahrbazar/domain/api/catalogue.schema';
import { DEFAULT_LOCALE, type Locale } from '@shahrbazar/domain/i18n/locale';
import type { ManagedSubscription } from '@shahrbazar/domain/api/package.schema';
import { PlanType } from '@shahrbazar/domain/enums/plans';
import { ActiveStatus, PackageStatus } from '@shahrbazar/domain/enums/status';
import { lastPage, pageOffset } from '@shahrbazar/domain/rules/pagination';
import {
  extendSubscription,
  isRenewalOffered,
  isSubscriptionCurrent,
  packageFitsSubscription,
} from '@shahrbazar/domain/rules/subscription';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { userNameOf } from '../users/user.repository.ts';
import { toSubscription } from './package-lookup.ts';
import { packages, subscriptions } from './package.table.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What buying a package for an item needs. */
export interface ActivationInput {
  /** SubscriptionType of the item (booth, ads, ...). */
  type: number;
  itemId: number;
  /** Who paid; kept from the current subscription when null. */
  userId: number | null;
  packageId: number;
  now?: Date;
}

const notOffered = () =>
  new AppError('conflict', {
    fa: 'این بسته دیگر ارائه نمی‌شود؛ بسته دیگری انتخاب کنید.',
    en: 'This package is no longer offered; choose another one.',
  });

/**
 * Activates a package for an item (billing calls it once a payment is confirmed): in one transaction it creates the
 * item's subscription or, when the item has one, extends it by the package's days (rules/subscription.ts
 * extendSubscription) and moves it to this package. Concurrent activations of one item are serialised by a
 * transaction-scoped advisory lock on (type, item), so none is lost even before the first row exists; the row itself
 * is also locked against other writers. A hidden package can be bought again only by an item that holds it.
 */
export async function activateSubscription(db: Db, input: ActivationInput): Promise<Subscription> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [pkg] = await tx.select().from(packages).where(eq(packages.id, input.packageId));
    if (!pkg) throw new AppError('not_found');
    if (!packageFitsSubscription(pkg.type, input.type)) {
      throw new AppError('validation', undefined, { package_id: 'invalid' });
    }
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`subscription:${input.type}`}), ${input.itemId})`);
    const [current] = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.type, input.type), eq(subscriptions.itemId, input.itemId)))
      .orderBy(desc(subscriptions.id))
      .limit(1)
      .for('update');
    const holdsIt = current?.packageId === pkg.id;
    if (pkg.status !== PackageStatus.active && !(pkg.status === PackageStatus.hide && holdsIt)) throw notOffered();

    const term = extendSubscription(current ?? null, pkg.days, now);
    const columns = {
      packageId: pkg.id,
      status: ActiveStatus.active,
      startDate: term.startDate,
      days: term.days,
      // A percentage plan's share, fixed at purchase for the order commissions (0 for other plans).
      percentage: pkg.planType === PlanType.percentage ? pkg.percentage : 0,
      userId: input.userId ?? current?.userId ?? null,
    };
    const [row] = current
      ? await tx.update(subscriptions).set(columns).where(eq(subscriptions.id, current.id)).returning()
      : await tx
          .insert(subscriptions)
          .values({ ...columns, type: input.type, itemId: input.itemId })
          .returning();
    if (!row) throw new Error('subscription write returned no row');
    return toSubscription(row, pkg, now);
  });
}

/** The subscription of an item (its latest), with its package and the days left at `now`; null when it has none. */
export async function findSubscription(
  db: Db,
  type: number,
  itemId: number,
  now: Date = new Date(),
  locale: Locale = DEFAULT_LOCALE,
): Promise<Subscription | null> {
  const [found] = await db
    .select({ subscription: subscriptions, pkg: packages })
    .from(subscriptions)
    .innerJoin(packages, eq(packages.id, subscriptions.packageId))
    .where(and(eq(subscriptions.type, type), eq(subscriptions.itemId, itemId)))
    .orderBy(desc(subscriptions.id))
    .limit(1);
  return found ? toSubscription(found.subscription, found.pkg, now, locale) : null;
}

/**
 * Whether to offer renewal for an item (spec section 4): it is active, its package's plan is not a percentage plan
 * and no subscription days remain (an item without a subscription has none left).
 */
export function isRenewalOfferedFor(item: { status: number; planType: number }, subscription: Subscription | null) {
  return isRenewalOffered({
    status: item.status,
    planType: subscription?.package.planType ?? item.planType,
    remainingDays: subscription?.remainingTime ?? 0,
  });
}

/** One page of subscriptions for the back office, newest first, with the type and status filters. */
export async function listManagedSubscriptions(
  db: Db,
  query: { page: number; perPage: number; type?: number | undefined; status?: number | undefined },
  locale: Locale = DEFAULT_LOCALE,
  now: Date = new Date(),
) {
  const conditions: SQL[] = [];
  if (query.type !== undefined) conditions.push(eq(subscriptions.type, query.type));
  if (query.status !== undefined) conditions.push(eq(subscriptions.status, query.status));
  const where = conditions.length ? and(...conditions) : undefined;
  const [total] = await db.select({ n: count() }).from(subscriptions).where(where);
  const rows = await db
    .select({ subscription: subscriptions, pkg: packages, userName: userNameOf(subscriptions.userId) })
    .from(subscriptions)
    .innerJoin(packages, eq(packages.id, subscriptions.packageId))
    .where(where)
    .orderBy(desc(subscriptions.id))
    .limit(query.perPage)
    .offset(pageOffset(query));
  const items: ManagedSubscription[] = rows.map(({ subscription, pkg, userName }) => {
    const answer = toSubscription(subscription, pkg, now, locale);
    return {
      ...answer,
      userId: subscription.userId,
      userName: userName ?? '',
      endDate: new Date(subscription.startDate.getTime() + subscription.days * DAY_MS).toISOString(),
      current: isSubscriptionCurrent({
        status: answer.status,
        planType: answer.package.planType,
        remainingDays: answer.remainingTime,
      }),
    };
  });
  const n = total?.n ?? 0;
  return { items, total: n, currentPage: query.page, perPage: query.perPage, lastPage: lastPage(n, query.perPage) };
}
