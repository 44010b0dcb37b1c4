import { describe, expect, it } from 'vitest';
import {
  appointmentTrackingCode,
  canChangeAppointment,
  cancellationRefundPercent,
  dueReminder,
  refundOf,
  turnOfDay,
} from './appointments-policy.ts';

const start = new Date('2026-11-28T05:30:00Z');
const hoursBefore = (hours: number) => new Date(start.getTime() - hours * 3_600_000);

describe('changing a booked visit', () => {
  it('is allowed until the owner’s cut-off and not after', () => {
    expect(canChangeAppointment(start, hoursBefore(24), 24)).toBe(true);
    expect(canChangeAppointment(start, hoursBefore(23.9), 24)).toBe(false);
    expect(canChangeAppointment(start, hoursBefore(1), 0)).toBe(true);
  });

  it('refunds the owner’s percent of the price in whole toman', () => {
    expect(refundOf(150_000, 100)).toBe(150_000);
    expect(refundOf(150_000, 70)).toBe(105_000);
    expect(refundOf(99_999, 50)).toBe(49_999);
    expect(refundOf(150_000, 0)).toBe(0);
  });
});

describe('reminders', () => {
  const none = { day: false, soon: false };
  it('sends the day-before one within 24 hours, then the two-hour one', () => {
    expect(dueReminder(start, hoursBefore(30), none)).toBeUndefined();
    expect(dueReminder(start, hoursBefore(23), none)).toBe('day');
    expect(dueReminder(start, hoursBefore(23), { day: true, soon: false })).toBeUndefined();
    expect(dueReminder(start, hoursBefore(1.5), { day: true, soon: false })).toBe('soon');
    expect(dueReminder(start, hoursBefore(1.5), { day: true, soon: true })).toBeUndefined();
  });

  it('sends only the two-hour one for a visit booked at short notice, and none once it began', () => {
    expect(dueReminder(start, hoursBefore(1), none)).toBe('soon');
    expect(dueReminder(start, hoursBefore(-0.1), none)).toBeUndefined();
  });
});

describe('tracking codes', () => {
  it('are the id in six digits or more with a Luhn check digit, so one wrong digit is caught', () => {
    expect(appointmentTrackingCode(1)).toBe('0000018');
    expect(appointmentTrackingCode(1234567)).toMatch(/^1234567\d$/);
    const code = appointmentTrackingCode(4321);
    const mistyped = `${code.slice(0, 3)}${(Number(code[3]) + 1) % 10}${code.slice(4)}`;
    expect(appointmentTrackingCode(Number(mistyped.slice(0, -1))).at(-1)).not.toBe(mistyped.at(-1));
  });
});

describe('a cancellation by the doctor and a visit’s turn of its day (issue 29)', () => {
  it('refunds all when the owner cancels, the owner’s percent when the patient does', () => {
    expect(cancellationRefundPercent('owner', 30)).toBe(100);
    expect(cancellationRefundPercent('patient', 30)).toBe(30);
  });

  it('numbers a visit by its place among the day’s visits by start, none when it is not among them', () => {
    const at = (hour: number) => new Date(Date.UTC(2026, 10, 28, hour));
    const day = [at(9), at(5), at(7)];
    expect(turnOfDay(at(5), day)).toBe(1);
    expect(turnOfDay(at(9), day)).toBe(3);
    expect(turnOfDay(at(6), day)).toBeUndefined();
  });
});
