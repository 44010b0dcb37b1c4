import { describe, expect, it } from 'vitest';
import { PASSWORD_THROTTLE, passwordRetryWaitMs, passwordTryAllowedIn } from './sign-in-throttle.ts';

describe('password sign-in throttle per account', () => {
  it('lets the free tries through, then doubles the wait after each failure up to the ceiling', () => {
    expect(passwordRetryWaitMs(0)).toBe(0);
    expect(passwordRetryWaitMs(PASSWORD_THROTTLE.freeTries - 1)).toBe(0);
    expect(passwordRetryWaitMs(PASSWORD_THROTTLE.freeTries)).toBe(30_000);
    expect(passwordRetryWaitMs(PASSWORD_THROTTLE.freeTries + 1)).toBe(60_000);
    expect(passwordRetryWaitMs(PASSWORD_THROTTLE.freeTries + 3)).toBe(240_000);
    expect(passwordRetryWaitMs(100)).toBe(PASSWORD_THROTTLE.maxWaitMs);
  });

  it('counts the wait from the last failure', () => {
    const last = new Date('2026-11-25T10:00:00Z');
    const five = PASSWORD_THROTTLE.freeTries;
    expect(passwordTryAllowedIn(five, last, new Date('2026-11-25T10:00:00.500Z'))).toBe(29_500);
    expect(passwordTryAllowedIn(five, last, new Date('2026-11-25T10:00:30Z'))).toBe(0);
    expect(passwordTryAllowedIn(2, last, last)).toBe(0);
    expect(passwordTryAllowedIn(9, undefined, last)).toBe(0);
  });
});
