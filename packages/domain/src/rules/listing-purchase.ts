import { PaymentType } from '../enums/commerce.ts';
import { ListingStatus } from '../enums/status.ts';
import { packagePaymentProblem } from './payment.ts';

// What the owner of a live listing buys for it (issue 35): a bump to the top of its list, a renewal of its package
// (more days), or an upgrade to another package. A purchase is not an edit: the listing stays live while it is paid
// for, and billing applies what was bought in the transaction that marks the payment paid, with no new review
// (nothing a manager reviews has changed). The server and the owner's page share these rules.

export const LISTING_PURCHASE_KINDS = ['bump', 'renewal', 'upgrade'] as const;
export type ListingPurchaseKind = (typeof LISTING_PURCHASE_KINDS)[number];

/** The payment type of each kind of purchase (declared with the other payment types, enums/commerce.ts). */
export const PAYMENT_TYPE_OF_PURCHASE: Readonly<Record<ListingPurchaseKind, PaymentType>> = {
  bump: PaymentType.listingBump,
  renewal: PaymentType.listingRenewal,
  upgrade: PaymentType.listingUpgrade,
};

/** The kind of purchase a payment of `type` is, or undefined when it is not one. */
export function purchaseKindOfPaymentType(type: number): ListingPurchaseKind | undefined {
  return LISTING_PURCHASE_KINDS.find((kind) => PAYMENT_TYPE_OF_PURCHASE[kind] === type);
}

/** Whether a payment of `type` is a purchase for a live listing (its item is the listing). */
export function isListingPurchasePaymentType(type: number): boolean {
  return purchaseKindOfPaymentType(type) !== undefined;
}

/** The access permission of a package that sends its listing to the top of its list («نردبان»). */
export const LADDER_PERMISSION = 'ladder';

/** What the purchase rules read of a package. */
export interface PurchasablePackage {
  id: number;
  planType: number;
  price: number;
  status: number;
  accessPermissions: readonly string[];
}

/** Whether a package lifts its listing to the top of its list when bought (it promises the ladder). */
export function liftsToTop(pkg: Pick<PurchasablePackage, 'accessPermissions'>): boolean {
  return pkg.accessPermissions.includes(LADDER_PERMISSION);
}

/**
 * Whether a package is a bump: it promises the ladder and nothing else, so buying it changes only the listing's place
 * in its list, never its package, term or badges. A package that promises more (a special with a weekly ladder) is a
 * plan, bought as an upgrade.
 */
export function isBumpPackage(pkg: Pick<PurchasablePackage, 'accessPermissions'>): boolean {
  return liftsToTop(pkg) && pkg.accessPermissions.every((permission) => permission === LADDER_PERMISSION);
}

/**
 * Whether an owner's edit may switch a listing in `status` to another package: not once it is live or paid for (that
 * is a purchase: a bump, a renewal or an upgrade), so an edit never takes a live listing off the site for payment.
 */
export function mayChangePackageOnEdit(status: number): boolean {
  return status !== ListingStatus.active && status !== ListingStatus.paidWaitingConfirmation;
}

/** Whether a listing in `status` may be bought for: only a live one (a listing under review or unpaid is not live). */
export function isPurchasableStatus(status: number): boolean {
  return status === ListingStatus.active;
}

/** Why a package cannot be bought as `kind` for a listing, if it cannot. */
export type ListingPurchaseProblem =
  'notLive' | 'notOffered' | 'free' | 'percentage' | 'notBump' | 'notCurrent' | 'same';

/**
 * Whether `pkg` (of a package type the listing's vertical sells: checked by the caller) may be bought as `kind` for a
 * listing in `listing.status` holding `listing.packageId`: the listing is live; the package is offered and priced; a
 * bump is a bump package; a renewal buys the listing's own package again (hidden packages too, ADR 0009); an upgrade
 * another plan that is not a bump.
 */
export function listingPurchaseProblem(
  kind: ListingPurchaseKind,
  pkg: PurchasablePackage,
  listing: { status: number; packageId: number | null },
): ListingPurchaseProblem | undefined {
  if (!isPurchasableStatus(listing.status)) return 'notLive';
  const current = listing.packageId === pkg.id;
  const problem = packagePaymentProblem(pkg, kind === 'renewal' && current);
  if (problem) return problem;
  if (kind === 'bump') return isBumpPackage(pkg) ? undefined : 'notBump';
  if (kind === 'renewal') return current ? undefined : 'notCurrent';
  if (current) return 'same';
  return isBumpPackage(pkg) ? 'notBump' : undefined;
}

/** The packages a live listing may be bought, by kind, in the order given (cheapest first as the caller sorts). */
export function purchaseOffers<P extends PurchasablePackage>(
  packages: readonly P[],
  listing: { status: number; packageId: number | null },
): Record<ListingPurchaseKind, P[]> {
  const offers = { bump: [] as P[], renewal: [] as P[], upgrade: [] as P[] };
  for (const kind of LISTING_PURCHASE_KINDS) {
    offers[kind] = packages.filter((pkg) => listingPurchaseProblem(kind, pkg, listing) === undefined);
  }
  return offers;
}

/** What the API answers a purchase that cannot be made, by problem, in both languages. */
export const LISTING_PURCHASE_MESSAGES: Readonly<
  Record<ListingPurchaseProblem | 'gone' | 'packageLocked', { fa: string; en: string }>
> = {
  notLive: {
    fa: 'فقط برای موردی که منتشر شده و روی سایت است می‌توان نردبان، تمدید یا ارتقا خرید.',
    en: 'A bump, a renewal or an upgrade can be bought only for a live listing.',
  },
  notOffered: { fa: 'این بسته دیگر ارائه نمی‌شود.', en: 'This package is no longer offered.' },
  free: { fa: 'این بسته رایگان است و پرداختی ندارد.', en: 'This package is free and needs no payment.' },
  percentage: {
    fa: 'بسته درصدی از هر فروش کسر می‌شود و پیش‌پرداخت ندارد.',
    en: 'A percentage package is paid per sale, not up front.',
  },
  notBump: { fa: 'این بسته نردبان نیست.', en: 'This package is not a bump.' },
  notCurrent: {
    fa: 'تمدید فقط با بسته فعلی ممکن است؛ برای بسته دیگر «ارتقا» را انتخاب کنید.',
    en: 'A renewal buys the current package again; choose an upgrade for another one.',
  },
  same: {
    fa: 'این بسته فعلی است؛ برای روزهای بیشتر «تمدید» را انتخاب کنید.',
    en: 'This is the current package; choose a renewal for more days.',
  },
  packageLocked: {
    fa: 'بسته مورد منتشرشده با ویرایش عوض نمی‌شود؛ برای نردبان، تمدید یا ارتقا از دکمه‌های فهرست خودتان استفاده کنید.',
    en: 'A live listing’s package is not changed by an edit; buy a bump, a renewal or an upgrade from your list instead.',
  },
  gone: {
    fa: 'موردی که این خرید برای آن است دیگر وجود ندارد.',
    en: 'What this purchase is for no longer exists.',
  },
};
