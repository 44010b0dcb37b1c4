import { count, isNotNull } from 'drizzle-orm';
import type { DashboardCounts } from '@shahrbazar/domain/api/app.schema';
import { OrderStatus } from '@shahrbazar/domain/enums/commerce';
import { ActiveStatus, ListingStatus } from '@shahrbazar/domain/enums/status';
import { isWaitingForReview } from '@shahrbazar/domain/rules/listing-status';
import type { Db } from '../../db/client.ts';
import { countsByStatus } from '../../modules/listings/listing-rows.ts';
import { orders } from './order.table.ts';
import { products } from './product.table.ts';

// The booths' parts of the back office's dashboard counts (spec: App settings' optional dashboard counts).

type OrderCounts = Pick<
  DashboardCounts,
  'orderTotal' | 'orderPending' | 'orderConfirmed' | 'orderRejected' | 'orderPreparing' | 'orderSent' | 'orderDelivered'
>;

/** Orders by status; only paid ones count (an order awaiting payment or expired unpaid is not yet an order). */
export async function orderCounts(db: Db): Promise<OrderCounts> {
  const byStatus = await db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(isNotNull(orders.paidAt))
    .groupBy(orders.status);
  const of = (status: number) => byStatus.find((row) => row.status === status)?.n ?? 0;
  return {
    orderTotal: byStatus.reduce((sum, row) => sum + row.n, 0),
    orderPending: of(OrderStatus.pending),
    orderConfirmed: of(OrderStatus.confirmed),
    orderRejected: of(OrderStatus.rejected),
    orderPreparing: of(OrderStatus.preparing),
    orderSent: of(OrderStatus.sent),
    orderDelivered: of(OrderStatus.delivered),
  };
}

/**
 * Booths by listing status (pending: every booth waiting for a person, under review or paid and waiting for
 * confirmation), and products by their own status.
 */
export async function boothAndProductCounts(
  db: Db,
): Promise<
  Pick<
    DashboardCounts,
    | 'boothTotal'
    | 'boothActive'
    | 'boothInActive'
    | 'boothPending'
    | 'productTotal'
    | 'productActive'
    | 'productInActive'
  >
> {
  const [booths, items] = await Promise.all([
    countsByStatus(db, 'booth'),
    db.select({ status: products.status, n: count() }).from(products).groupBy(products.status),
  ]);
  const booth = (status: number) => booths.find((row) => row.status === status)?.n ?? 0;
  const product = (status: number) => items.find((row) => row.status === status)?.n ?? 0;
  return {
    boothTotal: booths.reduce((sum, row) => sum + row.n, 0),
    boothActive: booth(ListingStatus.active),
    boothInActive: booth(ListingStatus.inactive),
    boothPending: booths.filter((row) => isWaitingForReview(row.status)).reduce((sum, row) => sum + row.n, 0),
    productTotal: items.reduce((sum, row) => sum + row.n, 0),
    productActive: product(ActiveStatus.active),
    productInActive: product(ActiveStatus.inactive),
  };
}
