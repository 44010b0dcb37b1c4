import { expireIdempotencyKeys } from '../modules/payments/idempotency.ts';
import { releaseEndedRewards } from '../verticals/advertise/reward.service.ts';
import type { Job } from './job-runner.ts';

const HOUR_MS = 60 * 60 * 1000;

/** Every periodic job of the API; each module's job calls that module's own function. */
export const JOBS: readonly Job[] = [
  { name: 'expire-idempotency-keys', everyMs: HOUR_MS, run: (db, now) => expireIdempotencyKeys(db, now) },
  // City ads that ended (taken down, deleted, run out) give back what their reward reserve still holds (ADR 0023).
  { name: 'release-ended-rewards', everyMs: 10 * 60 * 1000, run: (db, now) => releaseEndedRewards(db, now) },
];
