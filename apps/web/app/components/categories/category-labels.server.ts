import { CategoryType } from '@shahrbazar/domain/enums/listing';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import type { Option } from '../manager/types.ts';

// The category types' labels, read by loaders on the server (the enumeration carries zod, which stays out of the
// browser bundle).

/** Every category type for a select, in the spec's order («فروشگاه», «آگهی», «تخصص‌های پزشکی»...). */
export function categoryTypeOptions(locale: Locale): Option[] {
  return CategoryType.options(locale).map((option) => ({ value: option.value, label: option.label }));
}

/** A category type's label; the raw value when unknown. */
export function categoryTypeLabel(type: string, locale: Locale): string {
  return CategoryType.is(type) ? CategoryType.label(type, locale) : type;
}

/** A type from the address (?type=ads) when it is one; '' (all types) otherwise. */
export function categoryTypeParam(value: string | null): string {
  return value && CategoryType.is(value) ? value : '';
}
