import { z } from 'zod';
import { toAsciiDigits } from '../format/number.ts';

/**
 * A whole number from JSON or a form's text (Persian digits and thousands separators welcome; empty is the default),
 * between 0 and max; a field error key 'invalid' otherwise.
 */
export function wholeNumber(max: number, fallback = 0) {
  return z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    const text = toAsciiDigits(value).replace(/[,٬\s]/g, '');
    return text === '' ? undefined : text;
  }, z.coerce.number('invalid').int('invalid').min(0, 'invalid').max(max, 'invalid').default(fallback));
}
