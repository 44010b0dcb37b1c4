import { toAsciiDigits } from '@shahrbazar/domain/format/number';
import { isPlaceSlug } from '@shahrbazar/domain/text/place-slug';
import { textOf } from '../../lib/form-checks.ts';
import type { FormProblems } from './form-check.ts';

// The checks and request bodies of the state, city and tag forms, shared by the browser and the actions.

/** A slug as typed: trimmed and lower-cased, as the API stores it. */
export const slugOf = (form: FormData) => textOf(form, 'slug').toLowerCase();

/** A coordinate typed in a form («۳۸٫۲۴۹۸», "38.2498", empty): a number, 0 when empty, NaN when not a number. */
export function coordinateOf(text: string): number {
  const ascii = toAsciiDigits(text.trim()).replace(/[٫,]/g, '.');
  if (ascii === '') return 0;
  return /^-?\d+(\.\d+)?$/.test(ascii) ? Number(ascii) : Number.NaN;
}

function slugProblems(form: FormData): FormProblems {
  const slug = slugOf(form);
  if (!slug) return { slug: 'geo.manager.slugRequired' };
  return isPlaceSlug(slug) ? {} : { slug: 'geo.manager.slugInvalid' };
}

/** A state: a name and a slug. */
export function checkState(form: FormData): FormProblems {
  return { ...(textOf(form, 'name') ? {} : { name: 'validation.nameRequired' }), ...slugProblems(form) };
}

/** A city: its state, a name, a slug, and coordinates that are numbers in range (empty is 0: not set). */
export function checkCity(form: FormData): FormProblems {
  const problems: FormProblems = {};
  if (!/^\d+$/.test(textOf(form, 'state_id'))) problems.state_id = 'geo.manager.cities.stateRequired';
  if (!textOf(form, 'name')) problems.name = 'validation.nameRequired';
  Object.assign(problems, slugProblems(form));
  const latitude = coordinateOf(textOf(form, 'latitude'));
  const longitude = coordinateOf(textOf(form, 'longitude'));
  if (!(Math.abs(latitude) <= 90)) problems.latitude = 'geo.manager.cities.coordinateInvalid';
  if (!(Math.abs(longitude) <= 180)) problems.longitude = 'geo.manager.cities.coordinateInvalid';
  return problems;
}

/** A tag: a title (the slug may be left empty: the API makes it from the title). */
export function checkTag(form: FormData): FormProblems {
  return textOf(form, 'title') ? {} : { title: 'validation.titleRequired' };
}

/** The city the form describes, as the API takes it (spec: state_id, name, slug, latitude, longitude). */
export function cityWriteOf(form: FormData) {
  return {
    state_id: Number(textOf(form, 'state_id')),
    name: textOf(form, 'name'),
    nameEn: textOf(form, 'nameEn'),
    slug: slugOf(form),
    latitude: coordinateOf(textOf(form, 'latitude')),
    longitude: coordinateOf(textOf(form, 'longitude')),
  };
}
