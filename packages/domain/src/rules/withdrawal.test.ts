import { describe, expect, it } from 'vitest';
import { expectLabelled } from '../enums/expect-labelled.ts';
import { StatusColor } from '../enums/status.ts';
import {
  WITHDRAWAL_MESSAGES,
  WITHDRAWAL_MIN,
  WithdrawalStatus,
  availableForWithdrawal,
  normalizeShaba,
  withdrawalAmountProblem,
  withdrawalStatusColor,
} from './withdrawal.ts';

// A SHABA whose mod-97 check holds (IR + 24 digits).
const SHABA = 'IR820540102680020817909002';

describe('withdrawal rules', () => {
  it('has the three statuses of a request, labelled, in their colours', () => {
    expect(WithdrawalStatus.values).toEqual([0, 1, 2]);
    expectLabelled(WithdrawalStatus);
    expect(withdrawalStatusColor(WithdrawalStatus.pending)).toBe(StatusColor.warning);
    expect(withdrawalStatusColor(WithdrawalStatus.approved)).toBe(StatusColor.success);
    expect(withdrawalStatusColor(WithdrawalStatus.rejected)).toBe(StatusColor.danger);
    expect(withdrawalStatusColor(9)).toBe(StatusColor.warning);
  });

  it('reserves pending requests: what may be withdrawn is the balance less them, never below zero', () => {
    expect(availableForWithdrawal(100_000, 0)).toBe(100_000);
    expect(availableForWithdrawal(100_000, 30_000)).toBe(70_000);
    expect(availableForWithdrawal(20_000, 30_000)).toBe(0);
  });

  it('takes whole toman from the minimum up to what is available', () => {
    expect(withdrawalAmountProblem(WITHDRAWAL_MIN, WITHDRAWAL_MIN)).toBeUndefined();
    expect(withdrawalAmountProblem(70_000, 70_000)).toBeUndefined();
    expect(withdrawalAmountProblem(70_001, 70_000)).toBe('aboveAvailable');
    expect(withdrawalAmountProblem(WITHDRAWAL_MIN - 1, 100_000)).toBe('tooSmall');
    expect(withdrawalAmountProblem(-20_000, 100_000)).toBe('tooSmall');
    expect(withdrawalAmountProblem(10_000.5, 100_000)).toBe('notWhole');
    expect(withdrawalAmountProblem(Number.NaN, 100_000)).toBe('notWhole');
  });

  it('stores a SHABA as IR and 24 ASCII digits, whatever the digits and spacing typed', () => {
    expect(normalizeShaba(SHABA)).toBe(SHABA);
    expect(normalizeShaba('ir820540102680020817909002')).toBe(SHABA);
    expect(normalizeShaba('۸۲۰۵۴۰۱۰۲۶۸۰۰۲۰۸۱۷۹۰۹۰۰۲')).toBe(SHABA);
    expect(normalizeShaba('IR82 0540 1026 8002 0817 9090 02')).toBe(SHABA);
    expect(normalizeShaba('IR820540102680020817909003')).toBeUndefined();
    expect(normalizeShaba('')).toBeUndefined();
  });

  it('words every message in Persian and English', () => {
    for (const label of Object.values(WITHDRAWAL_MESSAGES)) {
      expect(label.fa).toMatch(/[\u0600-\u06FF]/);
      expect(label.en).toMatch(/[a-z]/);
    }
  });
});
