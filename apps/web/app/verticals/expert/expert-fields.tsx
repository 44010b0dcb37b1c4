import { useTranslation } from '../../lib/use-translation.tsx';
import { TextInput } from '@mantine/core';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { VerticalFormFieldsProps } from '../../lib/listings/define-vertical.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { expertExperience } from './expert-words.ts';

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
