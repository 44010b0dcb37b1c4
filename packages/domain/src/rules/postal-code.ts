import { toAsciiDigits } from '../format/number.ts';

/** An Iranian postal code in its one stored form: ten Latin digits, the first not 0 (no region starts with 0). */
export const POSTAL_CODE_PATTERN = /^[1-9]\d{9}$/;

/**
 * Normalises an Iranian postal code as people type it (Persian or Arabic digits, spaces and dashes: «۱۲۳۴۵-۶۷۸۹۰»)
 * to its ten digits; undefined when it cannot be one (not ten digits, starting with 0, or one digit ten times).
 */
export function normalizePostalCode(input: string): string | undefined {
  const digits = toAsciiDigits(input).replace(/[\s\-–_]/g, '');
  return POSTAL_CODE_PATTERN.test(digits) && !/^(\d)\1{9}$/.test(digits) ? digits : undefined;
}
