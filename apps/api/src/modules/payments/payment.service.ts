import { and, eq } from 'drizzle-orm';
import type { PaymentCreateInput } from '@shahrbazar/domain/api/payment.schema';
import { PaymentMethod, PaymentStatus, PaymentType } from '@shahrbazar/domain/enums/commerce';
import { DeviceType } from '@shahrbazar/domain/enums/people';
import { toPersianDigits } from '@shahrbazar/domain/format/number';
import type { Label } from '@shahrbazar/domain/i18n/locale';
import { PackageType, SubscriptionType } from '@shahrbazar/domain/enums/plans';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import { canTransition } from '@shahrbazar/domain/rules/listing-status';
import {
  canPayFromWallet,
  isPackagePaymentType,
  onlinePartOf,
  PAYMENT_MESSAGES,
  packagePaymentProblem,
  paymentTypeOfPackage,
  walletChargeProblem,
  type PaymentFailureReason,
} from '@shahrbazar/domain/rules/payment';
import type { Db } from '../../db/client.ts';
import { notify } from '../notify/notification.service.ts';
import { AppError } from '../../http/app-error.ts';
import { packageTypesOf } from '../listings/define-vertical.ts';
import type { VerticalRegistry } from '../listings/listing.mapper.ts';
import { findListingById, type ListingRow } from '../listings/listing.repository.ts';
import { moveListing } from '../listings/listing-status.service.ts';
import { lockListing, recordListingPackage } from '../listings/listing-rows.ts';
import { packagesByIds } from '../packages/package-lookup.ts';
import { activateSubscription, findSubscription } from '../packages/subscription.service.ts';
import { PaymentGatewayError } from './gateway/gateway.errors.ts';
import type { PaymentGateway } from './gateway/gateway.types.ts';
import { paymentItemOf } from './payment-items.ts';
import { findPaymentByAuthority, lockPayment, type PaymentRow } from './payment.repository.ts';
import { payments, walletEntries } from './payment.table.ts';
import { creditWallet, debitWallet } from './wallet.service.ts';
import { mayAccess, requireAccess } from '../access/record-access.ts';

// Billing (docs/decisions/0014-payments-and-wallet-ledger.md). A payment is created unpaid with the server's price;
// it is paid online (the bank, then our callback) or from the wallet. Marking it paid and applying what it pays for
// (a wallet credit, a listing's subscription and status) happen in ONE transaction with the payment row locked, so a
// payment is applied exactly once however often the bank's callback or the payer's click arrives.

/** The path on our own site the payer comes back to (the web's verifyPayment page); never a URL from a request. */
export const VERIFY_PAYMENT_PATH = '/panel/verifyPayment';
/** The agent panel's result page, for a payment an agent made for one of their users (ADR 0053). */
export const AGENT_VERIFY_PAYMENT_PATH = '/agent/verifyPayment';
/** Where the bank's callback sends the browser back to: the panel the payment was made from. */
export const verifyPathOf = (payment: Pick<PaymentRow, 'deviceType'> | undefined): string =>
  payment?.deviceType === DeviceType.webAgent ? AGENT_VERIFY_PAYMENT_PATH : VERIFY_PAYMENT_PATH;
/** Our callback, which the bank sends the payer's browser to with `?Authority=…&Status=OK|NOK`. */
export const CALLBACK_PATH = '/api/v1/payments/callback';

const WALLET_CHARGE_DESCRIPTION = 'شارژ کیف پول';

const invalid = (label: Label, field: string, key = 'invalid') => new AppError('validation', label, { [field]: key });

const ITEM_GONE = {
  fa: 'موردی که این پرداخت برای آن است دیگر وجود ندارد یا قابل پرداخت نیست.',
  en: 'What this payment is for no longer exists or can no longer be paid for.',
};

/** A wallet charge: the amount within the limits, nothing else named. */
function chargeColumns(input: PaymentCreateInput) {
  if (input.item_id !== undefined) throw invalid(PAYMENT_MESSAGES.itemNotAllowed, 'item_id');
  if (input.package_id !== undefined) throw invalid(PAYMENT_MESSAGES.itemNotAllowed, 'package_id');
  if (input.amount === undefined) throw invalid(PAYMENT_MESSAGES.amountRequired, 'amount', 'required');
  const problem = walletChargeProblem(input.amount);
  if (problem === 'tooSmall') throw invalid(PAYMENT_MESSAGES.chargeTooSmall, 'amount');
  if (problem === 'tooLarge') throw invalid(PAYMENT_MESSAGES.chargeTooLarge, 'amount');
  if (problem === 'notWhole') throw invalid(PAYMENT_MESSAGES.chargeNotWhole, 'amount');
  return { itemId: null, packageId: null, price: input.amount, description: WALLET_CHARGE_DESCRIPTION };
}

