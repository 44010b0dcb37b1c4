import { toAsciiDigits } from '../format/number.ts';
import { AuthLevel } from '../enums/people.ts';

/** Whether a value is empty: an empty string, null or undefined (0 and false are values). */
export function isEmpty(value: unknown): value is '' | null | undefined {
  return value === '' || value === null || value === undefined;
}

/** Whether a national code is set: not empty (spaces alone count as empty). */
export function hasNationalCode(nationalCode: string | null | undefined): boolean {
  return !isEmpty(nationalCode?.trim());
}

/** Whether identity documents are verified: authLevel is at least level 1. */
export function isVerified(authLevel: number | null | undefined): boolean {
  return typeof authLevel === 'number' && authLevel >= AuthLevel.level1;
}

/** Whether a booth has stories to show: its story list is not empty. */
export function hasStories(stories: readonly unknown[] | null | undefined): boolean {
  return (stories?.length ?? 0) > 0;
}

// An optional sign, digits, and an optional fraction (ASCII '.' or the Persian decimal separator '٫').
const INTEGER_TEXT = /^[+-]?\d+(?:[.٫]\d+)?$/;

/**
 * Reads an integer from a number or a text with ASCII, Persian or Arabic digits ("۱۲" -> 12); a fraction is cut
 * off ("12.7" -> 12). Anything else (empty, "12abc", NaN) gives the fallback, 0 unless another is given.
 */
export function parseIntOr(value: unknown, fallback = 0): number {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : fallback;
  if (typeof value !== 'string') return fallback;
  const text = toAsciiDigits(value.trim());
  if (!INTEGER_TEXT.test(text)) return fallback;
  const parsed = Math.trunc(Number(text.replace('٫', '.')));
  return Number.isSafeInteger(parsed) ? parsed : fallback;
}
