import { formatExperience } from '@shahrbazar/domain/format/experience';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import { workingHoursText } from '@shahrbazar/domain/rules/working-hours';
import type { VerticalListing } from '../../lib/listings/define-vertical.ts';
import { bookHoursOf } from '../appointments/book-hours.ts';
import { professionalNumber } from './professional-text.ts';

// What a doctor's and a lawyer's page show worded by the page's loader (a vertical's `detailWords`, ADR 0129): the
// appointment book's hours in words need the weekdays and the rule that groups them, and the years of practice their
// wording (the expert vertical's too), which a visitor's page then does not download.

/** Years of practice, worded (the list card's line, and the facts through `experienceText`). */
export const experienceFact = (listing: VerticalListing, locale: Locale) =>
  formatExperience(professionalNumber(listing, 'experience'), locale);

/**
 * The book's weekly hours as the office's facts and the doctor's booking show them (`workingHoursText`), and the
 * years of practice as the facts show them (`experienceText`).
 */
export const professionalDetailWords = (listing: VerticalListing, locale: Locale): Record<string, string> => ({
  workingHoursText: workingHoursText(bookHoursOf(listing), locale),
  experienceText: experienceFact(listing, locale),
});
