import type { ProfileUpdate } from '@shahrbazar/domain/api/user.schema';
import { toAsciiDigits } from '@shahrbazar/domain/format/number';
import type { FieldProblems } from './form-checks.ts';

/** The profile form's text inputs, named as the API's ProfileUpdate (spec: User). */
export const PROFILE_TEXT_FIELDS = [
  'name',
  'email',
  'nationalCode',
  'cardNumber',
  'shabaNumber',
  'economicCode',
  'telegramId',
  'instagramId',
  'whatsAppNumber',
  'address',
  'description',
] as const;

/** Inputs that hold digits: shown with Persian digits in Persian, sent with ASCII digits. */
export const DIGIT_FIELDS = new Set<string>([
  'nationalCode',
  'cardNumber',
  'shabaNumber',
  'economicCode',
  'whatsAppNumber',
  'latitude',
  'longitude',
]);

const GENDERS = new Set(['man', 'female', 'either']);

/** A coordinate as typed ('۳۹٫۰۱', '39.01'); 0 (not set, spec: Location) when empty; NaN when not a number. */
function coordinateOf(text: string): number {
  const ascii = toAsciiDigits(text).replace(/[٫,]/g, '.').trim();
  if (ascii === '') return 0;
  return /^-?\d+(\.\d+)?$/.test(ascii) ? Number(ascii) : Number.NaN;
}

/**
 * The API body of the profile form (PUT /api/v1/me/profile). Digits typed in Persian are sent as ASCII; the two
 * checkboxes are 1 when ticked and 0 when absent (an unticked box sends nothing); coordinates must be numbers.
 */
export function profileUpdateOf(form: FormData): { body: ProfileUpdate; problems: FieldProblems } {
  const text = (name: string) => {
    const value = form.get(name);
    const trimmed = typeof value === 'string' ? value.trim() : '';
    return DIGIT_FIELDS.has(name) ? toAsciiDigits(trimmed) : trimmed;
  };
  const body = Object.fromEntries(PROFILE_TEXT_FIELDS.map((name) => [name, text(name)])) as ProfileUpdate;
  const gender = text('gender');
  if (GENDERS.has(gender)) body.gender = gender as NonNullable<ProfileUpdate['gender']>;
  body.activeChat = form.get('activeChat') ? 1 : 0;
  body.displayMobile = form.get('displayMobile') ? 1 : 0;

  const problems: FieldProblems = {};
  for (const name of ['latitude', 'longitude'] as const) {
    const value = coordinateOf(text(name));
    if (Number.isNaN(value)) problems[name] = 'invalid';
    else body[name] = value;
  }
  return { body, problems };
}
