import { toAsciiDigits } from '../format/number.ts';

/** An Iranian mobile number in its one stored form, 09xxxxxxxxx. */
export const MOBILE_PATTERN = /^09\d{9}$/;

/**
 * Normalises an Iranian mobile number as people type it (+98 912…, 0098…, 98912…, 912…, Persian or Arabic digits,
 * spaces and dashes) to 09xxxxxxxxx; undefined when it cannot be one.
 */
export function normalizeMobile(input: string): string | undefined {
  const digits = toAsciiDigits(input).replace(/[\s\-().]/g, '');
  const national = digits.replace(/^(\+98|0098|98)(?=9\d{9}$)/, '').replace(/^(?=9\d{9}$)/, '0');
  return MOBILE_PATTERN.test(national) ? national : undefined;
}

/** A mobile number with its middle hidden, for logs and messages: 0912***4567. */
export function maskMobile(mobile: string): string {
  return mobile.length >= 8 ? `${mobile.slice(0, 4)}***${mobile.slice(-4)}` : '***';
}
