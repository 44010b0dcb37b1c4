import { formatJalaliDate } from '@shahrbazar/domain/format/date';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import type { VerticalListing } from '../../lib/listings/define-vertical.ts';
import { professionalText } from '../../components/professional/professional-text.ts';
import { professionalDetailWords } from '../../components/professional/professional-words.ts';
import { ratingText } from './lawyer-rating.ts';

// A lawyer's dates worded, apart from what its page's blocks read (lawyer-view.ts): the Jalali conversion (jalaali-js)
// runs on the server for the page (detailWords in index.ts) and in the back office's check, not in a visitor's page.

/** An ISO day as a Jalali date in the locale's digits (the form shows and takes Jalali). */
export const jalaliOf = (iso: string, locale: Locale) =>
  iso ? formatJalaliDate(new Date(`${iso}T12:00:00Z`), locale) : '';

/** A lawyer's clients' rating as the API answers it (null: none yet). */
const clientRatingOf = (listing: VerticalListing): number | null => {
  const rating = (listing.performance as { clientRating?: unknown } | undefined)?.clientRating;
  return typeof rating === 'number' ? rating : null;
};

/**
 * The licence's expiry as the lawyer's page shows it (`licenseExpiryText`), the clients' rating (`clientRatingText`, ''
 * without one), and the book's hours and the experience as every professional's (professional-words.ts), worded by the
 * page's loader.
 */
export const lawyerDetailWords = (listing: VerticalListing, locale: Locale): Record<string, string> => {
  const rating = clientRatingOf(listing);
  return {
    ...professionalDetailWords(listing, locale),
    licenseExpiryText: jalaliOf(professionalText(listing, 'licenseExpiry'), locale),
    clientRatingText: rating === null ? '' : ratingText(rating, locale),
  };
};
