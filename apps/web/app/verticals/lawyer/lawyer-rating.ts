import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { Locale } from '@shahrbazar/domain/i18n/locale';

// A lawyer's score worded: by the answers' card (lawyer-card.tsx) and by their page's loader (lawyer-dates.ts), apart
// from what the page's blocks read (lawyer-view.ts), so the page's chunk does not share a module with the card's pages.

/** A score with at most one decimal in the locale's digits and decimal sign: «۴٫۵», "4.5". */
export function ratingText(value: number, locale: Locale): string {
  const text = localizeDigits(String(Math.round(value * 10) / 10), locale);
  return locale === 'fa' ? text.replace('.', '٫') : text;
}
