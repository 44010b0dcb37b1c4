import { z } from 'zod';
import type { Label, Locale } from '../i18n/locale.ts';

/**
 * Every failure of the API answers in this one shape (docs/decisions/0004-error-shape.md):
 * `{ "error": { "code", "message", "fields"? } }`, the message in the request's locale.
 */
export const ErrorCodeSchema = z.enum([
  'bad_request',
  'validation',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'network',
  'unavailable',
  'internal',
]);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

export const ErrorResponseSchema = z
  .object({
    error: z.object({
      code: ErrorCodeSchema,
      message: z.string(),
      /** Per-field messages for validation failures, keyed by the field path as sent ("city_id", "images.0"). */
      fields: z.record(z.string(), z.string()).optional(),
    }),
  })
  .meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/** HTTP status for each error code. */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  validation: 422,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  network: 503,
  unavailable: 503,
  internal: 500,
};

/** The default message of each error code: the spec's error catalogue (section 8) where it has one. */
export const ERROR_MESSAGES: Record<ErrorCode, Label> = {
  bad_request: { fa: 'درخواست نامعتبر است.', en: 'The request is not valid.' },
  validation: { fa: 'برخی از مقادیر وارد شده معتبر نیستند.', en: 'Some of the values entered are not valid.' },
  unauthenticated: { fa: 'شما احراز هویت نشده‌اید.', en: 'You are not authenticated.' },
  forbidden: { fa: 'شما مجوز دسترسی به این بخش را ندارید.', en: 'You are not authorized to access this section.' },
  not_found: { fa: 'صفحه مورد نظر یافت نشد.', en: 'Page was not found.' },
  conflict: { fa: 'این درخواست با وضعیت فعلی سازگار نیست.', en: 'This request conflicts with the current state.' },
  payload_too_large: { fa: 'حجم فایل ارسالی بیش از حد مجاز است.', en: 'The upload is too large.' },
  unsupported_media_type: { fa: 'نوع فایل پشتیبانی نمی‌شود.', en: 'This file type is not supported.' },
  rate_limited: {
    fa: 'تعداد درخواست‌ها بیش از حد مجاز است؛ کمی بعد دوباره تلاش کنید.',
    en: 'Too many requests; please try again shortly.',
  },
  network: { fa: 'خطا در اتصال به سرور', en: 'Error connecting to the server' },
  unavailable: { fa: 'سرویس موقتاً در دسترس نیست.', en: 'The service is temporarily unavailable.' },
  internal: { fa: 'خطای غیرمنتظره‌ای رخ داد.', en: 'An unexpected error occurred.' },
};

/** Builds the one error body in the given locale. */
export function errorBody(
  code: ErrorCode,
  locale: Locale,
  message?: Label | string,
  fields?: Record<string, string>,
): ErrorResponse {
  const text =
    message === undefined ? ERROR_MESSAGES[code][locale] : typeof message === 'string' ? message : message[locale];
  return { error: fields ? { code, message: text, fields } : { code, message: text } };
}
