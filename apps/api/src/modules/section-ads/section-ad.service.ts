import { and, count, desc, eq, gt, inArray, type SQL } from 'drizzle-orm';
import type { SectionAd, SectionAdCreate } from '@shahrbazar/domain/api/section-ad.schema';
import { AuditAction } from '@shahrbazar/domain/enums/audit';
import { PaymentMethod, PaymentStatus, PaymentType } from '@shahrbazar/domain/enums/commerce';
import { DeviceType } from '@shahrbazar/domain/enums/people';
import { SubscriptionType } from '@shahrbazar/domain/enums/plans';
import { ListingStatus, PackageStatus } from '@shahrbazar/domain/enums/status';
import {
  canDecideSectionAd,
  isSectionAdShown,
  SECTION_AD_MESSAGES,
  SECTION_AD_PACKAGE,
  SECTION_ADS_SHOWN,
  sectionAdEnd,
  type SectionAdType,
} from '@shahrbazar/domain/rules/section-ads';
import { DEFAULT_LOCALE, type Locale } from '@shahrbazar/domain/i18n/locale';
import { localized } from '@shahrbazar/domain/i18n/localized';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { cityOf } from '../geo/city-lookup.ts';
import type { VerticalRegistry } from '../listings/listing.mapper.ts';
import {
  listingFieldOf,
  listingSummaries,
  listingSummary,
  liveListingsIn,
  lockListing,
} from '../listings/listing-rows.ts';
import { packagesByIds } from '../packages/package-lookup.ts';
import { activateSubscription } from '../packages/subscription.service.ts';
import type { PaymentItemHandler } from '../payments/payment-items.ts';
import { subjectOf, type PaymentSubjectResolver } from '../payments/payment-subjects.ts';
import { lockPayment, type PaymentRow } from '../payments/payment.repository.ts';
import { createUnpaidPayment, markPaid } from '../payments/payment.service.ts';
import { creditWallet, debitWallet } from '../payments/wallet.service.ts';
import { sectionAds } from './section-ad.table.ts';
import { mayAccess, requireAccess } from '../access/record-access.ts';

// Section ads (ADR 0042). The module reads the sections from the verticals' declarations (`sectionAds`) and never
// imports a vertical. Money: the ad's payment (type sectionAds) is paid online or from the wallet through billing,
// which calls the handler below in its transaction; a rejected ad's money goes back to the owner's wallet, once.

export type SectionAdRow = typeof sectionAds.$inferSelect;

const conflict = (label: { fa: string; en: string }) => new AppError('conflict', label);
const invalid = (label: { fa: string; en: string }, field: string) =>
  new AppError('validation', label, { [field]: 'invalid' });

/** The section a vertical sells featured places in, if it declares one. */
export function sectionOf(registry: VerticalRegistry, vertical: string): SectionAdType | undefined {
  return registry.get(vertical)?.sectionAds?.type;
}

/** The verticals of a section (one today; the lawyer section will add its own). */
function verticalsOf(registry: VerticalRegistry, type: SectionAdType): string[] {
  return [...registry.values()]
    .filter((vertical) => vertical.sectionAds?.type === type)
    .map((vertical) => vertical.key);
}

/**
 * An owner buys a featured place for a live listing of theirs: the ad (awaiting payment) and its unpaid payment, in
 * one transaction on the locked listing; an earlier unpaid ad of the listing is dropped (its payment can no longer be
 * paid). The price and days are the package's; nothing in the request sets them. Another's listing is 404.
 */
