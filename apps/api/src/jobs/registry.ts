import { expireIdempotencyKeys } from '../modules/payments/idempotency.ts';
import { releaseEndedRewards } from '../verticals/advertise/reward.service.ts';
import { expireUnpaidOrders } from '../verticals/booth/order.service.ts';
import type { AppServices } from '../http/types.ts';
import { deliverNotificationsJob } from '../modules/notify/notification-delivery.ts';
import { runAppointmentJobs } from '../modules/appointments/appointment-jobs.ts';
import { endExpiredProjects } from '../verticals/lawyer/projects/project.service.ts';
import { expireConsultations, lapseUnpaidConsultations } from '../modules/consultations/consultation-close.service.ts';
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
];

/** The jobs that need the external services (SMS, e-mail, the event bus): every job of a running process. */
export function jobsOf(services: Pick<AppServices, 'sms' | 'mail' | 'push' | 'chatBus'>): readonly Job[] {
  return [...JOBS, deliverNotificationsJob(services)];
}
