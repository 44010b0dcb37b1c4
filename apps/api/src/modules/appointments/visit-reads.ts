import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments } from './appointment.table.ts';

// What other modules read of a visit (ADR 0127: the appointments module owns its tables; a phone consultation's call
// is a visit of the book, ADR 0039). Each takes the caller's handle, so a read stays in the caller's transaction.

/** The slots of these visits, by id, in one query: when each starts and its state. */
export async function visitSlots(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, { id: number; start: Date; status: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: appointments.id, start: appointments.startAt, status: appointments.status })
    .from(appointments)
    .where(inArray(appointments.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * When the visit a column of another table names starts (null when it names none), for that query's select list: a
 * correlated primary-key lookup, what a left join on the visit's id would read, in the same statement.
 */
export function visitStartOf(id: AnyColumn): SQL<Date | null> {
  return sql<Date | null>`(select ${appointments.startAt} from ${appointments} where ${appointments.id} = ${id})`.mapWith(
    appointments.startAt,
  );
}

/**
 * The visits' money as a derived table for another module's statement (`left join (…) a on a.id = …`): each visit's
 * id, state and what its owner got (price less the refund and the site's share). Postgres folds it into the query.
 */
export const visitMoney: SQL = sql`select ${appointments.id} as id, ${appointments.status} as status, ${appointments.price} - ${appointments.refunded} - ${appointments.siteShare} as owner_got from ${appointments}`;

/** The ids of a listing's visits (those `where` keeps, given the visit's id column), as a subquery (its reserves). */
export function visitIdsOf(db: Db, listingId: number, where?: (visitId: AnyColumn) => SQL) {
  return db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.listingId, listingId), where?.(appointments.id)));
}

/** The payments of a listing's visits, as a subquery of payment ids (a clinic's payments). */
export function visitPaymentIdsOf(db: Db, listingId: number) {
  return db.select({ id: appointments.paymentId }).from(appointments).where(eq(appointments.listingId, listingId));
}
