import { textOf } from '../../../lib/form-checks.ts';
import { optionalIdOf, wholeNumberOf } from '../../../lib/form-numbers.ts';

/**
 * A shelf's form as the API's write body takes it (numbers as numbers, Persian digits read as ASCII): no parent when
 * none is chosen, position 0 when left empty. Text that is not a whole number goes as a number the API refuses with the
 * same field message ('invalid') the text had: a parent of 0, a position of -1.
 */
export function shelfBodyOf(form: FormData): { title: string; parent_id?: number; position: number } {
  return {
    title: textOf(form, 'title'),
    parent_id: optionalIdOf(form, 'parent_id'),
    position: textOf(form, 'position') === '' ? 0 : (wholeNumberOf(form, 'position') ?? -1),
  };
}
