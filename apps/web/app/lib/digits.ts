import { toAsciiDigits } from '@shahrbazar/domain/format/number';

/** A tel: link target: Persian and Arabic digits folded to ASCII, everything but digits and a leading + dropped. */
export function telHref(phone: string): string {
  const ascii = toAsciiDigits(phone).trim();
  return `tel:${ascii.startsWith('+') ? '+' : ''}${ascii.replace(/\D/g, '')}`;
}
