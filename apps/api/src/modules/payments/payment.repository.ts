import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  or,
  sql,
  type AnyColumn,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { PaymentStatus } from '@shahrbazar/domain/enums/commerce';
import type { ManagedPayment, Payment, PaymentItem } from '@shahrbazar/domain/api/payment.schema';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import { isListingPurchasePaymentType } from '@shahrbazar/domain/rules/listing-purchase';
import { toPersianDigits } from '@shahrbazar/domain/format/number';
import { lastPage, pageOffset } from '@shahrbazar/domain/rules/pagination';
import {
  isPackagePaymentType,
  isPaymentFailureReason,
  PAYMENT_FAILURE_MESSAGES,
} from '@shahrbazar/domain/rules/payment';
import type { Db } from '../../db/client.ts';
import { listingSummaries, type ListingSummary } from '../listings/listing-rows.ts';
import { packagesByIds, type PackageRow } from '../packages/package-lookup.ts';
import { userContactsByIds } from '../users/user.repository.ts';
import { paymentItemOf } from './payment-items.ts';
import { subjectsOf, type SubjectReader } from './payment-subjects.ts';
import { payments } from './payment.table.ts';
import { latestReceipts } from './receipt.repository.ts';

export type PaymentRow = typeof payments.$inferSelect;
type ListingRef = ListingSummary;

/** What a page of payments refers to: the listings and packages they pay for, what they bought, their receipts. */
interface Related {
  listings: Map<number, ListingRef>;
  packages: Map<number, PackageRow>;
  receipts: Awaited<ReturnType<typeof latestReceipts>>;
  subjects: Awaited<ReturnType<typeof subjectsOf>>;
}

/**
 * Whether a payment's item is a listing: a package payment, unless a module handles its type (a section ad's payment
 * names the ad, ADR 0042); a purchase for a live listing (a bump, a renewal, an upgrade: issue 35).
 */
const isListingPayment = (row: PaymentRow) =>
  (isPackagePaymentType(row.type) && !paymentItemOf(row.type)) || isListingPurchasePaymentType(row.type);

async function relatedOf(db: Db, rows: PaymentRow[], reader: SubjectReader): Promise<Related> {
  const listingIds = [
    ...new Set(rows.filter((row) => isListingPayment(row) && row.itemId !== null).map((row) => row.itemId!)),
  ];
  const [found, packages, receipts, subjects] = await Promise.all([
    listingSummaries(db, listingIds),
    packagesByIds(
      db,
      rows.flatMap((row) => (row.packageId === null ? [] : [row.packageId])),
    ),
    latestReceipts(
      db,
      rows.map((row) => row.id),
    ),
    subjectsOf(db, rows, reader),
  ]);
  return { listings: found, packages, receipts, subjects };
}

function itemOf(row: PaymentRow, related: Related): PaymentItem | null {
  if (row.itemId === null) return null;
  const listing = isListingPayment(row) ? related.listings.get(row.itemId) : undefined;
  if (!listing) return { kind: 'other', id: row.itemId };
  return {
    kind: 'listing',
    id: listing.id,
    vertical: listing.vertical,
    title: listing.title,
    slug: listing.slug,
    slugId: listing.slugId,
    status: listing.status as Extract<PaymentItem, { kind: 'listing' }>['status'],
  };
}

function receiptSummary(receipt: { id: number; status: number; message: string } | undefined): Payment['receipt'] {
  return receipt ? { ...receipt, status: receipt.status as NonNullable<Payment['receipt']>['status'] } : null;
}

function toPayment(row: PaymentRow, related: Related, locale: Locale): Payment {
  const pkg = row.packageId === null ? undefined : related.packages.get(row.packageId);
  const reason = row.failureReason;
  return {
    id: row.id,
    userId: row.userId,
    type: row.type as Payment['type'],
    method: row.method as Payment['method'],
    item: itemOf(row, related),
    subject: related.subjects.get(row.id) ?? null,
    package: pkg
      ? {
          id: pkg.id,
          title: pkg.title,
          type: pkg.type as NonNullable<Payment['package']>['type'],
          planType: pkg.planType as NonNullable<Payment['package']>['planType'],
          days: pkg.days,
        }
      : null,
    price: row.price,
    deviceType: row.deviceType as Payment['deviceType'],
    status: row.status as Payment['status'],
    trackingNumber: row.trackingNumber,
    gateway: row.gateway === 'sandbox' || row.gateway === 'zarinpal' ? row.gateway : null,
    // Persian text made by the server (an order's «سفارش 5 از …» of older rows): its digits Persian too.
    description: toPersianDigits(row.description),
    failure: isPaymentFailureReason(reason) ? { reason, message: PAYMENT_FAILURE_MESSAGES[reason][locale] } : null,
    receipt: receiptSummary(related.receipts.get(row.id)),
    payDate: row.payDate?.toISOString() ?? null,
    registerDate: row.createdAt.toISOString(),
  };
}

/**
 * Payment rows as the API answers them, with what they pay for. `viewerId`: the signed-in payer reading their own
 * payments (an order's delivery code is told to them only); none for the back office and agents.
 */
export async function toPayments(
  db: Db,
  rows: PaymentRow[],
  locale: Locale,
  viewerId: number | null = null,
): Promise<Payment[]> {
  const related = await relatedOf(db, rows, { viewerId });
  return rows.map((row) => toPayment(row, related, locale));
}