export async function buySectionAd(
  db: Db,
  registry: VerticalRegistry,
  userId: number,
  input: SectionAdCreate,
): Promise<{ ad: SectionAdRow; payment: PaymentRow }> {
  return db.transaction(async (tx) => {
    const listing = await lockListing(tx, input.listingId, 'update');
    requireAccess(userId, 'listing', listing, 'change');
    const type = sectionOf(registry, listing.vertical);
    if (!type) throw new AppError('not_found');
    if (listing.status !== ListingStatus.active) throw invalid(SECTION_AD_MESSAGES.listingNotLive, 'listingId');
    const pkg = (await packagesByIds(tx, [input.packageId])).get(input.packageId);
    if (!pkg || pkg.type !== SECTION_AD_PACKAGE[type] || pkg.status !== PackageStatus.active || pkg.price <= 0) {
      throw invalid(SECTION_AD_MESSAGES.packageMismatch, 'packageId');
    }
    await tx
      .update(sectionAds)
      .set({ status: ListingStatus.inactive })
      .where(and(eq(sectionAds.listingId, listing.id), eq(sectionAds.status, ListingStatus.awaitingPayment)));
    const [ad] = await tx
      .insert(sectionAds)
      .values({
        type,
        listingId: listing.id,
        userId,
        packageId: pkg.id,
        cityId: listing.cityId,
        days: pkg.days,
        price: pkg.price,
        status: ListingStatus.awaitingPayment,
      })
      .returning();
    if (!ad) throw new Error('section ad insert returned no row');
    const payment = await createUnpaidPayment(tx, {
      userId,
      type: PaymentType.sectionAds,
      method: PaymentMethod.online,
      itemId: ad.id,
      packageId: pkg.id,
      price: pkg.price,
      deviceType: input.deviceType ?? DeviceType.webClient,
      description: `تبلیغ «${listing.title}» با بسته «${pkg.title}»`,
    });
    const [saved] = await tx
      .update(sectionAds)
      .set({ paymentId: payment.id })
      .where(eq(sectionAds.id, ad.id))
      .returning();
    return { ad: saved ?? ad, payment };
  });
}

async function lockAd(db: Db, id: number): Promise<SectionAdRow | undefined> {
  const [row] = await db.select().from(sectionAds).where(eq(sectionAds.id, id)).for('update');
  return row;
}

/** The ad a payment pays for, locked, still awaiting this payment; 409 otherwise. */
async function payableAd(db: Db, payment: PaymentRow): Promise<SectionAdRow> {
  const ad = payment.itemId === null ? undefined : await lockAd(db, payment.itemId);
  if (
    !ad ||
    !mayAccess(payment.userId, 'sectionAd', ad, 'pay') ||
    ad.paymentId !== payment.id ||
    ad.status !== ListingStatus.awaitingPayment
  ) {
    throw conflict(SECTION_AD_MESSAGES.notPayable);
  }
  return ad;
}

async function markAdPaid(db: Db, ad: SectionAdRow): Promise<void> {
  await db
    .update(sectionAds)
    .set({ status: ListingStatus.paidWaitingConfirmation })
    .where(and(eq(sectionAds.id, ad.id), eq(sectionAds.status, ListingStatus.awaitingPayment)));
}

/**
 * Billing's handler of sectionAds payments: paying (from the bank, a receipt or the wallet) moves the ad on to the
 * manager's confirmation, in the transaction that marks the payment paid.
 */
export const sectionAdPaymentItem: PaymentItemHandler = {
  async check(db, payment) {
    await payableAd(db, payment);
  },
  async apply(db, payment) {
    await markAdPaid(db, await payableAd(db, payment));
  },
  async payFromWallet(db, payment) {
    const ad = await payableAd(db, payment);
    await debitWallet(db, { userId: payment.userId, paymentId: payment.id, amount: payment.price });
    const paid = await markPaid(db, payment, { method: PaymentMethod.wallet, trackingNumber: null });
    await markAdPaid(db, ad);
    return paid;
  },
};

/**
 * What a section ad's payment bought: the ad (its number) for its listing, whose owner's ads screen the site finds by
 * the listing's vertical.
 */
