import { eq } from 'drizzle-orm';
import type { ListingPurchaseCreateInput, ListingPurchaseOffers } from '@shahrbazar/domain/api/listing-purchase.schema';
import { PaymentMethod } from '@shahrbazar/domain/enums/commerce';
import { DeviceType } from '@shahrbazar/domain/enums/people';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import {
  LISTING_PURCHASE_MESSAGES,
  PAYMENT_TYPE_OF_PURCHASE,
  liftsToTop,
  listingPurchaseProblem,
  purchaseKindOfPaymentType,
  purchaseOffers,
  type ListingPurchaseKind,
  type ListingPurchaseProblem,
} from '@shahrbazar/domain/rules/listing-purchase';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { buyablePackages, packagesByIds, toPackage, type PackageRow } from '../packages/package-lookup.ts';
import { activateSubscription } from '../packages/subscription.service.ts';
import type { PaymentItemHandler } from '../payments/payment-items.ts';
import type { PaymentRow } from '../payments/payment.repository.ts';
import { createUnpaidPayment, markPaid } from '../payments/payment.service.ts';
import { debitWallet } from '../payments/wallet.service.ts';
import { packageTypesOf, type VerticalDefinition } from './define-vertical.ts';
import type { VerticalRegistry } from './listing.mapper.ts';
import type { ListingRow } from './listing.repository.ts';
import { grantsSpecial, grantsUrgent, ownListing } from './listing.service.ts';
import { listings } from './listing.table.ts';
import { liftToTop, startBump } from './listing-bump.service.ts';
import { mayAccess } from '../access/record-access.ts';

// What the owner of a live listing buys for it (issue 35; domain rules/listing-purchase.ts): a bump, a renewal or an
// upgrade is an unpaid payment of its own type tied to the listing (item: the listing, package: what is bought). The
// listing's status never changes: it stays live while it is paid for. Billing calls `listingPurchaseItem` in the
// transaction that marks the payment paid (the bank's callback, a receipt, or the wallet), with the payment row locked,
// so what was bought is applied exactly once.

const gone = () => new AppError('conflict', LISTING_PURCHASE_MESSAGES.gone);

/** A problem as the API answers it: a listing that is not live is a 409, a wrong package a field error. */
function refusal(problem: ListingPurchaseProblem): AppError {
  const label = LISTING_PURCHASE_MESSAGES[problem];
  return problem === 'notLive'
    ? new AppError('conflict', label)
    : new AppError('validation', label, { package_id: 'invalid' });
}

/**
 * The package type a listing is bought with: its current package's (a booth's kind: a jewelry booth buys jewelry
 * packages), else its vertical's.
 */
function packageTypeOf(vertical: VerticalDefinition, current: PackageRow | undefined): number {
  return current && packageTypesOf(vertical).some((type) => type === current.type)
    ? current.type
    : vertical.packageType;
}

/** The packages of the listing's package type that may still be bought (offered, or hidden and held: ADR 0009). */
async function candidatePackages(db: Db, vertical: VerticalDefinition, listing: ListingRow): Promise<PackageRow[]> {
  const current =
    listing.packageId === null ? undefined : (await packagesByIds(db, [listing.packageId])).get(listing.packageId);
  return buyablePackages(db, packageTypeOf(vertical, current));
}

/** What the owner's live listing may be bought, by kind, cheapest first (empty lists when it is not live). */
export async function listingPurchaseOffers(
  db: Db,
  vertical: VerticalDefinition,
  userId: number,
  id: number,
  locale: Locale,
): Promise<ListingPurchaseOffers> {
  const listing = await ownListing(db, vertical, userId, id);
  const offers = purchaseOffers(await candidatePackages(db, vertical, listing), listing);
  return {
    bump: offers.bump.map((row) => toPackage(row, locale)),
    renewal: offers.renewal.map((row) => toPackage(row, locale)),
    upgrade: offers.upgrade.map((row) => toPackage(row, locale)),
  };
}

const DESCRIPTIONS: Record<ListingPurchaseKind, (listing: string, pkg: string) => string> = {
  bump: (listing, pkg) => `نردبان «${listing}» با بسته «${pkg}»`,
  renewal: (listing, pkg) => `تمدید «${listing}» با بسته «${pkg}»`,
  upgrade: (listing, pkg) => `ارتقای «${listing}» به بسته «${pkg}»`,
};

/**
 * The owner buys a bump, a renewal or an upgrade for their live listing: an unpaid payment of the purchase's type for
 * the package's price (never a price from the request), paid next like any other. 404 for another's listing, 409 when
 * it is not live, 422 (package_id) for a package that cannot be bought as that kind.
 */
