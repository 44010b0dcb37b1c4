import { toAsciiDigits } from '../format/number.ts';

// A bank's reference for a transfer, a card-to-card payment or a card reader (POS) slip: what a manager or a payer
// types from a bank's message or a paper slip, so Persian digits, spaces and dashes are allowed and dropped.

/** The fewest characters a bank reference has. */
export const TRACKING_NUMBER_MIN = 4;
/** The most characters a bank reference has (SHABA transfers' references are the longest, about 30). */
export const TRACKING_NUMBER_MAX = 40;

/** A bank reference as stored: ASCII digits and capital latin letters, without spaces or dashes. */
export function normalizeTrackingNumber(input: string): string {
  return toAsciiDigits(input)
    .replace(/[\s\-_/]/g, '')
    .toUpperCase();
}

/** Whether a typed text is a bank reference: 4..40 latin letters or digits once spaces and dashes are dropped. */
export function isValidTrackingNumber(input: string): boolean {
  const normalized = normalizeTrackingNumber(input);
  return (
    normalized.length >= TRACKING_NUMBER_MIN &&
    normalized.length <= TRACKING_NUMBER_MAX &&
    /^[A-Z0-9]+$/.test(normalized)
  );
}
