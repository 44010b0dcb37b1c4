import { useTranslation } from '../../lib/use-translation.tsx';
import { NativeSelect } from '@mantine/core';
import { ClinicType } from '@shahrbazar/domain/rules/clinic';
import type { VerticalFormFieldsProps } from '../../lib/listings/define-vertical.ts';
import { useLocale } from '../../lib/use-locale.ts';
import forms from '../../components/panel/forms.module.css';
import {
  BookNote,
  ExperienceInput,
  OfficeFields,
  RegisterNumberInput,
} from '../../components/professional/professional-fields.tsx';
import { professionalText } from '../../components/professional/professional-text.ts';

/**
 * The clinic's own inputs beside a professional's (ADR 0128): its kind and the medical council number (checked by a
 * manager for the badge), then experience, the office's telephone and address. Text and phone consultation follow its
 * tariffs; the working hours, the visit length and online booking are its appointment book's (issue 29).
 */
export function ClinicFormFields(props: VerticalFormFieldsProps) {
  const { listing, typed, errors } = props;
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <div className={forms.grid}>
        <NativeSelect
          name="type"
          label={t('listings.verticals.clinic.type')}
          data={ClinicType.entries.map((entry) => ({ value: entry.value, label: entry.label[locale] }))}
          defaultValue={typed?.type ?? (professionalText(listing, 'type') || ClinicType.doctor)}
          error={errors.type}
        />
        <RegisterNumberInput {...props} words="clinic" name="medicalSystemNumber" maxLength={10} />
        <ExperienceInput {...props} words="clinic" />
      </div>
      <OfficeFields {...props} words="clinic" />
      <BookNote words="clinic" panel="myClinic" listing={listing} />
    </>
  );
}
