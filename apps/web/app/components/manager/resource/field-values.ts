import { toAsciiDigits } from '@shahrbazar/domain/format/number';
import { textOf } from '../../../lib/form-checks.ts';

/**
 * A `number` field's value for the API (defineManagerResource, session 37): typed in Persian, Arabic or Latin digits;
 * empty is `empty`; anything else is NaN, which the API's schema refuses with its own words under the field.
 */
export function wholeNumberOf(form: FormData, name: string, empty = 0): number {
  const text = toAsciiDigits(textOf(form, name));
  if (text === '') return empty;
  return /^\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
}

/** A `textarea` field's value: its own line breaks and spaces kept (a list, a template), CRLF as LF. */
export function linesOf(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.replace(/\r\n/g, '\n') : '';
}
