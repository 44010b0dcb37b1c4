import { and, count, desc, eq, gte, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { ManagedOrderListQuery } from '@shahrbazar/domain/api/order-admin.schema';
import { PaymentType } from '@shahrbazar/domain/enums/commerce';
import { lastPage, pageOffset } from '@shahrbazar/domain/rules/pagination';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { listingIdsOwnedBy } from '../../modules/listings/listing-rows.ts';
import { hasUnpaidPaymentBeside } from '../../modules/payments/payment.repository.ts';
import { userIdsCreatedBy } from '../../modules/users/user.repository.ts';
import type { OrderRow } from './order.service.ts';
import { orders } from './order.table.ts';

// The back office's and the agent panel's orders (ADR 0037). A manager reads every order (unpaid and expired ones
// too: support answers about them); an agent reads only the paid orders of booths whose owner they onboarded
// (users.created_by), as the booth's owner does.

/** Who reads: a manager (every order), or an agent (their users' booths' paid orders). */
export type OrderReader = { kind: 'manager' } | { kind: 'agent'; agentId: number };

/** Iran's offset from UTC: the days of the date filter are Iranian days (no daylight saving since 2022). */
const IRAN_OFFSET = '+03:30';
const startOfDay = (day: string) => new Date(`${day}T00:00:00${IRAN_OFFSET}`);
const nextDay = (day: string) => new Date(startOfDay(day).getTime() + 86_400_000);

/** The orders an agent may read: of a booth whose owner the agent created. */
function agentScope(agentId: number): SQL {
  return sql`${orders.boothId} in (${listingIdsOwnedBy(userIdsCreatedBy(agentId))})`;
}

/**
 * A payment request of its booth not paid yet (ADR 0052: every payment of an order but its checkout's is a request):
 * looked up on the payments' (type, item) index for the orders the outer filter reads.
 */
const openRequest = hasUnpaidPaymentBeside(PaymentType.order, orders.id, orders.paymentId);

/** The payment status as the order's answer derives it (orderPaymentStatus): paid, partPaid or unPaid. */
function paymentStatusCondition(status: ManagedOrderListQuery['paymentStatus']): SQL | undefined {
  if (status === undefined) return undefined;
  if (status === 'unPaid') return isNull(orders.paidAt);
  return and(isNotNull(orders.paidAt), status === 'partPaid' ? openRequest : sql`not ${openRequest}`);
}

function conditionsOf(reader: OrderReader, query: ManagedOrderListQuery): SQL | undefined {
  const conditions: Array<SQL | undefined> = [
    reader.kind === 'agent' ? and(agentScope(reader.agentId), isNotNull(orders.paidAt)) : undefined,
    query.status === undefined ? undefined : eq(orders.status, query.status),
    query.booth_id === undefined ? undefined : eq(orders.boothId, query.booth_id),
    query.user_id === undefined ? undefined : eq(orders.userId, query.user_id),
    paymentStatusCondition(query.paymentStatus),
    query.from === undefined ? undefined : gte(orders.registerDate, startOfDay(query.from)),
    query.to === undefined ? undefined : lt(orders.registerDate, nextDay(query.to)),
  ];
  return and(...conditions);
}

/**
 * The two statements of a page: the filter's count and the page, newest first. Each filter the screens send is
 * served by an index of `orders` (ADR 0051; order-indexes.test.ts EXPLAINs these very statements).
 */
export function managedOrderQueries(db: Db, reader: OrderReader, query: ManagedOrderListQuery) {
  const where = conditionsOf(reader, query);
  return {
    total: db.select({ n: count() }).from(orders).where(where),
    page: db.select().from(orders).where(where).orderBy(desc(orders.id)).limit(query.perPage).offset(pageOffset(query)),
  };
}

/** One page of orders, newest first, with the filter's total. */
export async function managedOrderPage(db: Db, reader: OrderReader, query: ManagedOrderListQuery) {
  const statements = managedOrderQueries(db, reader, query);
  const [total] = await statements.total;
  const rows = await statements.page;
  const n = total?.n ?? 0;
  return { rows, total: n, currentPage: query.page, perPage: query.perPage, lastPage: lastPage(n, query.perPage) };
}

/** One order the reader may read; 404 otherwise (another agent's user's booth, an unpaid order for an agent). */
export async function managedOrder(db: Db, reader: OrderReader, orderId: number): Promise<OrderRow> {
  const scope = reader.kind === 'agent' ? and(agentScope(reader.agentId), isNotNull(orders.paidAt)) : undefined;
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), scope));
  if (!row) throw new AppError('not_found');
  return row;
}
