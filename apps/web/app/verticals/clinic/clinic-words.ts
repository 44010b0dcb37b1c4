import { formatNumber } from '@shahrbazar/domain/format/number';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import { ClinicType, DEFAULT_VISIT_DURATION } from '@shahrbazar/domain/rules/clinic-type';
import type { VerticalListing } from '../../lib/listings/define-vertical.ts';
import { professionalNumber, professionalText } from '../../components/professional/professional-text.ts';
import { professionalDetailWords } from '../../components/professional/professional-words.ts';

// What a doctor's page shows worded by its loader (`detailWords`, ADR 0129): the clinic's kind needs the kinds'
// enumeration and its helper, which a visitor's page then does not download.

/**
 * The clinic's kind in the reader's locale (`clinicTypeText`, '' for a kind the site does not know) and its visit length
 * in the locale's digits (`durationVisitMinutes`, the spec's default when the book sets none), with what every
 * professional's page shows worded (professional-words.ts).
 */
export const clinicDetailWords = (listing: VerticalListing, locale: Locale): Record<string, string> => ({
  ...professionalDetailWords(listing, locale),
  clinicTypeText: ClinicType.labelOf(professionalText(listing, 'type'))?.[locale] ?? '',
  durationVisitMinutes: formatNumber(professionalNumber(listing, 'durationVisit', DEFAULT_VISIT_DURATION), locale),
});
