import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { Label, Locale } from '@shahrbazar/domain/i18n/locale';
import { AppError } from '../../http/app-error.ts';

// What the geo module answers when a write cannot be done, in both locales: the message says why and what to do.

export const STATE_SLUG_TAKEN: Label = {
  fa: 'این نامک برای استان دیگری ثبت شده است؛ نامک دیگری انتخاب کنید.',
  en: 'Another state already uses this slug; choose another one.',
};

export const CITY_SLUG_TAKEN: Label = {
  fa: 'این نامک برای شهر دیگری ثبت شده است؛ نامک دیگری انتخاب کنید.',
  en: 'Another city already uses this slug; choose another one.',
};

export const stateHasCities = (n: number): Label => ({
  fa: `این استان ${localizeDigits(n, 'fa')} شهر دارد و حذف نمی‌شود؛ ابتدا شهرهای آن را حذف کنید یا به استان دیگری ببرید.`,
  en: `This state has ${n} ${n === 1 ? 'city' : 'cities'} and cannot be deleted; delete them or move them to another state first.`,
});

export const cityHasUsers = (n: number): Label => ({
  fa: `${localizeDigits(n, 'fa')} کاربر این شهر را به عنوان شهر خود ثبت کرده‌اند و حذف نمی‌شود؛ ابتدا شهر آن کاربران را تغییر دهید.`,
  en: `${n} ${n === 1 ? 'user has' : 'users have'} this city as their city, so it cannot be deleted; change their city first.`,
});

export const CITY_IN_USE: Label = {
  fa: 'این شهر در آگهی‌ها یا بخش‌های دیگر به کار رفته است و حذف نمی‌شود.',
  en: 'This city is used by listings or other records and cannot be deleted.',
};

export const UNKNOWN_STATE: Label = {
  fa: 'استان انتخاب‌شده وجود ندارد.',
  en: 'The chosen state does not exist.',
};

/** A 409 whose message also stands under the field that caused it (in the request's locale). */
export function fieldConflict(label: Label, field: string, locale: Locale): AppError {
  return new AppError('conflict', label, { [field]: label[locale] });
}