/** Whether `pkg` is one `listing` may be paid for with, and why not (a field error) when it is not. */
async function checkPackage(db: Db, registry: VerticalRegistry, listing: ListingRow, packageId: number) {
  const vertical = registry.get(listing.vertical);
  if (!vertical) throw new AppError('not_found');
  const pkg = (await packagesByIds(db, [packageId])).get(packageId);
  if (!pkg) throw invalid(PAYMENT_MESSAGES.packageNotOffered, 'package_id');
  if (!packageTypesOf(vertical).some((type) => type === pkg.type))
    throw invalid(PAYMENT_MESSAGES.packageMismatch, 'package_id');
  const current = await findSubscription(db, vertical.subscriptionType, listing.id);
  const problem = packagePaymentProblem(pkg, current?.package.id === pkg.id);
  if (problem === 'notOffered') throw invalid(PAYMENT_MESSAGES.packageNotOffered, 'package_id');
  if (problem === 'free') throw invalid(PAYMENT_MESSAGES.packageFree, 'package_id');
  if (problem === 'percentage') throw invalid(PAYMENT_MESSAGES.packagePercentage, 'package_id');
  return { vertical, pkg };
}

/** A listing's package: the caller's own listing (404 otherwise), a payable package of its vertical's type. */
async function packageColumns(db: Db, registry: VerticalRegistry, userId: number, input: PaymentCreateInput) {
  if (input.amount !== undefined) throw invalid(PAYMENT_MESSAGES.amountNotAllowed, 'amount');
  if (input.item_id === undefined) throw invalid(PAYMENT_MESSAGES.itemRequired, 'item_id', 'required');
  const listing = await findListingById(db, input.item_id);
  requireAccess(userId, 'listing', listing, 'pay');
  const vertical = registry.get(listing.vertical);
  if (!vertical) throw new AppError('not_found');
  if (paymentTypeOfPackage(vertical.packageType) !== input.type) throw invalid(PAYMENT_MESSAGES.typeMismatch, 'type');
  const packageId = input.package_id ?? listing.packageId;
  if (packageId === null) throw invalid(PAYMENT_MESSAGES.packageRequired, 'package_id', 'required');
  const { pkg } = await checkPackage(db, registry, listing, packageId);
  return {
    itemId: listing.id,
    packageId: pkg.id,
    price: pkg.price,
    description: `خرید بسته «${pkg.title}» برای «${listing.title}»`,
  };
}

/**
 * The rewarder plan (spec: Rewarder subscription; ADR 0023): a package of type rewarder bought by the payer for
 * themself (the item is the payer), payable like the others.
 */
async function rewarderPackage(db: Db, userId: number, packageId: number) {
  const pkg = (await packagesByIds(db, [packageId])).get(packageId);
  if (!pkg) throw invalid(PAYMENT_MESSAGES.packageNotOffered, 'package_id');
  if (pkg.type !== PackageType.rewarder) throw invalid(PAYMENT_MESSAGES.packageMismatch, 'package_id');
  const current = await findSubscription(db, SubscriptionType.rewarder, userId);
  const problem = packagePaymentProblem(pkg, current?.package.id === pkg.id);
  if (problem === 'notOffered') throw invalid(PAYMENT_MESSAGES.packageNotOffered, 'package_id');
  if (problem === 'free') throw invalid(PAYMENT_MESSAGES.packageFree, 'package_id');
  if (problem === 'percentage') throw invalid(PAYMENT_MESSAGES.packagePercentage, 'package_id');
  return pkg;
}