export async function createListingPurchase(
  db: Db,
  vertical: VerticalDefinition,
  userId: number,
  id: number,
  input: ListingPurchaseCreateInput,
): Promise<PaymentRow> {
  const listing = await ownListing(db, vertical, userId, id);
  const pkg = (await candidatePackages(db, vertical, listing)).find((row) => row.id === input.package_id);
  if (!pkg) throw refusal('notOffered');
  const problem = listingPurchaseProblem(input.kind, pkg, listing);
  if (problem) throw refusal(problem);
  return createUnpaidPayment(db, {
    userId,
    type: PAYMENT_TYPE_OF_PURCHASE[input.kind],
    itemId: listing.id,
    packageId: pkg.id,
    price: pkg.price,
    description: DESCRIPTIONS[input.kind](listing.title, pkg.title),
    method: PaymentMethod.online,
    deviceType: input.deviceType ?? DeviceType.webClient,
  });
}

/**
 * The listing a purchase is for, locked after the payment and before the subscription and the wallet (billing's order),
 * `FOR NO KEY UPDATE` (ADR 0077: a view or a favorite written meanwhile is not held up); 409 if gone.
 */
async function purchased(db: Db, registry: VerticalRegistry, payment: PaymentRow) {
  const kind = purchaseKindOfPaymentType(payment.type);
  if (!kind || payment.itemId === null || payment.packageId === null) throw gone();
  const [listing] = await db.select().from(listings).where(eq(listings.id, payment.itemId)).for('no key update');
  const vertical = listing && registry.get(listing.vertical);
  if (!listing || !vertical || !mayAccess(payment.userId, 'listing', listing, 'pay')) throw gone();
  const pkg = (await packagesByIds(db, [payment.packageId])).get(payment.packageId);
  if (!pkg || !packageTypesOf(vertical).some((type) => type === pkg.type)) throw gone();
  return { kind, listing, vertical, pkg };
}

/** Before the bank is asked, or the wallet pays: the listing is still live and the package still buyable so. */
async function checkPurchase(db: Db, registry: VerticalRegistry, payment: PaymentRow) {
  const found = await purchased(db, registry, payment);
  const problem = listingPurchaseProblem(found.kind, found.pkg, found.listing);
  if (problem) throw new AppError('conflict', LISTING_PURCHASE_MESSAGES[problem]);
  return found;
}

/**
 * Applies a paid purchase to its locked listing, leaving its status as it is (no review: nothing reviewed changed).
 * A bump lifts it to the top, and again once a day for its days; a renewal adds the package's days to its term; an upgrade moves it to the package, its
 * days added, with the package's promises (special, urgent). A package that promises the ladder lifts it too. The
 * money arrived, so only a listing that is gone (or a renewal of a package it no longer holds) is refused (billing
 * then credits the payer's wallet).
 */
async function applyPurchase(db: Db, registry: VerticalRegistry, payment: PaymentRow): Promise<void> {
  const { kind, listing, vertical, pkg } = await purchased(db, registry, payment);
  // A bump lifts it now and then once a day for the package's days (listing-bump.service.ts).
  if (kind === 'bump') return startBump(db, listing.id, pkg.days, new Date());
  if (kind === 'renewal' && listing.packageId !== pkg.id) throw gone();
  const subscription = await activateSubscription(db, {
    type: vertical.subscriptionType,
    itemId: listing.id,
    userId: payment.userId,
    packageId: pkg.id,
  });
  await db
    .update(listings)
    .set({
      subscriptionId: subscription.id,
      paymentId: payment.id,
      ...(kind === 'upgrade'
        ? {
            packageId: pkg.id,
            isSpecial: grantsSpecial(pkg),
            isUrgent: listing.isUrgent || grantsUrgent(pkg),
          }
        : {}),
    })
    .where(eq(listings.id, listing.id));
  if (liftsToTop(pkg)) await liftToTop(db, listing.id);
}

/** Billing's handler of the three purchase payment types (registered by listing-purchase.routes.ts). */
export function listingPurchaseItem(registry: VerticalRegistry): PaymentItemHandler {
  return {
    async check(db, payment) {
      await checkPurchase(db, registry, payment);
    },
    apply: (db, payment) => applyPurchase(db, registry, payment),
    async payFromWallet(db, payment) {
      await checkPurchase(db, registry, payment);
      await debitWallet(db, { userId: payment.userId, paymentId: payment.id, amount: payment.price });
      const paid = await markPaid(db, payment, { method: PaymentMethod.wallet, trackingNumber: null });
      await applyPurchase(db, registry, paid);
      return paid;
    },
  };
}
