import { and, eq, exists, inArray, isNotNull, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { consultations } from './consultation.table.ts';

// What other modules read of a listing's consultations (ADR 0127: the consultations module owns its table), as
// subqueries for their own statements or as one batch read; each takes the caller's handle.

/** The visit a column of another statement names is a phone consultation's call (ADR 0039), as a condition. */
export function isConsultationCall(db: Db, visitId: AnyColumn): SQL {
  return exists(
    db.select({ id: consultations.id }).from(consultations).where(eq(consultations.appointmentId, visitId)),
  );
}

/** The ids of a listing's consultations, as a subquery (a clinic's reserves). */
export function consultationIdsOf(db: Db, listingId: number) {
  return db.select({ id: consultations.id }).from(consultations).where(eq(consultations.listingId, listingId));
}

/** The payments of a listing's consultations, as a subquery of payment ids (a clinic's payments). */
export function consultationPaymentIdsOf(db: Db, listingId: number) {
  return db.select({ id: consultations.paymentId }).from(consultations).where(eq(consultations.listingId, listingId));
}

/** Of these payments, those a consultation names (the others of the type are visits'), in one query. */
export async function consultationPaymentsAmong(db: Db, paymentIds: readonly number[]): Promise<Set<number>> {
  if (paymentIds.length === 0) return new Set();
  const rows = await db
    .select({ id: consultations.paymentId })
    .from(consultations)
    .where(and(isNotNull(consultations.paymentId), inArray(consultations.paymentId, [...paymentIds])));
  return new Set(rows.flatMap((row) => (row.id === null ? [] : [row.id])));
}
