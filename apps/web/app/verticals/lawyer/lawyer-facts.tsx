import { Fragment } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import type { LawyerPerformance } from '@shahrbazar/domain/api/lawyer.schema';
import { formatExperience } from '@shahrbazar/domain/format/experience';
import { formatNumber, localizeDigits } from '@shahrbazar/domain/format/number';
import { workingHoursText } from '@shahrbazar/domain/rules/appointments';
import type { VerticalListing } from '../../lib/listings/define-vertical.ts';
import { bookHoursOf } from '../../components/appointments/book-note.tsx';
import { useLocale } from '../../lib/use-locale.ts';
import { jalaliOf, lawyerNumber, lawyerText } from './lawyer-fields.tsx';
import { ratingText } from './lawyer-card.tsx';

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
 * The lawyer's own facts on its page: licence number and validity, experience, education, languages, the answers
 * counted on the site and the askers' satisfaction, the consultations and the client projects done on the site (each
 * kind once it happened: counted from activity, never typed), telephone, address and hours.
 */
export function LawyerDetailFacts({ listing }: { listing: VerticalListing }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const w = (key: string) => t(`listings.verticals.lawyer.${key}` as 'listings.verticals.lawyer.licenseNumber');
  const performance = performanceOf(listing);
  const call = lawyerText(listing, 'callNumber');
  const expiry = lawyerText(listing, 'licenseExpiry');
  // [label, value, its own direction: free text typed by the owner, or a telephone number]
  const facts: Array<[string, string, ('auto' | 'ltr')?]> = [
    [w('licenseNumber'), localizeDigits(lawyerText(listing, 'licenseNumber'), locale)],
    [
      w('licenseExpiryLabel'),
      expiry ? (listing.licenseExpired === true ? w('expired') : jalaliOf(expiry, locale)) : '',
    ],
    [w('experienceLabel'), formatExperience(lawyerNumber(listing, 'experience'), locale)],
    [w('education'), lawyerText(listing, 'education'), 'auto'],
    [w('languages'), lawyerText(listing, 'languages'), 'auto'],
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
            rate: ratingText(performance.clientRating, locale),
            n: formatNumber(performance.clientRatings ?? 0, locale),
          })
        : '',
    ],
    ...ACTIVITY.map((key): [string, string] => [
      w(`performance.${key}`),
      (performance[key] ?? 0) > 0 ? formatNumber(performance[key] ?? 0, locale) : '',
    ]),
    [w('callNumber'), call ? localizeDigits(call, locale) : '', 'ltr'],
    [w('address'), lawyerText(listing, 'address'), 'auto'],
    // The appointment book's hours, worded in the reader's locale (issue 29).
    [w('activityTime'), workingHoursText(bookHoursOf(listing), locale)],
  ];
  return (
    <>
      {facts
        .filter(([, value]) => value !== '')
        .map(([label, value, dir]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            {dir === 'ltr' ? (
              <dd>
                <span dir="ltr">{value}</span>
              </dd>
            ) : (
              <dd dir={dir}>{value}</dd>
            )}
          </Fragment>
        ))}
    </>
  );
}
