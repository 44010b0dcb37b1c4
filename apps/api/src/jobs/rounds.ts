import { QueueKind } from '@shahrbazar/domain/enums/queue';
import { listingsTag } from '@shahrbazar/domain/api/kept-page';
import type { Db } from '../db/client.ts';
import type { CacheInvalidation } from '../http/cache-invalidation.ts';
import type { AppServices } from '../http/types.ts';
import { runAppointmentJobs } from '../modules/appointments/appointment-jobs.ts';
import { expireConsultations, lapseUnpaidConsultations } from '../modules/consultations/consultation-close.service.ts';
import { liftDueBumps } from '../modules/listings/listing-bump.service.ts';
import { tellEndedTerms } from '../modules/listings/listing-terms.service.ts';
import { expireIdempotencyKeys } from '../modules/payments/idempotency.ts';
import { reconcilePendingPayments } from '../modules/payments/payment-reconcile.service.ts';
import type { PaymentLog } from '../modules/payments/payment.service.ts';
import type { QueueHandlers } from '../modules/queue/work-queue.ts';
import { VERTICAL_REGISTRY } from '../verticals/registry.ts';

// The periodic rounds of the API (docs/decisions/0101-periodic-rounds-on-the-durable-queue.md): each kind's round is
// its module's own function, run as a job of the durable queue, one job per kind and time slot (rules/queue.ts says
// how often). A round does each item apart, its change guarded, so a round run twice or tried again changes it once.

/** One round as of `now`: answers how many things it changed. */
export type Round = (db: Db, now: Date) => Promise<number>;

/**
 * Every round kind's round. Reconciliation asks the bank (the gateway of this process), so it is here only when the
 * process has one; `caches` drops the kept copies a round changed (without it they expire on their own).
 */
export function roundsOf(
  services: Partial<Pick<AppServices, 'paymentGateway'>>,
  log: PaymentLog,
  caches?: Pick<CacheInvalidation, 'drop'>,
): Partial<Record<QueueKind, Round>> {
  const rounds: Partial<Record<QueueKind, Round>> = {
    [QueueKind.expireIdempotencyKeys]: expireIdempotencyKeys,
    [QueueKind.appointmentBook]: runAppointmentJobs,
    [QueueKind.expireConsultations]: expireConsultations,
    [QueueKind.lapseUnpaidConsultations]: lapseUnpaidConsultations,
    [QueueKind.listingTermsEnded]: (db, now) => tellEndedTerms(db, VERTICAL_REGISTRY, now),
    // A lift changes the order of its vertical's lists: their kept copies go (ADR 0107).
    [QueueKind.liftBumpedListings]: async (db, now) =>
      (await liftDueBumps(db, now, (verticals) => caches?.drop(verticals.map(listingsTag)))).length,
  };
  // A vertical's own rounds (a booth's unpaid orders, a lawyer's ended projects, a city ad's unspent rewards).
  for (const vertical of VERTICAL_REGISTRY.values()) Object.assign(rounds, vertical.rounds);
  const gateway = services.paymentGateway;
  if (gateway) {
    rounds[QueueKind.reconcilePayments] = (db, now) =>
      reconcilePendingPayments(db, { registry: VERTICAL_REGISTRY, gateway, log }, now);
  }
  return rounds;
}

/**
 * The rounds as the queue's handlers: a job runs its round as of its `at` (the dev route's "as if tomorrow") or now,
 * and completes with `{ done }`; a round some of whose items failed throws after doing the others (eachApart), and
 * the queue tries the job again.
 */
export function roundHandlers(db: Db, rounds: Partial<Record<QueueKind, Round>>): QueueHandlers {
  const handlers: QueueHandlers = {};
  for (const [kind, round] of Object.entries(rounds) as Array<[QueueKind, Round]>) {
    handlers[kind] = async (job) => {
      const at = typeof job.data.at === 'string' ? new Date(job.data.at) : new Date();
      return { done: await round(db, at) };
    };
  }
  return handlers;
}
