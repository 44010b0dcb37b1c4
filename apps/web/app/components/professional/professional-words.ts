import type { Locale } from '@shahrbazar/domain/i18n/locale';
import { workingHoursText } from '@shahrbazar/domain/rules/working-hours';
import type { VerticalListing } from '../../lib/listings/define-vertical.ts';
import { bookHoursOf } from '../appointments/book-hours.ts';

// What a doctor's and a lawyer's page show worded by the page's loader (a vertical's `detailWords`, ADR 0129): the
// appointment book's hours in words need the weekdays and the rule that groups them, which a visitor's page then
// does not download.

/** The book's weekly hours as the office's facts and the doctor's booking show them (`workingHoursText`). */
export const professionalDetailWords = (listing: VerticalListing, locale: Locale): Record<string, string> => ({
  workingHoursText: workingHoursText(bookHoursOf(listing), locale),
});