async function rewarderColumns(db: Db, userId: number, input: PaymentCreateInput) {
  if (input.amount !== undefined) throw invalid(PAYMENT_MESSAGES.amountNotAllowed, 'amount');
  if (input.item_id !== undefined && input.item_id !== userId)
    throw invalid(PAYMENT_MESSAGES.itemNotAllowed, 'item_id');
  if (input.package_id === undefined) throw invalid(PAYMENT_MESSAGES.packageRequired, 'package_id', 'required');
  const pkg = await rewarderPackage(db, userId, input.package_id);
  return {
    itemId: userId,
    packageId: pkg.id,
    price: pkg.price,
    description: `اشتراک طرح پاداش‌بگیر «${pkg.title}»`,
  };
}

/** What a new payment is: who pays, for what, how, the server's price and the panel it is made from (ADR 0120). */
export interface NewPayment {
  userId: number;
  /** PaymentType. */
  type: number;
  /** PaymentMethod it is to be paid by (set again to how it was actually paid). */
  method: number;
  itemId: number | null;
  packageId?: number | null;
  /** Whole toman, from the server: never from a request. */
  price: number;
  /** The part held from the payer's wallet while the rest is paid at the bank (ADR 0052); 0 otherwise. */
  walletPart?: number;
  /** DeviceType: the panel the payment was made from. */
  deviceType: number;
  description: string;
}

/**
 * Creates a payment row, unpaid, in the caller's transaction, and answers it: the one place a payment is created
 * (ADR 0120; lint refuses `insert(payments)` anywhere else). Each module decides what its payment is for and its
 * price; billing alone writes it.
 */
export async function createUnpaidPayment(db: Db, payment: NewPayment): Promise<PaymentRow> {
  const [row] = await db
    .insert(payments)
    .values({ ...payment, status: PaymentStatus.unpaid })
    .returning();
  if (!row) throw new Error('payment insert returned no row');
  return row;
}

/** A split payment whose wallet part can no longer be held is paid all at the bank: `wallet_part` 0 (ADR 0052). */
export async function payAllOnline(db: Db, paymentId: number): Promise<void> {
  await db.update(payments).set({ walletPart: 0 }).where(eq(payments.id, paymentId));
}

/**
 * Creates an unpaid payment for the caller. The price is the package's (or the wallet charge's amount, within the
 * limits): nothing in the request sets it. Orders and items without a module yet are refused.
 */
export async function createPayment(
  db: Db,
  registry: VerticalRegistry,
  userId: number,
  input: PaymentCreateInput,
): Promise<PaymentRow> {
  let columns;
  if (input.type === PaymentType.chargeWallet) columns = chargeColumns(input);
  else if (input.type === PaymentType.rewarder) columns = await rewarderColumns(db, userId, input);
  else if (isPackagePaymentType(input.type)) columns = await packageColumns(db, registry, userId, input);
  else throw invalid(PAYMENT_MESSAGES.typeNotAvailable, 'type');
  return createUnpaidPayment(db, {
    ...columns,
    userId,
    type: input.type,
    method: PaymentMethod.online,
    deviceType: input.deviceType ?? DeviceType.webClient,
  });
}

/** The caller's payment, locked, still unpaid: 404 for another's (or none), 409 once paid. */
export async function lockOwnUnpaid(db: Db, userId: number, paymentId: number): Promise<PaymentRow> {
  const payment = await lockPayment(db, paymentId);
  requireAccess(userId, 'payment', payment, 'pay');
  if (payment.status === PaymentStatus.paid) throw new AppError('conflict', PAYMENT_MESSAGES.alreadyPaid);
  return payment;
}

/**
 * What a package payment delivers: the payer's listing (with `lock`, locked for the rest of the transaction, before
 * the subscription's lock, in the order moderation takes them) and its vertical. Throws 409 when the listing is gone or
 * no longer the payer's; the package itself is checked by activateSubscription.
 */
async function paidListing(db: Db, registry: VerticalRegistry, payment: PaymentRow, lock: boolean) {
  if (payment.itemId === null || payment.packageId === null) throw new AppError('conflict', ITEM_GONE);
  const listing = await lockListing(db, payment.itemId, lock ? 'update' : undefined);
  const vertical = listing && registry.get(listing.vertical);
  if (!listing || !vertical || !mayAccess(payment.userId, 'listing', listing, 'pay')) {
    throw new AppError('conflict', ITEM_GONE);
  }
  if (paymentTypeOfPackage(vertical.packageType) !== payment.type) throw new AppError('conflict', ITEM_GONE);
  return { listing, vertical, packageId: payment.packageId };
}

