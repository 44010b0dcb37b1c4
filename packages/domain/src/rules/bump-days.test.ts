import { describe, expect, it } from 'vitest';
import { BUMP_DAY_MS, bumpDaysLeft, bumpScheduleAfterPurchase, nextLiftAfter } from './bump-days.ts';

const at = (iso: string) => new Date(iso);
const day = (n: number) => n * BUMP_DAY_MS;

describe('a bump’s days (issue 35)', () => {
  const paid = at('2026-12-01T09:30:00Z');

  it('lifts once a day after the paid lift, for the package’s days', () => {
    const schedule = bumpScheduleAfterPurchase(7, paid);
    expect(schedule).toEqual({ nextLiftAt: at('2026-12-02T09:30:00Z'), endsAt: at('2026-12-08T09:30:00Z') });
    // Lifts on days 2..7, then none: 7 in all with the paid one.
    const lifts = [paid];
    let next = schedule.nextLiftAt;
    while (next) {
      lifts.push(next);
      next = nextLiftAfter(next, schedule.endsAt, next);
    }
    expect(lifts).toHaveLength(7);
    expect(lifts.at(-1)).toEqual(at('2026-12-07T09:30:00Z'));
  });

  it('keeps the rhythm when a round is late, and makes up no missed day twice', () => {
    const { endsAt } = bumpScheduleAfterPurchase(7, paid);
    const due = at('2026-12-02T09:30:00Z');
    expect(nextLiftAfter(due, endsAt, at('2026-12-02T09:41:00Z'))).toEqual(at('2026-12-03T09:30:00Z'));
    // Nothing ran for two days: one lift now, the next at the following mark.
    expect(nextLiftAfter(due, endsAt, at('2026-12-04T10:00:00Z'))).toEqual(at('2026-12-05T09:30:00Z'));
    expect(nextLiftAfter(due, endsAt, at('2026-12-07T10:00:00Z'))).toBeNull();
  });

  it('adds a second bump’s days after the first’s, the rhythm kept', () => {
    const first = bumpScheduleAfterPurchase(7, paid);
    const again = bumpScheduleAfterPurchase(3, at('2026-12-03T12:00:00Z'), {
      nextLiftAt: at('2026-12-04T09:30:00Z'),
      endsAt: first.endsAt,
    });
    expect(again).toEqual({ nextLiftAt: at('2026-12-04T09:30:00Z'), endsAt: at('2026-12-11T09:30:00Z') });
    // After the first's days ended, a bump starts over.
    expect(bumpScheduleAfterPurchase(1, at('2026-12-20T00:00:00Z'), first)).toEqual({
      nextLiftAt: null,
      endsAt: at('2026-12-21T00:00:00Z'),
    });
  });

  it('counts the days left, a part of a day as a day', () => {
    const endsAt = new Date(paid.getTime() + day(7));
    expect(bumpDaysLeft(endsAt, paid)).toBe(7);
    expect(bumpDaysLeft(endsAt, new Date(paid.getTime() + day(6) + 1))).toBe(1);
    expect(bumpDaysLeft(endsAt, endsAt)).toBe(0);
  });
});
