import { describe, it, expect } from 'vitest';
import { hasNationalCode, hasStories, isEmpty, isVerified, parseIntOr } from './values.ts';

describe('isEmpty', () => {
  it('is true for an empty string, null and undefined only', () => {
    expect(isEmpty('')).toBe(true);
    expect(isEmpty(null)).toBe(true);
    expect(isEmpty(undefined)).toBe(true);
    expect(isEmpty(0)).toBe(false);
    expect(isEmpty(false)).toBe(false);
    expect(isEmpty(' ')).toBe(false);
    expect(isEmpty([])).toBe(false);
  });
});

describe('verification', () => {
  it('counts authLevel 1 and above as verified', () => {
    expect(isVerified(0)).toBe(false);
    expect(isVerified(1)).toBe(true);
    expect(isVerified(3)).toBe(true);
    expect(isVerified(null)).toBe(false);
    expect(isVerified(undefined)).toBe(false);
  });

  it('counts a non-empty national code as set', () => {
    expect(hasNationalCode('0012345678')).toBe(true);
    expect(hasNationalCode('')).toBe(false);
    expect(hasNationalCode('   ')).toBe(false);
    expect(hasNationalCode(null)).toBe(false);
    expect(hasNationalCode(undefined)).toBe(false);
  });

  it('has stories when the list is not empty', () => {
    expect(hasStories([{ id: 1 }])).toBe(true);
    expect(hasStories([])).toBe(false);
    expect(hasStories(null)).toBe(false);
  });
});

describe('parseIntOr', () => {
  it('reads ASCII, Persian and Arabic digits', () => {
    expect(parseIntOr('42')).toBe(42);
    expect(parseIntOr('۱۲۳')).toBe(123);
    expect(parseIntOr('٤٥')).toBe(45);
    expect(parseIntOr(' -۷ ')).toBe(-7);
    expect(parseIntOr(17)).toBe(17);
  });

  it('cuts off a fraction', () => {
    expect(parseIntOr('12.7')).toBe(12);
    expect(parseIntOr('۱۲٫۷')).toBe(12);
    expect(parseIntOr(-3.9)).toBe(-3);
  });

  it('falls back to 0 by default', () => {
    expect(parseIntOr('')).toBe(0);
    expect(parseIntOr('abc')).toBe(0);
    expect(parseIntOr('12abc')).toBe(0);
    expect(parseIntOr(null)).toBe(0);
    expect(parseIntOr(undefined)).toBe(0);
    expect(parseIntOr(Number.NaN)).toBe(0);
  });

  it('falls back to the given default, and still reads 0 as 0', () => {
    expect(parseIntOr('x', -1)).toBe(-1);
    expect(parseIntOr('0', 5)).toBe(0);
    expect(parseIntOr('99999999999999999999', 7)).toBe(7);
  });
});
