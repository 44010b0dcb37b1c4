import { PaymentMethod, PaymentStatus, PaymentType } from '../enums/commerce.ts';
import { defineEnum, type EnumValue } from '../enums/define-enum.ts';
import { PackageType, PlanType } from '../enums/plans.ts';
import { PackageStatus, StatusColor } from '../enums/status.ts';
import type { Label } from '../i18n/locale.ts';

// Billing rules (docs/decisions/0014-payments-and-wallet-ledger.md): what each payment type pays for, what a wallet
// charge may be, which packages are paid for, and the words the API answers them with. Money is whole toman.

/** The least a wallet charge may be: ten thousand toman. */
export const WALLET_CHARGE_MIN = 10_000;
/** The most one wallet charge may be: fifty million toman. */
export const WALLET_CHARGE_MAX = 50_000_000;

/**
 * The payment type that pays for a package of each package type (the four booth package types pay as a booth; clinic
 * and lawyer ads as section ads). A client project's package has no payment type in the spec: null, not payable yet.
 */
export const PAYMENT_TYPE_OF_PACKAGE: Readonly<Record<PackageType, PaymentType | null>> = {
  [PackageType.shop]: PaymentType.booth,
  [PackageType.jewelry]: PaymentType.booth,
  [PackageType.realEstate]: PaymentType.booth,
  [PackageType.autoExpo]: PaymentType.booth,
  [PackageType.clinic]: PaymentType.clinic,
  [PackageType.expert]: PaymentType.expert,
  [PackageType.work]: PaymentType.work,
  [PackageType.ads]: PaymentType.ads,
  [PackageType.advertise]: PaymentType.advertise,
  [PackageType.rewarder]: PaymentType.rewarder,
  [PackageType.clinicAds]: PaymentType.sectionAds,
  [PackageType.lawyer]: PaymentType.lawyer,
  [PackageType.lawyerAds]: PaymentType.sectionAds,
  [PackageType.lawyerClientProject]: null,
};

/** The payment type that pays for a package of `packageType`; undefined for an unknown type or one not payable. */
export function paymentTypeOfPackage(packageType: number): PaymentType | undefined {
  return PackageType.is(packageType) ? (PAYMENT_TYPE_OF_PACKAGE[packageType] ?? undefined) : undefined;
}

/**
 * Whether a payment of `type` pays for an item's package (a booth, an ad, an expert...; its item is the listing),
 * rather than money or an order. The rewarder plan is a package too, but bought by the payer for themself: its item
 * is the payer, not a listing.
 */
export function isPackagePaymentType(type: number): boolean {
  if (type === PaymentType.rewarder) return false;
  return Object.values(PAYMENT_TYPE_OF_PACKAGE).some((paymentType) => paymentType === type);
}

/** Whether a payment of `type` pays for an order (orders land with the shop; not payable here yet). */
export function isOrderPaymentType(type: number): boolean {
  return type === PaymentType.order || type === PaymentType.clinicOrder || type === PaymentType.lawyerOrder;
}

/**
 * What the bank is asked for a payment: its price less the part held from the payer's wallet (ADR 0052's split
 * payment; 0 for every other payment). Verified and refunded with the same amount.
 */
export function onlinePartOf(payment: { price: number; walletPart: number }): number {
  return payment.price - payment.walletPart;
}

/** Whether the wallet may pay a payment of `type`: everything but charging the wallet itself. */
export function canPayFromWallet(type: number): boolean {
  return type !== PaymentType.chargeWallet;
}

/** What is wrong with a wallet charge amount, if anything. */
export type WalletChargeProblem = 'notWhole' | 'tooSmall' | 'tooLarge';

/** Whether `amount` (toman) may be charged to a wallet: whole toman from WALLET_CHARGE_MIN to WALLET_CHARGE_MAX. */
export function walletChargeProblem(amount: number): WalletChargeProblem | undefined {
  if (!Number.isSafeInteger(amount)) return 'notWhole';
  if (amount < WALLET_CHARGE_MIN) return 'tooSmall';
  if (amount > WALLET_CHARGE_MAX) return 'tooLarge';
  return undefined;
}

/** Why a package cannot be bought with a payment, if it cannot. */
export type PackagePaymentProblem = 'notOffered' | 'free' | 'percentage';

/**
 * Whether a package can be paid for: it is offered (active, or hidden and already held by the item: ADR 0009), and it
 * has a price. A free plan needs no payment, and a percentage plan is paid per sale, never up front.
 */
export function packagePaymentProblem(
  pkg: { planType: number; price: number; status: number },
  heldByItem = false,
): PackagePaymentProblem | undefined {
  if (pkg.status !== PackageStatus.active && !(pkg.status === PackageStatus.hide && heldByItem)) return 'notOffered';
  if (pkg.planType === PlanType.percentage) return 'percentage';
  if (pkg.planType === PlanType.free || pkg.price <= 0) return 'free';
  return undefined;
}

