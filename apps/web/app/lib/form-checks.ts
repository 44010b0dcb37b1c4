import { toAsciiDigits } from '@shahrbazar/domain/format/number';

/**
 * Checks of empty inputs that the browser runs before sending a form and the action runs again (no JavaScript, or
 * a stale page), so nobody waits for the API, or spends a captcha, to learn a field is empty. The keys name texts of
 * the catalogue's `validation` section, which carries the API's own words (spec section 5), so both sides agree.
 */
export type ValidationKey =
  | 'mobileRequired'
  | 'mobileAndCodeRequired'
  | 'emailAndPasswordRequired'
  | 'passwordRequired'
  | 'passwordsDoNotMatch'
  | 'captchaRequired'
  | 'nameRequired'
  | 'titleRequired'
  | 'fileRequired'
  | 'invalid';

/** What a form shows when the API refused a submission: the API's message and a message per field. */
export interface FormFailure {
  message: string;
  fields: Record<string, string>;
}

/** Field name -> what is wrong with it. Empty when the form may be sent. */
export type FieldProblems = Record<string, ValidationKey>;

/** A form field's text, trimmed; '' when absent or a file. */
export function textOf(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/** A form field's text with Persian and Arabic digits written as ASCII (mobile numbers, codes, captchas). */
export function digitsOf(form: FormData, name: string): string {
  return toAsciiDigits(textOf(form, name));
}

function problems(entries: ReadonlyArray<[field: string, failed: boolean, key: ValidationKey]>): FieldProblems {
  const found: FieldProblems = {};
  for (const [field, failed, key] of entries) if (failed && !(field in found)) found[field] = key;
  return found;
}

/** The captcha, when the form shows one. */
function captchaProblems(form: FormData): FieldProblems {
  return form.has('captchaId') ? problems([['captchaCode', !textOf(form, 'captchaCode'), 'captchaRequired']]) : {};
}

/** Step 1 of a code login, registration or reset: the mobile number (and the captcha when asked for). */
export function checkMobileStep(form: FormData): FieldProblems {
  return { ...problems([['mobile', !textOf(form, 'mobile'), 'mobileRequired']]), ...captchaProblems(form) };
}

/** Step 2 of a code login: the number and the code ("Mobile number and code are required"). */
export function checkCodeStep(form: FormData): FieldProblems {
  return problems([['code', !textOf(form, 'mobile') || !textOf(form, 'code'), 'mobileAndCodeRequired']]);
}

/** Password login: username, password and the captcha. */
export function checkPasswordLogin(form: FormData): FieldProblems {
  return {
    ...problems([
      ['username', !textOf(form, 'username'), 'emailAndPasswordRequired'],
      ['password', !form.get('password'), 'passwordRequired'],
    ]),
    ...captchaProblems(form),
  };
}

/** A new password typed twice (registration, reset). Passwords are not trimmed: spaces may be part of one. */
function newPasswordProblems(form: FormData): FieldProblems {
  const password = form.get('password');
  return problems([
    ['password', !password, 'passwordRequired'],
    ['passwordConfirmation', password !== form.get('passwordConfirmation'), 'passwordsDoNotMatch'],
  ]);
}

/** Registration, step 1: name and mobile number (and the captcha when asked for). */
export function checkRegisterStart(form: FormData): FieldProblems {
  return { ...problems([['name', !textOf(form, 'name'), 'nameRequired']]), ...checkMobileStep(form) };
}

/** Registration step 2 and password reset: the code and the new password twice. */
export function checkNewPassword(form: FormData): FieldProblems {
  return { ...checkCodeStep(form), ...newPasswordProblems(form) };
}

/** A new identity document: its title and a file. */
export function checkDocument(form: FormData): FieldProblems {
  const file = form.get('file');
  return problems([
    ['title', !textOf(form, 'title'), 'titleRequired'],
    ['file', !(file instanceof Blob) || file.size === 0, 'fileRequired'],
  ]);
}
