import type { Locale } from '@shahrbazar/domain/i18n/locale';
import type { Option } from '../types.ts';

/** What a select filter needs of a domain enumeration (defineEnum: client-safe, no schema). */
interface Enumeration {
  options: (locale: Locale) => ReadonlyArray<{ value: number | string; label: string }>;
}

/** An enumeration's choices in a locale, as a select sends them (a resource's `selects`). */
export const enumOptions =
  (enumeration: Enumeration) =>
  (locale: Locale): Option[] =>
    enumeration.options(locale).map((option) => ({ value: String(option.value), label: option.label }));

/** A chosen select's value as the number the API's query takes; undefined (left out) when «any». */
export const chosenNumber = (selects: Record<string, string>, name: string): number | undefined =>
  selects[name] === undefined ? undefined : Number(selects[name]);
