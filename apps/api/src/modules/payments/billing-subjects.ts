import type { PaymentSubject } from '@shahrbazar/domain/api/payment.schema';
import { PaymentType } from '@shahrbazar/domain/enums/commerce';
import { isPackagePaymentType } from '@shahrbazar/domain/rules/payment';
import { listingRefsByIds } from '../listings/listing.repository.ts';
import { packagesByIds } from '../packages/package-lookup.ts';
import { paymentItemOf } from './payment-items.ts';
import { registerPaymentSubject, subjectOf, type PaymentSubjectResolver } from './payment-subjects.ts';

// The subjects of what billing sells itself (ADR 0014): a listing's package (the listing, whose owner's page the site
// finds by its vertical), a wallet charge (the wallet) and the rewarder plan (its page).

/** The payer's wallet page (its balance and charge form) and the rewarder plan's page. */
const WALLET_PATH = '/panel/wallet/charge';
const REWARDS_PATH = '/panel/rewards';

/**
 * Payments whose item is a listing (its package, or anything else its owner buys for it): the listing, whose owner's
 * page the site finds by its vertical. A module that sells something for a listing may declare this for its type.
 */
export const listingItemSubjects: PaymentSubjectResolver = async (db, rows) => {
  const own = rows.filter((row) => row.itemId !== null);
  if (own.length === 0) return new Map();
  const ids = [...new Set(own.map((row) => row.itemId!))];
  const byId = await listingRefsByIds(db, ids);
  return new Map(
    own.map((row): [number, PaymentSubject] => {
      const listing = byId.get(row.itemId!);
      return [
        row.id,
        subjectOf({
          kind: 'listing',
          id: row.itemId,
          title: listing?.title ?? '',
          path: null,
          listing: listing ? { id: listing.id, vertical: listing.vertical } : null,
        }),
      ];
    }),
  );
};

/**
 * A package payment's listing, unless a module handles its type (a section ad's payment names the ad): asked at
 * answer time, when every module has declared its handlers.
 */
const packageSubjects: PaymentSubjectResolver = async (db, rows, reader) =>
  listingItemSubjects(
    db,
    rows.filter((row) => isPackagePaymentType(row.type) && !paymentItemOf(row.type)),
    reader,
  );

const walletChargeSubjects: PaymentSubjectResolver = async (_db, rows) =>
  new Map(rows.map((row) => [row.id, subjectOf({ kind: 'walletCharge', id: null, title: '', path: WALLET_PATH })]));

/** The rewarder plan: its package's title (the plan bought) and the plan's page. */
const rewarderSubjects: PaymentSubjectResolver = async (db, rows) => {
  const packages = await packagesByIds(
    db,
    rows.flatMap((row) => (row.packageId === null ? [] : [row.packageId])),
  );
  return new Map(
    rows.map((row) => {
      const pkg = row.packageId === null ? undefined : packages.get(row.packageId);
      return [
        row.id,
        subjectOf({ kind: 'rewarderPlan', id: pkg?.id ?? null, title: pkg?.title ?? '', path: REWARDS_PATH }),
      ];
    }),
  );
};

/** Declares billing's own subjects (once, with its routes). */
export function registerBillingSubjects(): void {
  for (const type of PaymentType.values) {
    if (isPackagePaymentType(type)) registerPaymentSubject(type, packageSubjects);
  }
  registerPaymentSubject(PaymentType.chargeWallet, walletChargeSubjects);
  registerPaymentSubject(PaymentType.rewarder, rewarderSubjects);
}
