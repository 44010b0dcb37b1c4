import { expireIdempotencyKeys } from '../modules/payments/idempotency.ts';
import { releaseEndedRewards } from '../verticals/advertise/reward.service.ts';
import { expireUnpaidOrders } from '../verticals/booth/order.service.ts';
import type { AppServices } from '../http/types.ts';
import { runAppointmentJobs } from '../modules/appointments/appointment-jobs.ts';
import { endExpiredProjects } from '../verticals/lawyer/projects/project.service.ts';
import { expireConsultations, lapseUnpaidConsultations } from '../modules/consultations/consultation-close.service.ts';
import { tellEndedTerms } from '../modules/listings/listing-terms.service.ts';
import { liftDueBumps } from '../modules/listings/listing-bump.service.ts';
import { reconcilePendingPayments } from '../modules/payments/payment-reconcile.service.ts';
import type { PaymentLog } from '../modules/payments/payment.service.ts';
import { VERTICAL_REGISTRY } from '../verticals/registry.ts';
import type { Job } from './job-runner.ts';

const HOUR_MS = 60 * 60 * 1000;

/** Every periodic job of the API; each module's job calls that module's own function. */
export const JOBS: readonly Job[] = [
  { name: 'expire-idempotency-keys', everyMs: HOUR_MS, run: (db, now) => expireIdempotencyKeys(db, now) },
  // City ads that ended (taken down, deleted, run out) give back what their reward reserve still holds (ADR 0023).
  { name: 'release-ended-rewards', everyMs: 10 * 60 * 1000, run: (db, now) => releaseEndedRewards(db, now) },
  // Unpaid orders past their payment window give their stock back (ADR 0026).
  { name: 'expire-unpaid-orders', everyMs: 60 * 1000, run: (db, now) => expireUnpaidOrders(db, now) },
  // Appointment reminders (the day before, two hours before), lapsed waitlist offers, stale next free slots (ADR 0034).
  // Lawyer client projects past their deadline with no selection end, anything held going back (ADR 0041).
  { name: 'end-lawyer-projects', everyMs: 10 * 60 * 1000, run: (db, now) => endExpiredProjects(db, now) },
  { name: 'appointment-book', everyMs: 60 * 1000, run: (db, now) => runAppointmentJobs(db, now) },
  // Text consultations open 48 hours are ended and paid to their owners less the site's share (ADR 0039).
  { name: 'expire-consultations', everyMs: 60 * 1000, run: (db, now) => expireConsultations(db, now) },
  // Text consultations bought to pay online and never paid within the window become unpaid (ADR 0055).
  { name: 'lapse-unpaid-consultations', everyMs: 60 * 1000, run: (db, now) => lapseUnpaidConsultations(db, now) },
  // Listings whose package term ended left the public lists at that moment; their owners are told once (issue 34).
  { name: 'listing-terms-ended', everyMs: 60 * 1000, run: (db, now) => tellEndedTerms(db, VERTICAL_REGISTRY, now) },
  // A bump package's days: its listing lifted again once a day while they last (issue 35, ADR 0084).
  {
    name: 'lift-bumped-listings',
    everyMs: 5 * 60 * 1000,
    run: async (db, now) => (await liftDueBumps(db, now)).length,
  },
];

/** Where the jobs that call out (the bank) report what they did not do; silent unless given. */
const SILENT: PaymentLog = { warn: () => undefined, error: () => undefined };

/**
 * The jobs that need the external services (the bank): every periodic job of a running process. Payments left pending
 * at the bank (the payer paid and closed the tab) are verified and settled as the callback settles them, every
 * minute, once they are five minutes old (ADR 0014). Notifications are delivered by the durable queue
 * (queue-handlers.ts, ADR 0086), not by a round.
 */
export function jobsOf(services: Pick<AppServices, 'paymentGateway'>, log: PaymentLog = SILENT): readonly Job[] {
  const reconcile = { registry: VERTICAL_REGISTRY, gateway: services.paymentGateway, log };
  return [
    ...JOBS,
    { name: 'reconcile-payments', everyMs: 60 * 1000, run: (db, now) => reconcilePendingPayments(db, reconcile, now) },
  ];
}
