import { toAsciiDigits } from '@shahrbazar/domain/format/number';

/**
 * An amount of toman as typed (a price, a charge): Persian or Arabic digits, thousands separators (, ٬) and spaces allowed; '' is 0 (negotiable).
 * Anything else is sent as typed so the API answers with its field message.
 */
export function priceOf(typed: string): string {
  const ascii = toAsciiDigits(typed).replace(/[,٬\s]/g, '');
  return ascii === '' ? '0' : ascii;
}

/** The number a typed price stands for, or undefined while it is not a whole number (for the preview under it). */
export function priceValue(typed: string): number | undefined {
  const text = priceOf(typed);
  return /^\d{1,16}$/.test(text) ? Number(text) : undefined;
}
