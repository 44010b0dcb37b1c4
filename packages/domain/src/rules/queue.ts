import { QueueKind } from '../enums/queue.ts';

// How the durable queue treats each kind of job (docs/decisions/0085-a-durable-queue-on-pg-boss.md): how many times a
// failed job is tried again, after how long (doubling each time, with jitter: the first retry after 1-2 delays, the
// second after 2-4…), and how long one try may hold the job before another instance may take it.

/** The retry policy of a kind of job. */
export interface QueuePolicy {
  /** Tries after the first; once they are spent the job is failed (dead) until staff retry it. */
  readonly retries: number;
  /** The first retry's delay in seconds; each next one doubles it. */
  readonly retryDelaySeconds: number;
  /** How long one try may take before the job counts as lost and is tried again (longer than any driver's timeout). */
  readonly expireSeconds: number;
  /**
   * A periodic round (ADR 0101): how often one is due, in seconds. Such a kind is worked one job at a time across
   * instances (pg-boss's `singleton` policy), so two rounds of a kind never overlap.
   */
  readonly everySeconds?: number;
}

const MINUTE = 60;
/** A round is tried 3 more times, 10 s doubling (about 1 to 2 minutes), and may run 10 minutes (the bank's calls). */
const round = (everySeconds: number): QueuePolicy => ({
  retries: 3,
  retryDelaySeconds: 10,
  expireSeconds: 10 * MINUTE,
  everySeconds,
});

/** Every kind's policy. An SMS or e-mail is tried 5 times over about 8 to 15 minutes; a bell count is cheap. */
export const QUEUE_POLICIES: Readonly<Record<QueueKind, QueuePolicy>> = {
  [QueueKind.notificationSms]: { retries: 4, retryDelaySeconds: 30, expireSeconds: 120 },
  [QueueKind.notificationMail]: { retries: 4, retryDelaySeconds: 30, expireSeconds: 120 },
  [QueueKind.notificationPush]: { retries: 3, retryDelaySeconds: 30, expireSeconds: 120 },
  [QueueKind.notificationBell]: { retries: 2, retryDelaySeconds: 5, expireSeconds: 60 },
  // A webhook is tried 8 times over about 1 to 2 hours (waits of 30 s, 1 min, 2 min … 32 min; ADR 0115): a receiver down for a
  // deploy gets it once back.
  [QueueKind.webhookDelivery]: { retries: 7, retryDelaySeconds: 30, expireSeconds: 60 },
  // The periodic rounds (ADR 0101; before, ADR 0016's runner): each module's own sweep, one job per kind and slot.
  [QueueKind.expireIdempotencyKeys]: round(60 * MINUTE),
  // City ads that ended give back what their reward reserve still holds (ADR 0023).
  [QueueKind.releaseEndedRewards]: round(10 * MINUTE),
  // Unpaid orders past their payment window give their stock back (ADR 0026).
  [QueueKind.expireUnpaidOrders]: round(MINUTE),
  // Lawyer client projects past their deadline with no selection end, anything held going back (ADR 0041).
  [QueueKind.endLawyerProjects]: round(10 * MINUTE),
  // Appointment reminders, lapsed unpaid visits and waitlist offers, stale next free slots (ADR 0034).
  [QueueKind.appointmentBook]: round(MINUTE),
  // Text consultations open 48 hours are ended and paid to their owners (ADR 0039); unpaid ones lapse (ADR 0055).
  [QueueKind.expireConsultations]: round(MINUTE),
  [QueueKind.lapseUnpaidConsultations]: round(MINUTE),
  // Owners of listings whose package term ended are told once per term (issue 34).
  [QueueKind.listingTermsEnded]: round(MINUTE),
  // A bump package's days: its listing lifted again once a day while they last (ADR 0084).
  [QueueKind.liftBumpedListings]: round(5 * MINUTE),
  // Payments left pending at the bank, verified and settled as the callback settles them (ADR 0014).
  [QueueKind.reconcilePayments]: round(MINUTE),
};

/** The kinds that are periodic rounds, with how often each is due. */
export const ROUND_KINDS: ReadonlyArray<{ kind: QueueKind; everySeconds: number }> = QueueKind.values.flatMap(
  (kind) => {
    const every = QUEUE_POLICIES[kind].everySeconds;
    return every === undefined ? [] : [{ kind, everySeconds: every }];
  },
);

/**
 * A round kind is behind when its last round ended more than this many of its periods ago (or none ever did since
 * its queue was made): readiness reports it (ADR 0101).
 */
export const ROUND_BEHIND_PERIODS = 3;

/** The start of the time slot of `every` seconds that `at` falls in: a round's job is keyed by its kind and slot. */
export function roundSlot(at: Date, everySeconds: number): Date {
  const every = everySeconds * 1000;
  return new Date(Math.floor(at.getTime() / every) * every);
}

/** A worker's round running longer than this is stuck (a handler that never returns): its instance is not ready. */
export const QUEUE_STUCK_SECONDS = 10 * 60;
