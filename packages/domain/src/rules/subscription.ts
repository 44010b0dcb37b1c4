import { ListingStatus } from '../enums/status.ts';
import { PlanType } from '../enums/plans.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Days left of a subscription that started at `startDate` for `days` days, at `now`. A started day counts as a
 * whole day (rounded up), so it is 1 until the last moment and 0 or less once it has run out.
 */
export function remainingDays(startDate: Date, days: number, now: Date): number {
  const end = startDate.getTime() + days * DAY_MS;
  return Math.ceil((end - now.getTime()) / DAY_MS);
}

/** What the renewal offer reads of an item (ad, booth and the like). */
export interface RenewableItem {
  /** The item's listing status. */
  status: number;
  /** Plan type of the item's package. */
  planType: number;
  /** Days left of its subscription (the subscription's remainingTime). */
  remainingDays: number;
}

/** Whether to offer renewal: the item is active, its plan is not a percentage plan and no subscription days remain. */
export function isRenewalOffered(item: RenewableItem): boolean {
  return item.status === ListingStatus.active && item.planType !== PlanType.percentage && item.remainingDays <= 0;
}
