import { useTranslation } from '../../lib/use-translation.tsx';
import { TextInput } from '@mantine/core';
import { formatExperience } from '@shahrbazar/domain/format/experience';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { VerticalFormFieldsProps, VerticalListing } from '../../lib/listings/define-vertical.ts';
import { useLocale } from '../../lib/use-locale.ts';

/** An expert's years of experience, as the API answers it. */
export function expertExperience(listing: VerticalListing): number {
  return typeof listing.experience === 'number' ? listing.experience : 0;
}

/** The expert's own input: years of experience (Persian digits welcome). */
export function ExpertFormFields({ listing, typed, errors }: VerticalFormFieldsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const saved = listing ? expertExperience(listing) : 0;
  return (
    <TextInput
      name="experience"
      label={t('listings.verticals.expert.experience')}
      description={t('listings.verticals.expert.experienceHint')}
      defaultValue={typed?.experience ?? (saved > 0 ? localizeDigits(saved, locale) : '')}
      error={errors.experience}
      inputMode="numeric"
      autoComplete="off"
      maxLength={3}
      dir="auto"
    />
  );
}

/** The expert's own fact on their page: the years of experience. */
export function ExpertDetailFacts({ listing }: { listing: VerticalListing }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <dt>{t('listings.verticals.expert.experienceLabel')}</dt>
      <dd>{formatExperience(expertExperience(listing), locale)}</dd>
    </>
  );
}
