import { formatExperience } from '@shahrbazar/domain/format/experience';
import { formatPrice } from '@shahrbazar/domain/format/price';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import { tariffPayable, type Tariff } from '@shahrbazar/domain/rules/tariff';
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

/** A tariff as a professional's page shows it: its price and what the patient or client pays, worded in toman. */
export interface WordedTariff extends Tariff {
  /** The price before the discount («۵۰۰٬۰۰۰ تومان»). */
  priceText: string;
  /** What is paid (`tariffPayable`), worded the same way. */
  payableText: string;
}

/**
 * The tariffs as a doctor's and a lawyer's page show them, worded by the page's loader (`detailLoad`): the page's
 * script carries no price's wording.
 */
export const wordedTariffs = (tariffs: readonly Tariff[], locale: Locale): WordedTariff[] =>
  tariffs.map((tariff) => ({
    ...tariff,
    priceText: formatPrice(tariff.price, locale),
    payableText: formatPrice(tariffPayable(tariff), locale),
  }));
