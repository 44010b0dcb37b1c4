import { toAsciiDigits } from '@shahrbazar/domain/format/number';
import { textOf } from '../form-checks.ts';
import { CATEGORY_FIELD, type WebVertical } from './define-vertical.ts';

// The owner's listing form: what the browser checks before sending it, and the API's write body made from it
// (ListingWriteSchema: city_id, package_id, the category field, title, description, latitude, longitude, tags and
// images as JSON text, plus the vertical's own fields).

/** What is missing in the form, by field name -> key of `listings.form.errors`. */
export type ListingFormProblems = Record<
  string,
  'categoryRequired' | 'cityRequired' | 'packageRequired' | 'titleShort'
>;

/** The checks the browser runs before sending (the API checks everything again and answers per field). */
export function checkListingForm(form: FormData, vertical: WebVertical): ListingFormProblems {
  const problems: ListingFormProblems = {};
  const field = CATEGORY_FIELD[vertical.categoryLevel];
  if (!textOf(form, field)) problems[field] = 'categoryRequired';
  if (textOf(form, 'title').length < 3) problems.title = 'titleShort';
  if (!textOf(form, 'city_id')) problems.city_id = 'cityRequired';
  if (!textOf(form, 'package_id')) problems.package_id = 'packageRequired';
  return problems;
}

/** A JSON list sent by the form (tags, images); anything else is an empty list. */
function jsonList(text: string): unknown[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as unknown[]) : [];
  } catch {
    return [];
  }
}

/** The tags of the form: the chips (JSON) and whatever is still typed in the line (no JavaScript: the whole list). */
export function tagsOf(form: FormData): string[] {
  const chips = jsonList(textOf(form, 'tags')).filter((tag): tag is string => typeof tag === 'string');
  const typed = textOf(form, 'tagText')
    .split(/[,،\n]/)
    .map((tag) => tag.trim())
    .filter(Boolean);
  return [...new Set([...chips, ...typed])];
}

/** A coordinate as typed: Persian digits and the Persian decimal point welcome; empty is 0 (no point). */
function coordinateOf(form: FormData, name: string): string {
  const text = toAsciiDigits(textOf(form, name)).replace('٫', '.');
  return text === '' ? '0' : text;
}

/** The API's write body from the submitted form. */
export function listingBody(form: FormData, vertical: WebVertical): Record<string, unknown> {
  const field = CATEGORY_FIELD[vertical.categoryLevel];
  return {
    city_id: textOf(form, 'city_id'),
    package_id: textOf(form, 'package_id'),
    [field]: textOf(form, field),
    title: textOf(form, 'title'),
    description: textOf(form, 'description'),
    latitude: coordinateOf(form, 'latitude'),
    longitude: coordinateOf(form, 'longitude'),
    tags: JSON.stringify(tagsOf(form)),
    images: JSON.stringify(jsonList(textOf(form, 'images'))),
    // A checkbox sends 'on' when ticked and nothing otherwise.
    is_urgent: textOf(form, 'is_urgent') === 'on',
    ...vertical.bodyOf(form),
  };
}

/** The text fields as typed, to fill the form again after a refusal (no JavaScript: the page is drawn anew). */
export function typedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === 'string') values[name] = value;
  return values;
}
