import { useTranslation } from '../../lib/use-translation.tsx';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { VerticalListing } from '../../lib/listings/define-vertical.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { FactList, officeFacts, type Fact } from '../../components/professional/professional-facts.tsx';
import { professionalText, useFieldWord } from '../../components/professional/professional-text.ts';

/**
 * The clinic's facts on its page: kind, experience, medical council number, visit length, then the office's. The kind,
 * the experience and the visit length are worded by the page's loader (clinic-words.ts): the page's script carries
 * neither the kinds' enumeration nor the experience's wording.
 */
export function ClinicDetailFacts({ listing }: { listing: VerticalListing }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const w = useFieldWord('clinic');
  const facts: Fact[] = [
    [w('type'), professionalText(listing, 'clinicTypeText')],
    [w('experienceLabel'), professionalText(listing, 'experienceText')],
    [w('medicalSystemNumber'), localizeDigits(professionalText(listing, 'medicalSystemNumber'), locale)],
    [
      w('durationVisitLabel'),
      t('listings.verticals.clinic.minutes', { n: professionalText(listing, 'durationVisitMinutes') }),
    ],
    ...officeFacts(listing, locale, w),
  ];
  return <FactList facts={facts} />;
}
