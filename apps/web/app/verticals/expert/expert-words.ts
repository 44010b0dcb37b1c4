import { formatExperience } from '@shahrbazar/domain/format/experience';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import type { VerticalListing } from '../../lib/listings/define-vertical.ts';

// An expert's years of experience as the API answers it and worded, apart from what their page draws
// (expert-facts.tsx): the page's loader words it (`detailWords`, ADR 0129), so a visitor's page downloads no wording.

/** An expert's years of experience, as the API answers it. */
export function expertExperience(listing: VerticalListing): number {
  return typeof listing.experience === 'number' ? listing.experience : 0;
}

/** An expert's years of experience worded («۱۲ سال سابقه»): the list card's line and their page's fact. */
export const expertExperienceText = (listing: VerticalListing, locale: Locale) =>
  formatExperience(expertExperience(listing), locale);

/** What an expert's page shows worded by its loader: the years of experience (`experienceText`). */
export const expertDetailWords = (listing: VerticalListing, locale: Locale): Record<string, string> => ({
  experienceText: expertExperienceText(listing, locale),
});
