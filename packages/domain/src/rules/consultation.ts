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

/**
 * What a tariff is, chosen from a list in the owner's form (issue 29) rather than typed as an exact title: a service of
 * the owner's own title (a visit), or one of the two consultations. A consultation kind's title is the spec's name
 * («مشاوره متنی», «مشاوره تلفنی»), so the spec's mapping of those names to the flags holds as it is.
 */
export const TARIFF_KINDS = ['service', 'textConsultation', 'phoneConsultation'] as const;
export type TariffKind = (typeof TARIFF_KINDS)[number];

/** The title a consultation kind's tariff carries (the spec's name, Persian), or undefined for a service. */
export function tariffKindTitle(kind: TariffKind): string | undefined {
  if (kind === 'textConsultation') return TEXT_CONSULTATION.fa;
  if (kind === 'phoneConsultation') return PHONE_CONSULTATION.fa;
  return undefined;
}

/** A tariff's kind from its title, by the spec's mapping (the comparison consultationFlags makes). */
export function tariffKindOf(title: string): TariffKind {
  const flags = consultationFlags([{ title }]);
  return flags.activeChat ? 'textConsultation' : flags.phoneReservation ? 'phoneConsultation' : 'service';
}
