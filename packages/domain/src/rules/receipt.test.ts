import { describe, expect, it } from 'vitest';
import { expectLabelled } from '../enums/expect-labelled.ts';
import { StatusColor } from '../enums/status.ts';
import { RECEIPT_MESSAGES, ReceiptStatus, paidOnProblem, parsePaidOn, receiptStatusColor } from './receipt.ts';

describe('receipt rules', () => {
  it('has the three statuses of a review, labelled, in their colours', () => {
    expect(ReceiptStatus.values).toEqual([0, 1, 2]);
    expectLabelled(ReceiptStatus);
    expect(receiptStatusColor(ReceiptStatus.pending)).toBe(StatusColor.warning);
    expect(receiptStatusColor(ReceiptStatus.confirmed)).toBe(StatusColor.success);
    expect(receiptStatusColor(ReceiptStatus.rejected)).toBe(StatusColor.danger);
  });

  it('reads the day paid as a Jalali day typed in Persian or latin digits, or a Gregorian ISO day', () => {
    expect(parsePaidOn('۱۴۰۳/۰۵/۱۲')).toBe('2024-08-02');
    expect(parsePaidOn('1403-5-12')).toBe('2024-08-02');
    expect(parsePaidOn(' 1403.05.12 ')).toBe('2024-08-02');
    expect(parsePaidOn('2024-08-02')).toBe('2024-08-02');
    // Esfand has 30 days only in a leap year (1403 is one, 1404 is not).
    expect(parsePaidOn('1403/12/30')).toBe('2025-03-20');
    expect(parsePaidOn('1404/12/30')).toBeUndefined();
    expect(parsePaidOn('1403/13/01')).toBeUndefined();
    expect(parsePaidOn('2024-02-30')).toBeUndefined();
    expect(parsePaidOn('دیروز')).toBeUndefined();
    expect(parsePaidOn('')).toBeUndefined();
  });

  it('refuses a day after today or more than a year ago, in Tehran days', () => {
    // 20:30 UTC on 1 Aug 2024 is already 2 Aug in Tehran.
    const now = new Date('2024-08-01T20:30:00Z');
    expect(paidOnProblem('2024-08-02', now)).toBeUndefined();
    expect(paidOnProblem('2024-08-03', now)).toBe('future');
    expect(paidOnProblem('2023-08-03', now)).toBeUndefined();
    expect(paidOnProblem('2023-08-02', now)).toBe('tooOld');
  });

  it('words every message in Persian and English', () => {
    for (const label of Object.values(RECEIPT_MESSAGES)) {
      expect(label.fa).toMatch(/[\u0600-\u06FF]/);
      expect(label.en).toMatch(/[a-z]/);
    }
  });
});
