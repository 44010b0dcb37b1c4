import { formatJalaliDateTime, weekdayIndex, WEEKDAYS } from '@shahrbazar/domain/format/date';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import { clinic as en } from './catalogue.en.json';
import { clinic as fa } from './catalogue.fa.json';

// Its two words only (the vertical registry carries this function to the browser: not the whole catalogue, and of
// the clinic's catalogue file only its own part, imported by name).
const WORDS = { fa: fa.card, en: en.card } as const;

/**
 * A doctor card's second line (ADR 0050): «اولین نوبت خالی: شنبه ۸ آذر ۱۴۰۵، ۰۹:۰۰» from the earliest free slot the
 * appointment book keeps on the clinic (the list answers it, no query per card), «نوبت خالی ندارد» when there is
 * none. A slot already passed (the book's job has not refreshed it yet) says nothing rather than a wrong time.
 */
export function nextSlotLine(
  availableAppointment: string | null | undefined,
  locale: Locale,
  now: Date = new Date(),
): string | null {
  const words = WORDS[locale];
  if (!availableAppointment) return words.noSlot;
  const slot = new Date(availableAppointment);
  if (Number.isNaN(slot.getTime()) || slot.getTime() <= now.getTime()) return null;
  const day = WEEKDAYS[weekdayIndex(slot)]?.[locale] ?? '';
  return words.nextSlot.replace('{{when}}', `${day} ${formatJalaliDateTime(slot, locale)}`.trim());
}
