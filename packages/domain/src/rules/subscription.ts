import { ActiveStatus, ListingStatus } from '../enums/status.ts';
import { PackageType, PlanType, SubscriptionType } from '../enums/plans.ts';

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

/** What extending a subscription reads of the current one and writes back: its start and its days. */
export interface SubscriptionTerm {
  startDate: Date;
  days: number;
}

/**
 * The term after buying `packageDays` more days for an item at `now` (docs/decisions/0009): while the current
 * subscription still has days left, the new days are added to them (its end moves by exactly `packageDays`); once it
 * has run out, or when there is none, it starts again at `now` with the package's days.
 */
export function extendSubscription(current: SubscriptionTerm | null, packageDays: number, now: Date): SubscriptionTerm {
  if (current && remainingDays(current.startDate, current.days, now) > 0) {
    return { startDate: current.startDate, days: current.days + packageDays };
  }
  return { startDate: now, days: packageDays };
}

/** What tells whether a subscription is in force. */
export interface SubscriptionState {
  /** The subscription's status (ActiveStatus). */
  status: number;
  /** Plan type of its package. */
  planType: number;
  remainingDays: number;
}

/**
 * Whether a subscription is in force: active, and either days remain or its plan is a percentage plan (which has
 * no term: it lasts while the item does).
 */
export function isSubscriptionCurrent(subscription: SubscriptionState): boolean {
  if (subscription.status !== ActiveStatus.active) return false;
  return subscription.planType === PlanType.percentage || subscription.remainingDays > 0;
}

/** The subscription type a package of each package type buys (the four booth types share the booth subscription). */
export const SUBSCRIPTION_TYPE_OF_PACKAGE: Readonly<Record<PackageType, SubscriptionType>> = {
  [PackageType.shop]: SubscriptionType.booth,
  [PackageType.jewelry]: SubscriptionType.booth,
  [PackageType.realEstate]: SubscriptionType.booth,
  [PackageType.autoExpo]: SubscriptionType.booth,
  [PackageType.clinic]: SubscriptionType.clinic,
  [PackageType.expert]: SubscriptionType.expert,
  [PackageType.work]: SubscriptionType.work,
  [PackageType.ads]: SubscriptionType.ads,
  [PackageType.advertise]: SubscriptionType.advertise,
  [PackageType.rewarder]: SubscriptionType.rewarder,
  [PackageType.clinicAds]: SubscriptionType.sectionAds,
  [PackageType.lawyer]: SubscriptionType.lawyer,
  [PackageType.lawyerAds]: SubscriptionType.sectionAds,
  [PackageType.lawyerClientProject]: SubscriptionType.lawyerClientProject,
};

/** Whether a package of `packageType` can pay for a subscription of `subscriptionType`. */
export function packageFitsSubscription(packageType: number, subscriptionType: number): boolean {
  return PackageType.is(packageType) && SUBSCRIPTION_TYPE_OF_PACKAGE[packageType] === subscriptionType;
}
