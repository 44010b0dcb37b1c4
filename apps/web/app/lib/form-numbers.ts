import { digitsOf, textOf } from './form-checks.ts';

/** A whole number typed in a form field (Persian and Arabic digits read as ASCII); undefined when it is not one. */
export function wholeNumberOf(form: FormData, name: string): number | undefined {
  const text = digitsOf(form, name);
  return /^\d{1,9}$/.test(text) ? Number(text) : undefined;
}

/**
 * An optional id field (a select with an empty choice) as the API's optional id takes it: none when empty, the number
 * when one, and 0 for other text, which the API refuses with the field message ('invalid') the text had.
 */
export function optionalIdOf(form: FormData, name: string): number | undefined {
  return textOf(form, name) === '' ? undefined : (wholeNumberOf(form, name) ?? 0);
}
