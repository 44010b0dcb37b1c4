import { describe, expect, it } from 'vitest';
import { PaymentStatus, PaymentType } from '../enums/commerce.ts';
import { PackageType, PlanType, SubscriptionType } from '../enums/plans.ts';
import { PackageStatus, StatusColor } from '../enums/status.ts';
import {
  PAYMENT_FAILURE_MESSAGES,
  PAYMENT_FAILURE_REASONS,
  PAYMENT_MESSAGES,
  WALLET_CHARGE_MAX,
  WALLET_CHARGE_MIN,
  WalletEntryKind,
  canPayFromWallet,
  isOrderPaymentType,
  isPackagePaymentType,
  isPaymentFailureReason,
  packagePaymentProblem,
  paidTotal,
  paymentBadge,
  paymentStatusColor,
  paymentTypeOfPackage,
  walletChargeProblem,
  walletEntrySign,
} from './payment.ts';

describe('payment rules', () => {
  it('calls the rewarder plan by its name, «طرح پاداش‌بگیر», as its payment, package and subscription (issue 35)', () => {
    expect(PaymentType.label(PaymentType.rewarder, 'fa')).toBe('طرح پاداش‌بگیر');
    expect(PackageType.label(PackageType.rewarder, 'fa')).toBe('طرح پاداش‌بگیر');
    expect(SubscriptionType.label(SubscriptionType.rewarder, 'fa')).toBe('طرح پاداش‌بگیر');
    expect(PaymentType.label(PaymentType.rewarder, 'en')).toBe('Rewarder plan');
  });

  it('pays for each package type with its payment type', () => {
    expect(paymentTypeOfPackage(PackageType.ads)).toBe(PaymentType.ads);
    expect(paymentTypeOfPackage(PackageType.expert)).toBe(PaymentType.expert);
    expect(paymentTypeOfPackage(PackageType.work)).toBe(PaymentType.work);
    expect(paymentTypeOfPackage(PackageType.advertise)).toBe(PaymentType.advertise);
    expect(paymentTypeOfPackage(PackageType.clinic)).toBe(PaymentType.clinic);
    expect(paymentTypeOfPackage(PackageType.lawyer)).toBe(PaymentType.lawyer);
    expect(paymentTypeOfPackage(PackageType.rewarder)).toBe(PaymentType.rewarder);
    // The four booth package types pay as a booth; clinic and lawyer ads as section ads.
    for (const type of [PackageType.shop, PackageType.jewelry, PackageType.realEstate, PackageType.autoExpo]) {
      expect(paymentTypeOfPackage(type)).toBe(PaymentType.booth);
    }
    expect(paymentTypeOfPackage(PackageType.clinicAds)).toBe(PaymentType.sectionAds);
    expect(paymentTypeOfPackage(PackageType.lawyerAds)).toBe(PaymentType.sectionAds);
    // No payment type in the spec for a client project; unknown types have none either.
    expect(paymentTypeOfPackage(PackageType.lawyerClientProject)).toBeUndefined();
    expect(paymentTypeOfPackage(99)).toBeUndefined();
  });

  it('tells package payments from money and orders', () => {
    expect(isPackagePaymentType(PaymentType.ads)).toBe(true);
    expect(isPackagePaymentType(PaymentType.booth)).toBe(true);
    expect(isPackagePaymentType(PaymentType.chargeWallet)).toBe(false);
    expect(isPackagePaymentType(PaymentType.order)).toBe(false);
    // The rewarder plan's item is the payer, not a listing.
    expect(isPackagePaymentType(PaymentType.rewarder)).toBe(false);
    expect([PaymentType.order, PaymentType.clinicOrder, PaymentType.lawyerOrder].every(isOrderPaymentType)).toBe(true);
    expect(isOrderPaymentType(PaymentType.ads)).toBe(false);
  });

  it('never lets a wallet pay its own charge', () => {
    expect(canPayFromWallet(PaymentType.chargeWallet)).toBe(false);
    expect(canPayFromWallet(PaymentType.ads)).toBe(true);
  });

  it('limits a wallet charge to whole toman from 10,000 to 50,000,000', () => {
    expect(WALLET_CHARGE_MIN).toBe(10_000);
    expect(WALLET_CHARGE_MAX).toBe(50_000_000);
    expect(walletChargeProblem(WALLET_CHARGE_MIN)).toBeUndefined();
    expect(walletChargeProblem(WALLET_CHARGE_MAX)).toBeUndefined();
    expect(walletChargeProblem(WALLET_CHARGE_MIN - 1)).toBe('tooSmall');
    expect(walletChargeProblem(0)).toBe('tooSmall');
    expect(walletChargeProblem(-50_000)).toBe('tooSmall');
    expect(walletChargeProblem(WALLET_CHARGE_MAX + 1)).toBe('tooLarge');
    expect(walletChargeProblem(10_000.5)).toBe('notWhole');
    expect(walletChargeProblem(Number.NaN)).toBe('notWhole');
    expect(walletChargeProblem(Number.POSITIVE_INFINITY)).toBe('notWhole');
  });

  it('pays only for an offered package with a price, never a free or a percentage plan', () => {
    const paid = { planType: PlanType.subscription, price: 50_000, status: PackageStatus.active };
    expect(packagePaymentProblem(paid)).toBeUndefined();
    expect(packagePaymentProblem({ ...paid, planType: PlanType.free, price: 0 })).toBe('free');
    expect(packagePaymentProblem({ ...paid, price: 0 })).toBe('free');
    expect(packagePaymentProblem({ ...paid, planType: PlanType.percentage, price: 0 })).toBe('percentage');
    expect(packagePaymentProblem({ ...paid, status: PackageStatus.inactive })).toBe('notOffered');
    // A hidden package is bought again only by the item that holds it (ADR 0009).
    expect(packagePaymentProblem({ ...paid, status: PackageStatus.hide })).toBe('notOffered');
    expect(packagePaymentProblem({ ...paid, status: PackageStatus.hide }, true)).toBeUndefined();
    expect(packagePaymentProblem({ ...paid, status: PackageStatus.inactive }, true)).toBe('notOffered');
  });

  it('sums the prices of paid payments only', () => {
    expect(
      paidTotal([
        { status: PaymentStatus.paid, price: 50_000 },
        { status: PaymentStatus.unpaid, price: 70_000 },
        { status: PaymentStatus.paid, price: 20_000 },
      ]),
    ).toBe(70_000);
    expect(paidTotal([])).toBe(0);
  });

  it('colours paid as success and unpaid as warning', () => {
    expect(paymentStatusColor(PaymentStatus.paid)).toBe(StatusColor.success);
    expect(paymentStatusColor(PaymentStatus.unpaid)).toBe(StatusColor.warning);
  });

  it('calls an unpaid payment cancelled at the bank «لغو شده», and only that one', () => {
    expect(paymentBadge({ status: PaymentStatus.unpaid, failureReason: 'cancelled' })).toEqual({
      cancelled: true,
      color: StatusColor.danger,
    });
    expect(paymentBadge({ status: PaymentStatus.unpaid, failureReason: 'notPaid' }).cancelled).toBe(false);
    expect(paymentBadge({ status: PaymentStatus.unpaid }).color).toBe(StatusColor.warning);
    // Paid after a cancelled try: paid.
    expect(paymentBadge({ status: PaymentStatus.paid, failureReason: 'cancelled' })).toEqual({
      cancelled: false,
      color: StatusColor.success,
    });
  });

  it('signs ledger entries: charges and refunds add, payments and withdrawals take', () => {
    expect(WalletEntryKind.values).toEqual([
      'charge',
      'payment',
      'withdrawal',
      'refund',
      'reserve',
      'release',
      'payout',
    ]);
    expect(walletEntrySign(WalletEntryKind.charge)).toBe(1);
    expect(walletEntrySign(WalletEntryKind.refund)).toBe(1);
    expect(walletEntrySign(WalletEntryKind.payment)).toBe(-1);
    expect(walletEntrySign(WalletEntryKind.withdrawal)).toBe(-1);
    expect(walletEntrySign(WalletEntryKind.reserve)).toBe(-1);
    expect(walletEntrySign(WalletEntryKind.release)).toBe(1);
    expect(walletEntrySign(WalletEntryKind.payout)).toBe(1);
  });

  it('words every failure reason and message in Persian and English', () => {
    for (const reason of PAYMENT_FAILURE_REASONS) {
      expect(isPaymentFailureReason(reason)).toBe(true);
      expect(PAYMENT_FAILURE_MESSAGES[reason].fa).toMatch(/[\u0600-\u06FF]/);
      expect(PAYMENT_FAILURE_MESSAGES[reason].en).toMatch(/^[A-Z]/);
    }
    expect(isPaymentFailureReason('other')).toBe(false);
    for (const label of Object.values(PAYMENT_MESSAGES)) {
      expect(label.fa).toMatch(/[\u0600-\u06FF]/);
      expect(label.en).toMatch(/^[A-Z]/);
    }
  });
});
