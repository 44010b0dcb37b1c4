import { count } from 'drizzle-orm';
import type { DashboardCounts } from '@shahrbazar/domain/api/app.schema';
import { PaymentStatus } from '@shahrbazar/domain/enums/commerce';
import type { Db } from '../../db/client.ts';
import { payments } from './payment.table.ts';

/** The payments part of the dashboard counts (spec: paymentTotal, paymentPaid, paymentUnpaid). */
export async function paymentCounts(
  db: Db,
): Promise<Pick<DashboardCounts, 'paymentTotal' | 'paymentPaid' | 'paymentUnpaid'>> {
  const byStatus = await db.select({ status: payments.status, n: count() }).from(payments).groupBy(payments.status);
  const of = (status: number) => byStatus.find((row) => row.status === status)?.n ?? 0;
  return {
    paymentTotal: byStatus.reduce((sum, row) => sum + row.n, 0),
    paymentPaid: of(PaymentStatus.paid),
    paymentUnpaid: of(PaymentStatus.unpaid),
  };
}
