import { ERROR_MESSAGES } from '@shahrbazar/domain/api/error.schema';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import { validationMessage } from '@shahrbazar/domain/i18n/validation-messages';
import { ApiError } from './api-client.ts';

/** A domain schema as this needs it (zod's safeParse), so the web takes no zod of its own. */
export interface Schema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: ReadonlyArray<Issue> } };
}
interface Issue {
  path: ReadonlyArray<PropertyKey>;
  message: string;
}

/**
 * A form's texts as the contract types them (ADR 0118): the body is parsed on the web by the very domain schema the
 * API validates it with, so the API receives the numbers and enumerations its document declares (a form sends text
 * for a number). A body the schema refuses is answered as the API answers it (422 `validation`, each field with the
 * schema's message in the locale, the rest as "not valid"), so the person sees the same messages as before.
 */
export function contractBody<T>(schema: Schema<T>, body: unknown, locale: Locale): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    fields[issue.path.map(String).join('.') || 'body'] ??= validationMessage(issue.message, locale);
  }
  throw new ApiError(422, 'validation', ERROR_MESSAGES.validation[locale], fields);
}
