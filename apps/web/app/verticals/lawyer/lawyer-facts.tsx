import { useTranslation } from '../../lib/use-translation.tsx';
import type { LawyerPerformance } from '@shahrbazar/domain/api/lawyer.schema';
import { formatNumber, localizeDigits } from '@shahrbazar/domain/format/number';
import type { VerticalListing } from '../../lib/listings/define-vertical.ts';
import { FactList, officeFacts, type Fact } from '../../components/professional/professional-facts.tsx';
import { professionalText, useFieldWord } from '../../components/professional/professional-text.ts';
import { useLocale } from '../../lib/use-locale.ts';

/** The activity counters of a lawyer's performance, in the order the page lists them (ADR 0060). */
const ACTIVITY = [
  'consultationInPerson',
  'consultationPhone',
  'consultationChat',
  'legalRepresentation',
  'lawsuitDrafting',
  'complaintDrafting',
  'statementDrafting',
  'contractDrafting',
  'documentDrafting',
] as const satisfies ReadonlyArray<keyof LawyerPerformance>;

/** A lawyer's performance as the API counts it: answers, satisfaction, and what was done on the site. */
const performanceOf = (listing: VerticalListing) =>
  (listing.performance as Partial<LawyerPerformance> | undefined) ?? {};

/**
 * The lawyer's facts on its page: licence number and validity, experience, education, languages, the answers
 * counted on the site and the askers' satisfaction, the consultations and the client projects done on the site (each
 * kind once it happened: counted from activity, never typed), then the office's, as every professional's (ADR 0128):
 * telephone, address and hours.
 */
export function LawyerDetailFacts({ listing }: { listing: VerticalListing }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const w = useFieldWord('lawyer');
  const performance = performanceOf(listing);
  const expiry = professionalText(listing, 'licenseExpiry');
  const facts: Fact[] = [
    [w('licenseNumber'), localizeDigits(professionalText(listing, 'licenseNumber'), locale)],
    [
      w('licenseExpiryLabel'),
      // Worded by the page's loader (lawyer-dates.ts): the page carries no calendar.
      expiry ? (listing.licenseExpired === true ? w('expired') : professionalText(listing, 'licenseExpiryText')) : '',
    ],
    // Worded by the page's loader (professional-words.ts), as the licence's expiry.
    [w('experienceLabel'), professionalText(listing, 'experienceText')],
    [w('education'), professionalText(listing, 'education'), 'auto'],
    [w('languages'), professionalText(listing, 'languages'), 'auto'],
    [w('answeredQuestions'), formatNumber(performance.answeredQuestions ?? 0, locale)],
    // A new lawyer has no figure yet (null), never «۰٪» (issue 29).
    [
      w('satisfactionRate'),
      typeof performance.satisfactionRate === 'number'
        ? t('listings.verticals.lawyer.percent', { n: formatNumber(performance.satisfactionRate, locale) })
        : '',
    ],
    [
      w('clientRating'),
      typeof performance.clientRating === 'number'
        ? t('listings.verticals.lawyer.clientRatingValue', {
            // Worded by the page's loader (lawyer-dates.ts).
            rate: professionalText(listing, 'clientRatingText'),
            n: formatNumber(performance.clientRatings ?? 0, locale),
          })
        : '',
    ],
    ...ACTIVITY.map((key): Fact => [
      w(`performance.${key}`),
      (performance[key] ?? 0) > 0 ? formatNumber(performance[key] ?? 0, locale) : '',
    ]),
    ...officeFacts(listing, locale, w),
  ];
  return <FactList facts={facts} />;
}
