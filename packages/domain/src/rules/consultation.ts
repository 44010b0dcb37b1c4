import type { Label } from '../i18n/locale.ts';
import { normalizeForSearch } from '../text/normalize.ts';

/** The tariff titles that switch a clinic's or lawyer's consultation flags on, in both locales. */
export const TEXT_CONSULTATION: Label = { fa: 'مشاوره متنی', en: 'text consultation' };
export const PHONE_CONSULTATION: Label = { fa: 'مشاوره تلفنی', en: 'phone consultation' };

/** The consultation flags a tariff list implies. */
export interface ConsultationFlags {
  activeChat: boolean;
  phoneReservation: boolean;
}

const titlesOf = (label: Label) => new Set([normalizeForSearch(label.fa), normalizeForSearch(label.en)]);
const TEXT_TITLES = titlesOf(TEXT_CONSULTATION);
const PHONE_TITLES = titlesOf(PHONE_CONSULTATION);

/**
 * Flags from a tariff list: a tariff titled 'text consultation' («مشاوره متنی») sets activeChat, one titled 'phone
 * consultation' («مشاوره تلفنی») sets phoneReservation. Titles are compared whole, after search normalisation, so
 * Arabic letters, ZWNJ, extra spaces and case do not matter.
 */
export function consultationFlags(tariffs: readonly { title: string }[]): ConsultationFlags {
  const titles = new Set(tariffs.map((tariff) => normalizeForSearch(tariff.title)));
  const any = (wanted: Set<string>) => [...wanted].some((title) => titles.has(title));
  return { activeChat: any(TEXT_TITLES), phoneReservation: any(PHONE_TITLES) };
}