/** The sum of the prices of paid payments (spec: the paid total). */
export function paidTotal(payments: ReadonlyArray<{ status: number; price: number }>): number {
  return payments.reduce((sum, payment) => (payment.status === PaymentStatus.paid ? sum + payment.price : sum), 0);
}

/** Badge colour of a payment status: paid is success, unpaid is warning. */
export function paymentStatusColor(status: number): StatusColor {
  return status === PaymentStatus.paid ? StatusColor.success : StatusColor.warning;
}

/** What an unpaid payment the payer cancelled at the bank is called (issue 16 item 7: not «پرداخت‌نشده»). */
export const CANCELLED_PAYMENT: Label = { fa: 'لغو شده', en: 'Cancelled' };

/**
 * A payment's badge: its status, except that an unpaid one whose last attempt the payer cancelled at the bank says
 * «لغو شده» in the danger colour; paying it again later makes it paid like any other.
 */
export function paymentBadge(payment: { status: number; failureReason?: string | null | undefined }): {
  cancelled: boolean;
  color: StatusColor;
} {
  const cancelled = payment.status !== PaymentStatus.paid && payment.failureReason === 'cancelled';
  return { cancelled, color: cancelled ? StatusColor.danger : paymentStatusColor(payment.status) };
}

/**
 * The kinds of thing a payment buys, as its result page names them: an order of a booth, a visit (appointment), a
 * consultation, a client project's escrow or its posting, a listing's package, a section ad, a wallet charge, the
 * rewarder plan. Each payment type's module answers one of these for its payments (the API's payment subject).
 */
export const PAYMENT_SUBJECT_KINDS = [
  'order',
  'appointment',
  'consultation',
  'project',
  'projectPosting',
  'listing',
  'sectionAd',
  'walletCharge',
  'rewarderPlan',
] as const;
export type PaymentSubjectKind = (typeof PAYMENT_SUBJECT_KINDS)[number];

/** The methods a payer chooses at payment: online through the bank, or from their wallet. */
export const PAYER_METHODS = [PaymentMethod.online, PaymentMethod.wallet] as const;

/**
 * A movement of a wallet's ledger: a charge (+), a payment from it (-), a withdrawal (-), a refund into it (+); money
 * held in a reserve (-), the unspent part of a reserve coming back (+), and a payout from someone's reserve (+, e.g.
 * an ad's reward to its viewer; ADR 0023).
 */
export const WalletEntryKind = defineEnum({
  charge: { value: 'charge', fa: 'شارژ کیف پول', en: 'Wallet charge' },
  payment: { value: 'payment', fa: 'پرداخت از کیف پول', en: 'Payment from the wallet' },
  withdrawal: { value: 'withdrawal', fa: 'برداشت', en: 'Withdrawal' },
  refund: { value: 'refund', fa: 'بازگشت وجه', en: 'Refund' },
  reserve: { value: 'reserve', fa: 'رزرو بودجه (پاداش تبلیغ)', en: 'Held in reserve (ad rewards)' },
  release: { value: 'release', fa: 'بازگشت باقی‌مانده رزرو', en: 'Unspent reserve returned' },
  payout: { value: 'payout', fa: 'پاداش دریافتی', en: 'Reward received' },
});
export type WalletEntryKind = EnumValue<typeof WalletEntryKind>;

/** Whether an entry of `kind` adds money to the wallet (+) or takes it out (-). */
export function walletEntrySign(kind: WalletEntryKind): 1 | -1 {
  return kind === WalletEntryKind.payment || kind === WalletEntryKind.withdrawal || kind === WalletEntryKind.reserve
    ? -1
    : 1;
}

/** Why an online payment did not complete, or did not deliver: the bank's verify reasons, and a refund. */
export const PAYMENT_FAILURE_REASONS = [
  'cancelled',
  'notPaid',
  'amountMismatch',
  'invalidAuthority',
  'gatewayError',
  'refundedToWallet',
] as const;
export type PaymentFailureReason = (typeof PAYMENT_FAILURE_REASONS)[number];

