import { Fragment } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import { formatExperience } from '@shahrbazar/domain/format/experience';
import { formatNumber, localizeDigits } from '@shahrbazar/domain/format/number';
import { workingHoursText } from '@shahrbazar/domain/rules/appointments';
import { ClinicType, DEFAULT_VISIT_DURATION } from '@shahrbazar/domain/rules/clinic';
import type { VerticalListing } from '../../lib/listings/define-vertical.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { clinicNumber, clinicText } from './clinic-fields.tsx';
import { bookHoursOf } from '../../components/appointments/book-note.tsx';

/** The clinic's own facts on its page: kind, experience, medical council number, visit length, telephone, hours. */
export function ClinicDetailFacts({ listing }: { listing: VerticalListing }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const type = ClinicType.entries.find((entry) => entry.value === listing.type)?.label[locale] ?? '';
  const call = clinicText(listing, 'callNumber');
  // [label, value, its own direction: free text typed by the owner, or a telephone number]
  const facts: Array<[string, string, ('auto' | 'ltr')?]> = [
    [t('listings.verticals.clinic.type'), type],
    [t('listings.verticals.clinic.experienceLabel'), formatExperience(clinicNumber(listing, 'experience'), locale)],
    [
      t('listings.verticals.clinic.medicalSystemNumber'),
      localizeDigits(clinicText(listing, 'medicalSystemNumber'), locale),
    ],
    [
      t('listings.verticals.clinic.durationVisitLabel'),
      t('listings.verticals.clinic.minutes', {
        n: formatNumber(clinicNumber(listing, 'durationVisit', DEFAULT_VISIT_DURATION), locale),
      }),
    ],
    [t('listings.verticals.clinic.callNumber'), call ? localizeDigits(call, locale) : '', 'ltr'],
    [t('listings.verticals.clinic.address'), clinicText(listing, 'address'), 'auto'],
    // The appointment book's hours, worded in the reader's locale (issue 29).
    [t('listings.verticals.clinic.activityTime'), workingHoursText(bookHoursOf(listing), locale)],
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
