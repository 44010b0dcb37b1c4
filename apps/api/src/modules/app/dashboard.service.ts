import type { DashboardCounts } from '@shahrbazar/domain/api/app.schema';
import { UserType } from '@shahrbazar/domain/enums/people';
import { hasPermission } from '@shahrbazar/domain/rules/permission';
import { policy } from '@shahrbazar/domain/rules/policy-catalogue';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../auth/access-control.ts';
import { paymentCounts } from '../payments/payment-counts.ts';
import { userCounts } from '../users/user-counts.ts';
import type { VerticalRegistry } from '../listings/listing.mapper.ts';

/** Every count at 0: what a capability whose table does not exist yet reports. */
const NO_COUNTS: DashboardCounts = {
  userTotal: 0,
  userActive: 0,
  userInActive: 0,
  boothTotal: 0,
  boothActive: 0,
  boothInActive: 0,
  boothPending: 0,
  orderTotal: 0,
  orderPending: 0,
  orderConfirmed: 0,
  orderRejected: 0,
  orderPreparing: 0,
  orderSent: 0,
  orderDelivered: 0,
  productTotal: 0,
  productActive: 0,
  productInActive: 0,
  paymentTotal: 0,
  paymentPaid: 0,
  paymentUnpaid: 0,
};

/**
 * One counter per capability, each answering its own part of the counts (users, payments, and what each vertical
 * declares: a booth's orders, booths and products); a capability without one reports 0.
 */
export async function dashboardCounts(db: Db, registry: VerticalRegistry): Promise<DashboardCounts> {
  const counters = [
    userCounts,
    paymentCounts,
    ...[...registry.values()].flatMap((vertical) => (vertical.dashboardCounts ? [vertical.dashboardCounts] : [])),
  ];
  const parts = await Promise.all(counters.map((counter) => counter(db)));
  return Object.assign({ ...NO_COUNTS }, ...parts) as DashboardCounts;
}

const DASHBOARD = policy('dashboard', 'index');

/** Whether a caller sees the dashboard counts: a back-office session holding dashboard.index (admins hold all). */
export async function seesDashboard(auth: AuthContext | null): Promise<boolean> {
  if (!auth || auth.kind !== 'manager') return false;
  if (auth.user.type === UserType.admin) return true;
  return hasPermission({ policies: await auth.policies() }, DASHBOARD);
}
