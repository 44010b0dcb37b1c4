import type { Captcha } from '@shahrbazar/domain/api/auth.schema';
import type { ApiClient } from './api-client.ts';
import { digitsOf, textOf, type FieldProblems, type FormFailure } from './form-checks.ts';
import { catalogues } from './i18n.server.ts';
import { localeOfRequest } from './locale.server.ts';

/**
 * A new captcha for a form, or null when none could be had (the API refused or is unreachable): the form then
 * says so through its failure message rather than the page breaking.
 */
export async function newCaptcha(api: ApiClient): Promise<Captcha | null> {
  return api.GET('/api/v1/auth/captcha').catch(() => null);
}

/** The captcha answer a form carries, for the API body (absent when the form showed no captcha). */
export function captchaAnswerOf(form: FormData): { captchaId?: string; captchaCode?: string } {
  if (!form.has('captchaId')) return {};
  return { captchaId: textOf(form, 'captchaId'), captchaCode: digitsOf(form, 'captchaCode') };
}

/** The client-side check's problems as the failure the API would have answered, in the page's locale. */
export function problemsAsFailure(request: Request, problems: FieldProblems): FormFailure | undefined {
  const entries = Object.entries(problems);
  if (entries.length === 0) return undefined;
  const { errors, validation } = catalogues[localeOfRequest(request)];
  return {
    message: errors.validation,
    fields: Object.fromEntries(entries.map(([field, key]) => [field, validation[key]])),
  };
}
