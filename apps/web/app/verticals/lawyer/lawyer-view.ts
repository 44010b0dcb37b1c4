import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import type { VerticalListing } from '../../lib/listings/define-vertical.ts';

// A lawyer's fields as their page reads them, apart from the owner's form (lawyer-fields.tsx), the answers' card
// (lawyer-card.tsx) and the dates' Jalali wording (lawyer-dates.ts): the page's chunk of this vertical
// (detail-parts.ts) then carries none of them (ADR 0129).

/** The lawyer's work experience as the API answers it. */
export function workExperienceOf(listing: VerticalListing | undefined): Record<string, string>[] {
  const list = listing?.lawyerWorkExperience;
  return Array.isArray(list) ? (list as Record<string, string>[]) : [];
}

/** The social handles of a lawyer (spec extraTag.socialMedia). */
export function socialOf(listing: VerticalListing | undefined): Record<'instagram' | 'linkedin' | 'twitter', string> {
  const social = (listing?.extraTag as { socialMedia?: Record<string, string> } | undefined)?.socialMedia ?? {};
  return { instagram: social.instagram ?? '', linkedin: social.linkedin ?? '', twitter: social.twitter ?? '' };
}

/** A score with at most one decimal in the locale's digits and decimal sign: «۴٫۵», "4.5". */
export function ratingText(value: number, locale: Locale): string {
  const text = localizeDigits(String(Math.round(value * 10) / 10), locale);
  return locale === 'fa' ? text.replace('.', '٫') : text;
}
