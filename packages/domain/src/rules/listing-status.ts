import { ListingStatus } from '../enums/status.ts';
import { PlanType } from '../enums/plans.ts';

/** Who moves a listing: its owner, a manager (moderation), or the system (billing, expiry). */
export type ListingActor = 'owner' | 'manager' | 'system';

/**
 * Who may move a listing from which status to which (docs/decisions/0010-listing-status-machine.md). The spec lists
 * the statuses only; this table is ours. One row per allowed move.
 */
export const LISTING_TRANSITIONS: ReadonlyArray<{ from: ListingStatus; to: ListingStatus; by: ListingActor }> = [
  // Review: a manager approves or rejects what waits for review.
  { from: ListingStatus.pending, to: ListingStatus.active, by: 'manager' },
  { from: ListingStatus.pending, to: ListingStatus.inactive, by: 'manager' },
  { from: ListingStatus.paidWaitingConfirmation, to: ListingStatus.active, by: 'manager' },
  { from: ListingStatus.paidWaitingConfirmation, to: ListingStatus.inactive, by: 'manager' },
  // A manager takes a live listing down, or puts a rejected or deactivated one back.
  { from: ListingStatus.active, to: ListingStatus.inactive, by: 'manager' },
  { from: ListingStatus.inactive, to: ListingStatus.active, by: 'manager' },
  // The owner takes their listing down, or sends an inactive (rejected, edited) one for review again.
  { from: ListingStatus.active, to: ListingStatus.inactive, by: 'owner' },
  { from: ListingStatus.inactive, to: ListingStatus.pending, by: 'owner' },
  // (An unpaid listing reaches review only by an edit that switches it to a free package: statusAfterOwnerEdit.)
  // Billing: a paid package moves an unpublished listing on to the manager's confirmation. A live listing's purchase
  // (a bump, a renewal, an upgrade: rules/listing-purchase.ts) leaves it live: nothing to review has changed.
  { from: ListingStatus.awaitingPayment, to: ListingStatus.paidWaitingConfirmation, by: 'system' },
  { from: ListingStatus.inactive, to: ListingStatus.paidWaitingConfirmation, by: 'system' },
  // Reports: enough people reporting a live listing take it back to review until a manager looks (ADR 0027).
  { from: ListingStatus.active, to: ListingStatus.pending, by: 'system' },
];

/** Whether `actor` may move a listing from `from` to `to`. */
export function canTransition(from: number, to: number, actor: ListingActor): boolean {
  return LISTING_TRANSITIONS.some((move) => move.from === from && move.to === to && move.by === actor);
}

/** The statuses `actor` may move a listing to from `from` (the moderation buttons, the owner's actions). */
export function nextStatuses(from: number, actor: ListingActor): ListingStatus[] {
  return LISTING_TRANSITIONS.filter((move) => move.from === from && move.by === actor).map((move) => move.to);
}

/** The status a newly published listing starts in: review for a free package, payment for a paid one. */
export function initialListingStatus(pkg: { planType: number; price: number }): ListingStatus {
  return isFreePackage(pkg) ? ListingStatus.pending : ListingStatus.awaitingPayment;
}

/** A package that needs no payment: a free plan, or any plan priced 0 (a percentage plan is paid per sale). */
export function isFreePackage(pkg: { planType: number; price: number }): boolean {
  return pkg.planType === PlanType.free || pkg.planType === PlanType.percentage || pkg.price <= 0;
}

/**
 * The status after the owner edits a listing: a live or rejected listing goes back to review (what is shown must have
 * been reviewed); a listing waiting for review or payment keeps its status.
 */
export function statusAfterOwnerEdit(status: number): number {
  return status === ListingStatus.active || status === ListingStatus.inactive ? ListingStatus.pending : status;
}

/**
 * The statuses in which a listing waits for a person in the back office: under review (new, edited or reported) and
 * paid, waiting for confirmation. The review queue opens on these, oldest first, and the dashboard counts them.
 */
export const WAITING_FOR_REVIEW: readonly ListingStatus[] = [
  ListingStatus.pending,
  ListingStatus.paidWaitingConfirmation,
];

/** Whether a listing in `status` waits for a manager. */
export function isWaitingForReview(status: number): boolean {
  return WAITING_FOR_REVIEW.some((waiting) => waiting === status);
}

/** Statuses a listing can be shown publicly in. */
export function isPubliclyVisible(status: number): boolean {
  return status === ListingStatus.active;
}