export const sectionAdPaymentSubjects: PaymentSubjectResolver = async (db, rows) => {
  if (rows.length === 0) return new Map();
  const found = await db
    .select({
      id: sectionAds.id,
      userId: sectionAds.userId,
      paymentId: sectionAds.paymentId,
      listingId: sectionAds.listingId,
      vertical: listingFieldOf('vertical', sectionAds.listingId),
      title: listingFieldOf('title', sectionAds.listingId),
    })
    .from(sectionAds)
    .where(
      inArray(
        sectionAds.paymentId,
        rows.map((row) => row.id),
      ),
    );
  const answers = new Map<number, ReturnType<typeof subjectOf>>();
  for (const row of rows) {
    const ad = found.find((candidate) => candidate.paymentId === row.id);
    if (!ad || !mayAccess(row.userId, 'sectionAd', ad, 'pay')) continue;
    answers.set(
      row.id,
      subjectOf({
        kind: 'sectionAd',
        id: ad.id,
        title: ad.title,
        path: null,
        listing: { id: ad.listingId, vertical: ad.vertical },
      }),
    );
  }
  return answers;
};

/**
 * A manager approves a paid ad (shown from now for its days; its subscription recorded) or rejects it (its money back
 * to the owner's wallet). One transaction on the locked ad, guarded on its status: a second decision is 409. The
 * decision is entered in the operator's trail in that transaction (ADR 0078).
 */
export async function decideSectionAd(
  db: Db,
  by: AuditActor,
  id: number,
  status: number,
  now = new Date(),
): Promise<SectionAdRow> {
  return db.transaction(async (tx) => {
    // Lock order (ADR 0077, 0099): the ad's payment, then the ad, then the wallet, as billing takes them (the bank's
    // callback and a wallet payment lock the payment first). A refund's ledger entry names the payment, so its
    // foreign key needs the payment row: taken last, it waited for a callback that held the payment and waited for
    // this transaction's wallet, a deadlock. An ad's payment is set when the ad is bought and never changes.
    const [bought] = await tx.select({ paymentId: sectionAds.paymentId }).from(sectionAds).where(eq(sectionAds.id, id));
    if (!bought) throw new AppError('not_found');
    const payment = bought.paymentId === null ? undefined : await lockPayment(tx, bought.paymentId);
    const ad = await lockAd(tx, id);
    if (!ad) throw new AppError('not_found');
    if (!canDecideSectionAd(ad.status)) throw conflict(SECTION_AD_MESSAGES.notDecidable);
    const trail = (row: SectionAdRow, refund: number | null) =>
      recordAudit(tx, {
        by,
        action: row.status === ListingStatus.active ? AuditAction.sectionAdApproved : AuditAction.sectionAdRejected,
        subject: { type: 'sectionAd', id: ad.id },
        targetUserId: ad.userId,
        before: { status: ad.status, amount: ad.price, listingId: ad.listingId },
        after: { status: row.status, amount: ad.price, listingId: ad.listingId, refund },
      });
    if (status === ListingStatus.active) {
      const subscription = await activateSubscription(tx, {
        type: SubscriptionType.sectionAds,
        itemId: ad.id,
        userId: ad.userId,
        packageId: ad.packageId,
        now,
      });
      const [row] = await tx
        .update(sectionAds)
        .set({
          status: ListingStatus.active,
          startsAt: now,
          endsAt: sectionAdEnd(now, ad.days),
          subscriptionId: subscription.id,
        })
        .where(eq(sectionAds.id, ad.id))
        .returning();
      await trail(row!, null);
      return row!;
    }
    const [row] = await tx
      .update(sectionAds)
      .set({ status: ListingStatus.inactive })
      .where(eq(sectionAds.id, ad.id))
      .returning();
    let refund = 0;
    if (payment?.status === PaymentStatus.paid && payment.id === ad.paymentId && ad.price > 0) {
      await creditWallet(tx, { userId: ad.userId, paymentId: payment.id, amount: ad.price, kind: 'refund' });
      refund = ad.price;
    }
    await trail(row!, refund);
    return row!;
  });
}