/**
 * Applies what a paid payment pays for, inside the transaction that marked it paid: a wallet charge credits the
 * wallet (its ledger entry, once per payment); a listing's package activates or extends the listing's subscription,
 * records the subscription, the payment and the package on the listing, and moves it on to the manager's confirmation
 * when the status machine lets the system do so from its status. Throws an AppError when it cannot be delivered.
 */
export async function applyEffect(db: Db, registry: VerticalRegistry, payment: PaymentRow): Promise<void> {
  const item = paymentItemOf(payment.type);
  if (item) return item.apply(db, payment);
  if (payment.type === PaymentType.chargeWallet) {
    await creditWallet(db, { userId: payment.userId, paymentId: payment.id, amount: payment.price, kind: 'charge' });
    return;
  }
  if (payment.type === PaymentType.rewarder) {
    if (payment.packageId === null) throw new AppError('conflict', ITEM_GONE);
    await activateSubscription(db, {
      type: SubscriptionType.rewarder,
      itemId: payment.userId,
      userId: payment.userId,
      packageId: payment.packageId,
    });
    return;
  }
  const { listing, vertical, packageId } = await paidListing(db, registry, payment, true);
  const subscription = await activateSubscription(db, {
    type: vertical.subscriptionType,
    itemId: listing.id,
    userId: payment.userId,
    packageId,
  });
  const updated = await recordListingPackage(db, listing.id, {
    subscriptionId: subscription.id,
    paymentId: payment.id,
    packageId,
  });
  if (!updated) throw new AppError('conflict', ITEM_GONE);
  if (canTransition(updated.status, ListingStatus.paidWaitingConfirmation, 'system')) {
    await moveListing(db, updated, ListingStatus.paidWaitingConfirmation, 'system');
  }
}

/** How a payment was paid: the method, the bank's reference, and (a manager's record) a description to keep. */
export interface PaidBy {
  method: number;
  trackingNumber: string | null;
  description?: string | undefined;
}

/** Marks a locked unpaid payment paid: how, the bank's reference, now (409 when it is paid already). */
export async function markPaid(db: Db, payment: PaymentRow, paid: PaidBy): Promise<PaymentRow> {
  const [row] = await db
    .update(payments)
    .set({
      status: PaymentStatus.paid,
      method: paid.method,
      trackingNumber: paid.trackingNumber,
      payDate: new Date(),
      failureReason: null,
      ...(paid.description ? { description: paid.description } : {}),
    })
    .where(and(eq(payments.id, payment.id), eq(payments.status, PaymentStatus.unpaid)))
    .returning();
  if (!row) throw new AppError('conflict', PAYMENT_MESSAGES.alreadyPaid);
  // The payer is told in the payment's own transaction (ADR 0028).
  await notify(db, row.userId, 'paymentPaid', { paymentId: row.id, amount: row.price });
  return row;
}

/**
 * Pays the caller's payment from their wallet, in ONE transaction: the payment row locked (409 once paid), the
 * balance debited by a guarded UPDATE (409 when it does not cover the price), the ledger entry, the payment marked
 * paid, and what it pays for applied. Any failure rolls all of it back. A wallet charge cannot be paid from the wallet.
 */
export async function payFromWallet(
  db: Db,
  registry: VerticalRegistry,
  userId: number,
  paymentId: number,
): Promise<PaymentRow> {
  return db.transaction(async (tx) => {
    const payment = await lockOwnUnpaid(tx, userId, paymentId);
    if (!canPayFromWallet(payment.type)) throw invalid(PAYMENT_MESSAGES.walletCannotChargeWallet, 'method');
    const item = paymentItemOf(payment.type);
    if (item) return item.payFromWallet(tx, payment);
    await debitWallet(tx, { userId, paymentId: payment.id, amount: payment.price });
    const paid = await markPaid(tx, payment, { method: PaymentMethod.wallet, trackingNumber: null });
    await applyEffect(tx, registry, paid);
    return paid;
  });
}

/**
 * Starts paying the caller's payment online: with the payment row locked (409 once paid; 409 when its listing or
 * package can no longer be delivered), asks the gateway for a session for the payment's own price and stores its
 * authority, which the callback will find it by. Answers where to send the payer's browser. A new attempt replaces
 * the authority of an earlier one.
 */
