import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Receipt, ReceiptCard } from '@shahrbazar/domain/api/receipt.schema';
import { lastPage, pageOffset, type PageQuery } from '@shahrbazar/domain/rules/pagination';
import { RECEIPT_CARD_OPTION_GROUP, RECEIPT_CARD_OPTIONS } from '@shahrbazar/domain/rules/receipt';
import type { Db } from '../../db/client.ts';
import { findOptionsByGroup } from '../app/option.repository.ts';
import { paymentReceipts } from './receipt.table.ts';

export type ReceiptRow = typeof paymentReceipts.$inferSelect;

/** Where the payer reads a receipt's image; managers read it under /manager/receipts/{id}/file. */
export const ownReceiptFileUrl = (id: number) => `/api/v1/me/receipts/${id}/file`;
export const managerReceiptFileUrl = (id: number) => `/api/v1/manager/receipts/${id}/file`;

/** A receipt row as the API answers it; the image only through an access-checked route. */
export function toReceipt(row: ReceiptRow, fileUrl: (id: number) => string = ownReceiptFileUrl): Receipt {
  return {
    id: row.id,
    paymentId: row.paymentId,
    status: row.status as Receipt['status'],
    trackingNumber: row.trackingNumber,
    paidOn: row.paidOn,
    file: fileUrl(row.id),
    message: row.message,
    registerDate: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

/** The receipts sent for a payment, newest first. */
export function receiptsOfPayment(db: Db, paymentId: number): Promise<ReceiptRow[]> {
  return db
    .select()
    .from(paymentReceipts)
    .where(eq(paymentReceipts.paymentId, paymentId))
    .orderBy(desc(paymentReceipts.id));
}

/** The latest receipt of each of the payments (for their answers), by payment id. */
export async function latestReceipts(
  db: Db,
  paymentIds: number[],
): Promise<Map<number, { id: number; status: number; message: string }>> {
  if (paymentIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([paymentReceipts.paymentId], {
      paymentId: paymentReceipts.paymentId,
      id: paymentReceipts.id,
      status: paymentReceipts.status,
      message: paymentReceipts.message,
    })
    .from(paymentReceipts)
    .where(inArray(paymentReceipts.paymentId, paymentIds))
    .orderBy(paymentReceipts.paymentId, desc(paymentReceipts.id));
  return new Map(rows.map(({ paymentId, ...receipt }) => [paymentId, receipt]));
}

export async function findReceipt(db: Db, id: number): Promise<ReceiptRow | undefined> {
  const [row] = await db.select().from(paymentReceipts).where(eq(paymentReceipts.id, id));
  return row;
}

/** Locks a receipt row for the rest of the transaction (FOR UPDATE). */
export async function lockReceipt(db: Db, id: number): Promise<ReceiptRow | undefined> {
  const [row] = await db.select().from(paymentReceipts).where(eq(paymentReceipts.id, id)).for('update');
  return row;
}

/** The private storage key of a receipt's image, if it exists (and was sent by `userId` when given). */
export async function receiptFileKey(db: Db, id: number, userId?: number): Promise<string | undefined> {
  const where =
    userId === undefined
      ? eq(paymentReceipts.id, id)
      : and(eq(paymentReceipts.id, id), eq(paymentReceipts.userId, userId));
  const [row] = await db.select({ file: paymentReceipts.file }).from(paymentReceipts).where(where);
  return row?.file;
}

/** One page of receipts (of one status), newest first, with the total of the filter. */
export async function findReceiptPage(db: Db, filter: { status?: number | undefined }, page: PageQuery) {
  const where: SQL | undefined = filter.status === undefined ? undefined : eq(paymentReceipts.status, filter.status);
  const [total] = await db.select({ n: count() }).from(paymentReceipts).where(where);
  const rows = await db
    .select()
    .from(paymentReceipts)
    .where(where)
    .orderBy(desc(paymentReceipts.id))
    .limit(page.perPage)
    .offset(pageOffset(page));
  const n = total?.n ?? 0;
  return { rows, total: n, currentPage: page.page, perPage: page.perPage, lastPage: lastPage(n, page.perPage) };
}

/** The card payers transfer to, from the site options ('' for what is not set). */
export async function receiptCard(db: Db): Promise<ReceiptCard> {
  const rows = await findOptionsByGroup(db, RECEIPT_CARD_OPTION_GROUP);
  const value = (name: string) => rows.find((row) => row.name === name)?.content.trim() ?? '';
  return {
    number: value(RECEIPT_CARD_OPTIONS.number),
    owner: value(RECEIPT_CARD_OPTIONS.owner),
    bank: value(RECEIPT_CARD_OPTIONS.bank),
  };
}
