import { DocumentStatus } from '@shahrbazar/domain/api/user.schema';
import { AuthLevel, DeviceType, Gender } from '@shahrbazar/domain/enums/people';
import type { Locale } from '@shahrbazar/domain/i18n/locale';

// The domain's enumeration labels, read by loaders on the server. The enumeration objects carry zod schemas, and
// zod must not reach the browser bundle (phones on slow networks), so pages receive the labels as loader data.
// A `.server` module: the build fails if browser code ever imports it.

/** The verification level's label («احراز نشده», «سطح ۱»...). */
export function authLevelLabel(level: number, locale: Locale): string {
  return AuthLevel.is(level) ? AuthLevel.label(level, locale) : String(level);
}

/** The gender choices of the profile form, in the spec's order. */
export function genderOptions(locale: Locale) {
  return Gender.options(locale);
}

/** Where a session was opened («وب، کاربر», "Mobile app"...). */
export function deviceTypeLabel(deviceType: number, locale: Locale): string {
  return DeviceType.is(deviceType) ? DeviceType.label(deviceType, locale) : '';
}

/** Review state of an identity document («در انتظار بررسی», «تأیید شده», «رد شده»). */
export function documentStatusLabel(status: number, locale: Locale): string {
  return DocumentStatus.is(status) ? DocumentStatus.label(status, locale) : String(status);
}