export async function startOnlinePayment(
  db: Db,
  deps: { registry: VerticalRegistry; gateway: PaymentGateway; publicUrl: string },
  user: { id: number; mobile: string | null },
  paymentId: number,
): Promise<{ redirectUrl: string; payment: PaymentRow }> {
  return db.transaction(async (tx) => {
    let payment = await lockOwnUnpaid(tx, user.id, paymentId);
    const item = paymentItemOf(payment.type);
    if (item) {
      await item.check(tx, payment);
      // The check may have changed what the bank is asked for (a split payment's wallet part: ADR 0052).
      payment = (await lockPayment(tx, payment.id)) ?? payment;
    } else if (payment.type === PaymentType.rewarder) {
      await rewarderPackage(tx, user.id, payment.packageId ?? -1).catch((error: unknown) => {
        throw error instanceof AppError ? new AppError('conflict', error.label ?? ITEM_GONE) : error;
      });
    } else if (payment.type !== PaymentType.chargeWallet) {
      // Checked without locking the listing: the bank is called below, and the callback checks again.
      const { listing, packageId } = await paidListing(tx, deps.registry, payment, false);
      await checkPackage(tx, deps.registry, listing, packageId).catch((error: unknown) => {
        throw error instanceof AppError ? new AppError('conflict', error.label ?? ITEM_GONE) : error;
      });
    }
    const { authority, redirectUrl } = await deps.gateway.request({
      // The wallet part of a split payment is held by `check`; the bank is asked for the rest.
      amount: onlinePartOf(payment),
      // The bank shows it to the payer: Persian text with Persian digits («سفارش ۵ از …»).
      description: toPersianDigits(payment.description || `پرداخت ${payment.id}`),
      callbackUrl: `${deps.publicUrl}${CALLBACK_PATH}`,
      mobile: user.mobile ?? undefined,
      orderId: String(payment.id),
    });
    const [row] = await tx
      .update(payments)
      .set({
        authority,
        authorityAt: new Date(),
        gateway: deps.gateway.name,
        method: PaymentMethod.online,
        failureReason: null,
      })
      .where(eq(payments.id, payment.id))
      .returning();
    if (!row) throw new AppError('not_found');
    return { redirectUrl, payment: row };
  });
}

/** Where a gateway failure is logged: the billing service logs what the error handler does not (ADR 0013). */
export interface PaymentLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Records why a locked unpaid payment's online attempt did not complete; what its item held for it is let go. */
export async function recordFailure(db: Db, payment: PaymentRow, reason: PaymentFailureReason): Promise<void> {
  await db.update(payments).set({ failureReason: reason }).where(eq(payments.id, payment.id));
  if (reason !== 'refundedToWallet') await paymentItemOf(payment.type)?.failed?.(db, payment);
}

/**
 * Money was received for a locked unpaid payment (the bank verified it, a manager confirmed a receipt): marks it paid
 * and applies what it pays for, in the caller's transaction. When that can no longer be delivered (the listing was
 * deleted, the package withdrawn), the payment stays paid and the amount is credited to the payer's wallet as a
 * refund instead (`refundedToWallet`): money received is never lost or left unrecorded.
 */
export async function markPaidAndDeliver(
  db: Db,
  registry: VerticalRegistry,
  payment: PaymentRow,
  paidBy: PaidBy,
  log: Pick<PaymentLog, 'warn'>,
): Promise<PaymentRow> {
  const paid = await markPaid(db, payment, paidBy);
  try {
    await db.transaction((effect) => applyEffect(effect, registry, paid));
    return paid;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    log.warn({ paymentId: paid.id, code: error.code }, 'paid item not deliverable: refunded to wallet');
    // What came from outside the wallet goes into it; a wallet part still held for it is released.
    await creditWallet(db, { userId: paid.userId, paymentId: paid.id, amount: onlinePartOf(paid), kind: 'refund' });
    await recordFailure(db, paid, 'refundedToWallet');
    await paymentItemOf(paid.type)?.failed?.(db, paid);
    return { ...paid, failureReason: 'refundedToWallet' };
  }
}

/** Whether the bank's capture for a payment paid another way was credited to the payer's wallet already. */
async function captureCredited(db: Db, payment: PaymentRow): Promise<boolean> {
  const [entry] = await db
    .select({ id: walletEntries.id })
    .from(walletEntries)
    .where(and(eq(walletEntries.paymentId, payment.id), eq(walletEntries.kind, 'charge')))
    .limit(1);
  return entry !== undefined;
}

