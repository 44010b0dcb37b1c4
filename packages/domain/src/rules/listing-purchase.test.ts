import { describe, expect, it } from 'vitest';
import { PaymentType } from '../enums/commerce.ts';
import { PlanType } from '../enums/plans.ts';
import { ListingStatus, PackageStatus } from '../enums/status.ts';
import {
  isBumpPackage,
  isListingPurchasePaymentType,
  listingPurchaseProblem,
  mayChangePackageOnEdit,
  purchaseKindOfPaymentType,
  purchaseOffers,
} from './listing-purchase.ts';

const pkg = (
  id: number,
  values: { price?: number; planType?: number; status?: number; permissions?: string[] } = {},
) => ({
  id,
  planType: values.planType ?? PlanType.subscription,
  price: values.price ?? 20_000,
  status: values.status ?? PackageStatus.active,
  accessPermissions: values.permissions ?? [],
});
const ladder = pkg(1, { permissions: ['ladder'] });
const monthly = pkg(2);
const special = pkg(3, { permissions: ['isSpecial', 'ladder'] });
const free = pkg(4, { planType: PlanType.free, price: 0 });
const live = { status: ListingStatus.active, packageId: monthly.id };

describe('purchases for a live listing (issue 35)', () => {
  it('calls a package a bump only when the ladder is all it promises', () => {
    expect(isBumpPackage(ladder)).toBe(true);
    expect(isBumpPackage(special)).toBe(false);
    expect(isBumpPackage(monthly)).toBe(false);
  });

  it('offers bumps, the listing’s own paid package again, and other paid plans', () => {
    const offers = purchaseOffers([ladder, monthly, special, free], live);
    expect(offers.bump.map((item) => item.id)).toEqual([ladder.id]);
    expect(offers.renewal.map((item) => item.id)).toEqual([monthly.id]);
    expect(offers.upgrade.map((item) => item.id)).toEqual([special.id]);
  });

  it('sells nothing for a listing that is not live, and renews a hidden package only for the listing holding it', () => {
    for (const status of [
      ListingStatus.pending,
      ListingStatus.awaitingPayment,
      ListingStatus.paidWaitingConfirmation,
    ]) {
      expect(listingPurchaseProblem('bump', ladder, { status, packageId: null })).toBe('notLive');
    }
    const hidden = pkg(5, { status: PackageStatus.hide });
    expect(listingPurchaseProblem('renewal', hidden, { status: ListingStatus.active, packageId: 5 })).toBeUndefined();
    expect(listingPurchaseProblem('upgrade', hidden, live)).toBe('notOffered');
    expect(listingPurchaseProblem('upgrade', monthly, live)).toBe('same');
    expect(listingPurchaseProblem('upgrade', free, live)).toBe('free');
  });

  it('declares a payment type per kind and keeps a live listing’s package out of the edit form', () => {
    expect(purchaseKindOfPaymentType(PaymentType.listingBump)).toBe('bump');
    expect(purchaseKindOfPaymentType(PaymentType.ads)).toBeUndefined();
    expect(isListingPurchasePaymentType(PaymentType.listingUpgrade)).toBe(true);
    expect(mayChangePackageOnEdit(ListingStatus.active)).toBe(false);
    expect(mayChangePackageOnEdit(ListingStatus.awaitingPayment)).toBe(true);
  });
});
