import { useTranslation } from '../../lib/use-translation.tsx';
import { formatNumber, localizeDigits } from '@shahrbazar/domain/format/number';
import { ClinicType, DEFAULT_VISIT_DURATION } from '@shahrbazar/domain/rules/clinic-type';
import type { VerticalListing } from '../../lib/listings/define-vertical.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { experienceFact, FactList, officeFacts, type Fact } from '../../components/professional/professional-facts.tsx';
import { professionalNumber, professionalText, useFieldWord } from '../../components/professional/professional-text.ts';

/** The clinic's facts on its page: kind, experience, medical council number, visit length, then the office's. */
export function ClinicDetailFacts({ listing }: { listing: VerticalListing }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const w = useFieldWord('clinic');
  const type = ClinicType.entries.find((entry) => entry.value === listing.type)?.label[locale] ?? '';
  const facts: Fact[] = [
    [w('type'), type],
    [w('experienceLabel'), experienceFact(listing, locale)],
    [w('medicalSystemNumber'), localizeDigits(professionalText(listing, 'medicalSystemNumber'), locale)],
    [
      w('durationVisitLabel'),
      t('listings.verticals.clinic.minutes', {
        n: formatNumber(professionalNumber(listing, 'durationVisit', DEFAULT_VISIT_DURATION), locale),
      }),
    ],
    ...officeFacts(listing, locale, w),
  ];
  return <FactList facts={facts} />;
}