/** Ads as answered, with their listing's and package's titles. */
export async function toSectionAds(
  db: Db,
  rows: SectionAdRow[],
  locale: Locale = DEFAULT_LOCALE,
  now = new Date(),
): Promise<SectionAd[]> {
  if (rows.length === 0) return [];
  const [titled, packages] = await Promise.all([
    listingSummaries(
      db,
      rows.map((row) => row.listingId),
    ),
    packagesByIds(
      db,
      rows.map((row) => row.packageId),
    ),
  ]);
  // The package's title in the reader's locale (ADR 0045, 0057); what the owner typed (the listing's title) stays.
  const packageTitle = (id: number) => {
    const pkg = packages.get(id);
    return pkg ? localized(locale, pkg.title, pkg.titleEn) : '';
  };
  return rows.map((row) => ({
    id: row.id,
    type: row.type as SectionAdType,
    listingId: row.listingId,
    listingTitle: titled.get(row.listingId)?.title ?? '',
    userId: row.userId,
    packageId: row.packageId,
    packageTitle: packageTitle(row.packageId),
    days: row.days,
    price: row.price,
    paymentId: row.paymentId,
    subscriptionId: row.subscriptionId,
    cityId: row.cityId,
    status: row.status as SectionAd['status'],
    shown: isSectionAdShown(row, now),
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    registerDate: row.registerDate.toISOString(),
  }));
}

/** The owner's ads of one of their listings, newest first (404 for another's listing). */
export async function myListingAds(db: Db, userId: number, listingId: number): Promise<SectionAdRow[]> {
  const listing = await listingSummary(db, listingId);
  requireAccess(userId, 'listing', listing, 'manage');
  return db
    .select()
    .from(sectionAds)
    .where(and(eq(sectionAds.listingId, listingId), eq(sectionAds.userId, userId)))
    .orderBy(desc(sectionAds.id))
    .limit(50);
}

/** The back office's queue, newest first, with its filter's total (section_ads_queue_idx: status, id). */
export async function managedAds(
  db: Db,
  query: { page: number; perPage: number; status?: number | undefined; type?: string | undefined },
): Promise<{ rows: SectionAdRow[]; total: number }> {
  const where: SQL[] = [];
  if (query.status !== undefined) where.push(eq(sectionAds.status, query.status));
  if (query.type !== undefined) where.push(eq(sectionAds.type, query.type));
  const [counted] = await db
    .select({ n: count() })
    .from(sectionAds)
    .where(and(...where));
  const rows = await db
    .select()
    .from(sectionAds)
    .where(and(...where))
    .orderBy(desc(sectionAds.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  return { rows, total: counted?.n ?? 0 };
}

/** How long the shown ads keep one order before the next ones take their turn on top. */
const ROTATE_MS = 10 * 60_000;

/**
 * The listings a section shows as ads now: approved, days not run out (by date, no job needed), the listing still
 * live, in the city named when one is; at most SECTION_ADS_SHOWN, taking turns every few minutes.
 */
export async function shownAdListings(
  db: Db,
  registry: VerticalRegistry,
  type: SectionAdType,
  city: string | undefined,
  now = new Date(),
) {
  const verticals = verticalsOf(registry, type);
  if (verticals.length === 0) return [];
  let cityId: number | undefined;
  if (city) {
    const found = await cityOf(db, city);
    if (!found) return [];
    cityId = found.id;
  }
  const slot = String(Math.floor(now.getTime() / ROTATE_MS));
  const running = db
    .select({ id: sectionAds.listingId })
    .from(sectionAds)
    .where(and(eq(sectionAds.type, type), eq(sectionAds.status, ListingStatus.active), gt(sectionAds.endsAt, now)));
  const rows = await liveListingsIn(db, running, { verticals, cityId, slot });
  return rows
    .sort((a, b) => (a.order < b.order ? -1 : a.order > b.order ? 1 : 0))
    .slice(0, SECTION_ADS_SHOWN)
    .map((row) => row.listing);
}
