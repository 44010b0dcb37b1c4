// A bump's days (issue 35, ADR 0084 amended): «نردبان ۷ روزه» promises a lift every day for 7 days. The lift paid for
// is the first (at once); then one a day, a day apart, until the days end. A second bump bought while days remain
// adds its days after them, and the daily rhythm goes on. The server's job and the owner's page share these rules.

/** One day of a bump, in milliseconds: lifts are a day apart. */
export const BUMP_DAY_MS = 24 * 60 * 60 * 1000;

/** When a bump's lifts are due: the next one (null when none is left) and when its days end. */
export interface BumpSchedule {
  nextLiftAt: Date | null;
  endsAt: Date;
}

/** The next lift a day after `from`, unless the days have ended by then. */
function liftBefore(at: number, endsAt: Date): Date | null {
  return at < endsAt.getTime() ? new Date(at) : null;
}

/**
 * The schedule after a bump of `days` is paid at `now` (it lifted the listing at once): `days` from now, or after the
 * days a running bump still has; the next lift a day after the one just made, or the running bump's next.
 */
export function bumpScheduleAfterPurchase(days: number, now: Date, running?: BumpSchedule): BumpSchedule {
  const whole = Math.max(1, Math.floor(days));
  const start = running && running.endsAt > now ? running.endsAt.getTime() : now.getTime();
  const endsAt = new Date(start + whole * BUMP_DAY_MS);
  const next =
    running && running.endsAt > now && running.nextLiftAt ? running.nextLiftAt.getTime() : now.getTime() + BUMP_DAY_MS;
  return { nextLiftAt: liftBefore(next, endsAt), endsAt };
}

/**
 * The next lift after the one due at `due` is made at `now` (the job's round): the first day's mark after `now` in the
 * bump's rhythm (a day missed while nothing ran is not made up twice), or none when the days end first.
 */
export function nextLiftAfter(due: Date, endsAt: Date, now: Date): Date | null {
  const missed = Math.max(0, Math.floor((now.getTime() - due.getTime()) / BUMP_DAY_MS));
  return liftBefore(due.getTime() + (missed + 1) * BUMP_DAY_MS, endsAt);
}

/** The days a bump still has at `now`, a part of a day counted as a day; 0 once they have ended. */
export function bumpDaysLeft(endsAt: Date, now: Date): number {
  return Math.max(0, Math.ceil((endsAt.getTime() - now.getTime()) / BUMP_DAY_MS));
}