/** One payment row as the API answers it (`viewerId`: as toPayments). */
export async function toPaymentAnswer(
  db: Db,
  row: PaymentRow,
  locale: Locale,
  viewerId: number | null = null,
): Promise<Payment> {
  const [answer] = await toPayments(db, [row], locale, viewerId);
  if (!answer) throw new Error('payment answer missing');
  return answer;
}

export async function findPayment(db: Db, id: number): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

/** The payment a gateway's callback names, by the gateway and its session id. */
export async function findPaymentByAuthority(
  db: Db,
  gateway: string,
  authority: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.gateway, gateway), eq(payments.authority, authority)));
  return row;
}

/** Locks a payment row for the rest of the transaction (FOR UPDATE); undefined when there is none. */
export async function lockPayment(db: Db, id: number): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).for('update');
  return row;
}

/**
 * The unpaid payment `id`, locked for the rest of the caller's transaction, skipping it when another transaction holds
 * it (a payer paying at that moment wins); undefined when it is paid, gone or held.
 */
export async function lockUnpaidPaymentSkipping(db: Db, id: number): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.status, PaymentStatus.unpaid)))
    .for('update', { skipLocked: true });
  return row;
}

/** The ids of unpaid payments, as a subquery for a caller's filter (`inArray(item.paymentId, unpaidPaymentIds(db))`). */
export function unpaidPaymentIds(db: Db) {
  return db.select({ id: payments.id }).from(payments).where(eq(payments.status, PaymentStatus.unpaid));
}

/** Which of these payments are paid. */
export async function paidAmong(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(inArray(payments.id, [...ids]), eq(payments.status, PaymentStatus.paid)));
  return new Set(rows.map((row) => row.id));
}

/** Every payment of a type for these items (an order's checkout and its requests), oldest first. */
export async function paymentsOfItems(db: Db, type: number, itemIds: readonly number[]): Promise<PaymentRow[]> {
  if (itemIds.length === 0) return [];
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.type, type), inArray(payments.itemId, [...itemIds])))
    .orderBy(asc(payments.id));
}

/**
 * Whether an item has a payment of `type` not paid yet other than `except` (an order's payment request beside its
 * checkout, ADR 0052), as a condition of the caller's query on the item's table (`itemId`, `except`: its columns).
 * Looked up on the payments' (type, item) index.
 */
export function hasUnpaidPaymentBeside(type: number, itemId: AnyColumn, except: AnyColumn): SQL {
  return sql`exists (select 1 from ${payments} where ${payments.type} = ${type}
  and ${payments.itemId} = ${itemId} and ${payments.id} is distinct from ${except}
  and ${payments.status} <> ${PaymentStatus.paid})`;
}

/** The escaped LIKE pattern of a text: % and _ are matched as themselves. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface PaymentFilter {
  userId?: number | undefined;
  type?: number | undefined;
  method?: number | undefined;
  status?: number | undefined;
  deviceType?: number | undefined;
  itemId?: number | undefined;
  packageId?: number | undefined;
  q?: string | undefined;
  /** Subqueries of payment ids (a module's items' payments): a payment one of them names. */
  idIn?: SQLWrapper[] | undefined;
}

function conditionsOf(filter: PaymentFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.userId !== undefined) conditions.push(eq(payments.userId, filter.userId));
  if (filter.type !== undefined) conditions.push(eq(payments.type, filter.type));
  if (filter.method !== undefined) conditions.push(eq(payments.method, filter.method));
  if (filter.status !== undefined) conditions.push(eq(payments.status, filter.status));
  if (filter.deviceType !== undefined) conditions.push(eq(payments.deviceType, filter.deviceType));
  if (filter.itemId !== undefined) conditions.push(eq(payments.itemId, filter.itemId));
  if (filter.packageId !== undefined) conditions.push(eq(payments.packageId, filter.packageId));
  if (filter.idIn?.length) {
    const named = or(...filter.idIn.map((ids) => inArray(payments.id, ids)));
    if (named) conditions.push(named);
  }
  if (filter.q) {
    const pattern = containing(filter.q);
    const text = or(ilike(payments.description, pattern), ilike(payments.trackingNumber, pattern));
    if (text) conditions.push(text);
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** One page of payments, newest first, with the total of the filter. */
export async function findPaymentPage(db: Db, filter: PaymentFilter, page: { page: number; perPage: number }) {
  const where = conditionsOf(filter);
  const [total] = await db.select({ n: count() }).from(payments).where(where);
  const rows = await db
    .select()
    .from(payments)
    .where(where)
    .orderBy(desc(payments.id))
    .limit(page.perPage)
    .offset(pageOffset(page));
  const n = total?.n ?? 0;
  return { rows, total: n, currentPage: page.page, perPage: page.perPage, lastPage: lastPage(n, page.perPage) };
}

/** Payment rows as the back office reads them: with the payer and the gateway's session id. */
export async function toManagedPayments(db: Db, rows: PaymentRow[], locale: Locale): Promise<ManagedPayment[]> {
  const answers = await toPayments(db, rows, locale);
  const ids = [...new Set(rows.map((row) => row.userId))];
  const payers = await userContactsByIds(db, ids);
  const byId = new Map(payers.map((payer) => [payer.id, payer]));
  return answers.map((answer, index) => ({
    ...answer,
    user: byId.get(answer.userId) ?? { id: answer.userId, name: '', mobile: null },
    authority: rows[index]?.authority ?? null,
  }));
}