/**
 * The bank verified a capture for a payment that was meanwhile paid another way (from the wallet while the payer was
 * at the bank): as a late capture for an item that can no longer be delivered (markPaidAndDeliver), the money goes to
 * the payer's wallet, in the callback's transaction. It is a `charge` of the wallet naming the payment (money in from
 * the bank, as an order's bank payment arrives): that entry is unique per payment, so a replayed callback credits it
 * once, and it leaves the payment's `refund` entry to a later refund of the item itself (a rejected section ad). The
 * payer is told (paymentCaptureToWallet). Zarinpal's v4 REST API has no refund to send the money back to the card
 * instead (ADR 0092).
 */
async function creditCapture(db: Db, payment: PaymentRow, refId: string, log: Pick<PaymentLog, 'warn'>) {
  log.warn({ paymentId: payment.id, refId }, 'bank capture of a payment paid otherwise: credited to the wallet');
  const amount = onlinePartOf(payment);
  await creditWallet(db, { userId: payment.userId, paymentId: payment.id, amount, kind: 'charge' });
  // The payer is told where the bank's money went and why, in the same transaction (ADR 0092).
  await notify(db, payment.userId, 'paymentCaptureToWallet', { paymentId: payment.id, amount });
}

/**
 * The bank's callback (`?Authority=…&Status=OK|NOK`), idempotent: the payment is found by the gateway's authority
 * and, in one transaction with its row locked, a payment paid by this capture is left as it is; one paid another way
 * meanwhile (from the wallet) has the bank's capture verified and credited to the payer's wallet, once (issue 34); a
 * cancelled one stays unpaid with its reason; otherwise the gateway verifies the authority for OUR stored price
 * (never an amount from the request) and, when paid, the payment is marked paid with the bank's reference and its
 * effect applied, in the same transaction. When what it paid for can no longer be delivered (the listing was deleted,
 * the package withdrawn), the money goes to the payer's wallet as a refund instead. When the bank cannot be asked (or anything else fails), nothing changes,
 * the failure is logged and the next callback verifies again. Answers the payment's id, or undefined for an unknown
 * authority.
 */
export async function completeOnlinePayment(
  db: Db,
  deps: { registry: VerticalRegistry; gateway: PaymentGateway; log: PaymentLog },
  callback: { authority: string | undefined; status: string | undefined },
): Promise<number | undefined> {
  const { authority } = callback;
  if (!authority) return undefined;
  const found = await findPaymentByAuthority(db, deps.gateway.name, authority);
  if (!found) return undefined;
  try {
    await db.transaction(async (tx) => {
      const payment = await lockPayment(tx, found.id);
      // Superseded by a newer attempt while we waited for the lock.
      if (!payment || payment.authority !== authority) return;
      // Paid already: by this very capture (a replayed callback), or another way (from the wallet, a receipt) while
      // the payer was at the bank, whose capture is then still to be verified and credited, once (issue 34).
      const paid = payment.status === PaymentStatus.paid;
      if (paid && (payment.method === PaymentMethod.online || (await captureCredited(tx, payment)))) return;
      if (callback.status !== 'OK') return paid ? undefined : recordFailure(tx, payment, 'cancelled');
      const result = await deps.gateway.verify({ authority, amount: onlinePartOf(payment) });
      if (result.status === 'failed') {
        deps.log.warn({ paymentId: payment.id, reason: result.reason, providerCode: result.providerCode }, 'verify');
        return paid ? undefined : recordFailure(tx, payment, result.reason);
      }
      if (paid) return creditCapture(tx, payment, result.refId, deps.log);
      await markPaidAndDeliver(
        tx,
        deps.registry,
        payment,
        { method: PaymentMethod.online, trackingNumber: result.refId },
        deps.log,
      );
    });
  } catch (error) {
    // The payer's browser still goes to the verifyPayment page, which shows the payment as it now is; nothing was
    // changed, and the next callback (or a reconciliation) verifies again.
    if (error instanceof PaymentGatewayError) {
      deps.log.warn(
        { paymentId: found.id, reason: error.reason, providerCode: error.providerCode, httpStatus: error.httpStatus },
        'payment gateway unavailable at verify',
      );
    } else {
      deps.log.error({ err: error, paymentId: found.id }, 'payment callback failed');
    }
  }
  return found.id;
}
