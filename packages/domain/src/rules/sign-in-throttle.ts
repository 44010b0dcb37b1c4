/**
 * The per-account throttle of password sign-in, whatever address the tries come from: a few free tries, then a
 * wait after each failure that doubles, up to a ceiling. Code sign-in is not throttled by it, so an attacker
 * guessing a password cannot lock the owner out (the owner signs in with a code).
 */
export const PASSWORD_THROTTLE = {
  /** Failures older than this are forgotten. */
  windowMs: 15 * 60_000,
  /** Failures allowed without any wait. */
  freeTries: 5,
  /**
   * The wait after the last free try fails; each further failure doubles it. Long enough that a burst of guesses from
   * many addresses is held back whatever the server's load; the owner signs in with a code meanwhile.
   */
  firstWaitMs: 30_000,
  maxWaitMs: 5 * 60_000,
} as const;

/** How long after the last failure the next try must wait, given the failures in the window (0 = none). */
export function passwordRetryWaitMs(failures: number): number {
  const beyond = failures - PASSWORD_THROTTLE.freeTries;
  if (beyond < 0) return 0;
  return Math.min(PASSWORD_THROTTLE.firstWaitMs * 2 ** beyond, PASSWORD_THROTTLE.maxWaitMs);
}

/** The milliseconds left before a try is allowed (0 = now), from the failures in the window and the last one's time. */
export function passwordTryAllowedIn(failures: number, lastFailureAt: Date | undefined, now: Date): number {
  if (!lastFailureAt) return 0;
  return Math.max(0, lastFailureAt.getTime() + passwordRetryWaitMs(failures) - now.getTime());
}