/** What the payer is told for each failure reason. */
export const PAYMENT_FAILURE_MESSAGES: Readonly<Record<PaymentFailureReason, Label>> = {
  cancelled: { fa: 'پرداخت لغو شد.', en: 'The payment was cancelled.' },
  notPaid: {
    fa: 'پرداخت انجام نشد؛ اگر مبلغی از حساب شما کم شده است، بانک آن را بازمی‌گرداند.',
    en: 'The payment was not completed; if money left your account, the bank will return it.',
  },
  amountMismatch: {
    fa: 'مبلغ پرداخت‌شده با مبلغ سفارش یکسان نیست؛ اگر مبلغی از حساب شما کم شده است، بانک آن را بازمی‌گرداند.',
    en: 'The amount paid does not match the order; if money left your account, the bank will return it.',
  },
  invalidAuthority: {
    fa: 'این پرداخت پیدا نشد؛ شناسه پرداخت معتبر نیست.',
    en: 'This payment was not found: its reference is not valid.',
  },
  gatewayError: {
    fa: 'درگاه پرداخت خطا داد؛ کمی بعد دوباره تلاش کنید.',
    en: 'The payment gateway answered with an error; please try again shortly.',
  },
  refundedToWallet: {
    fa: 'پرداخت انجام شد، اما مورد پرداخت‌شده دیگر در دسترس نبود؛ مبلغ به کیف پول شما برگشت.',
    en: 'The payment went through, but what it paid for was no longer available; the amount went to your wallet.',
  },
};

/** Whether a text is one of the failure reasons (a stored column read back). */
export function isPaymentFailureReason(value: unknown): value is PaymentFailureReason {
  return typeof value === 'string' && (PAYMENT_FAILURE_REASONS as readonly string[]).includes(value);
}

/** The messages the payment API answers, in both locales. */
export const PAYMENT_MESSAGES = {
  insufficientBalance: {
    fa: 'موجودی کیف پول شما برای این پرداخت کافی نیست.',
    en: 'Your wallet balance is not enough for this payment.',
  },
  alreadyPaid: { fa: 'این پرداخت پیش‌تر انجام شده است.', en: 'This payment has already been paid.' },
  walletCannotChargeWallet: {
    fa: 'شارژ کیف پول را نمی‌توان با خود کیف پول پرداخت؛ پرداخت آنلاین را انتخاب کنید.',
    en: 'A wallet charge cannot be paid from the wallet; choose online payment.',
  },
  chargeTooSmall: {
    fa: 'کمترین مبلغ شارژ کیف پول ۱۰٬۰۰۰ تومان است.',
    en: 'The least a wallet charge may be is 10,000 toman.',
  },
  chargeTooLarge: {
    fa: 'بیشترین مبلغ شارژ کیف پول ۵۰٬۰۰۰٬۰۰۰ تومان است.',
    en: 'The most a wallet charge may be is 50,000,000 toman.',
  },
  chargeNotWhole: { fa: 'مبلغ شارژ باید عددی صحیح به تومان باشد.', en: 'The charge must be a whole number of toman.' },
  amountRequired: { fa: 'مبلغ شارژ را وارد کنید.', en: 'Enter the amount to charge.' },
  amountNotAllowed: {
    fa: 'مبلغ فقط برای شارژ کیف پول فرستاده می‌شود؛ قیمت بسته را سرور تعیین می‌کند.',
    en: 'An amount is sent only to charge the wallet; a package’s price is set by the server.',
  },
  itemNotAllowed: {
    fa: 'شارژ کیف پول به آگهی یا بسته‌ای مربوط نیست.',
    en: 'A wallet charge is not for an item or a package.',
  },
  itemRequired: { fa: 'مورد پرداخت (آگهی) را مشخص کنید.', en: 'Name the item (listing) to pay for.' },
  typeNotAvailable: {
    fa: 'پرداخت برای این نوع هنوز در دسترس نیست.',
    en: 'Payments of this type are not available yet.',
  },
  typeMismatch: {
    fa: 'نوع پرداخت با نوع این آگهی یکسان نیست.',
    en: 'The payment type does not match this listing.',
  },
  packageRequired: { fa: 'بسته را انتخاب کنید.', en: 'Choose a package.' },
  packageMismatch: {
    fa: 'این بسته برای این نوع آگهی نیست.',
    en: 'This package is not for this kind of listing.',
  },
  packageNotOffered: {
    fa: 'این بسته دیگر ارائه نمی‌شود؛ بسته دیگری انتخاب کنید.',
    en: 'This package is no longer offered; choose another one.',
  },
  packageFree: {
    fa: 'این بسته رایگان است و پرداختی لازم ندارد.',
    en: 'This package is free and needs no payment.',
  },
  packagePercentage: {
    fa: 'بسته درصدی از فروش کسر می‌شود و پیش‌پرداخت ندارد.',
    en: 'A percentage package is paid out of sales, never up front.',
  },
  idempotencyKeyReused: {
    fa: 'این کلید یکتایی (Idempotency-Key) پیش‌تر با درخواست دیگری به کار رفته است؛ برای درخواست تازه کلید تازه بفرستید.',
    en: 'This Idempotency-Key was already used with a different request; send a new key for a new request.',
  },
  idempotencyKeyBusy: {
    fa: 'درخواستی با همین کلید یکتایی هنوز در حال انجام است؛ کمی بعد دوباره بفرستید.',
    en: 'A request with this Idempotency-Key is still being processed; send it again shortly.',
  },
} as const satisfies Record<string, Label>;
