import { useTranslation } from '../../lib/use-translation.tsx';
import { NativeSelect, TextInput } from '@mantine/core';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { ClinicType } from '@shahrbazar/domain/rules/clinic';
import type { VerticalFormFieldsProps, VerticalListing } from '../../lib/listings/define-vertical.ts';
import { useLocale } from '../../lib/use-locale.ts';
import forms from '../../components/panel/forms.module.css';
import { BookSettingsNote } from '../../components/appointments/book-note.tsx';

/** A text field of a clinic as the API answers it ('' when missing). */
export const clinicText = (listing: VerticalListing | undefined, name: string): string => {
  const value = listing?.[name];
  return typeof value === 'string' ? value : '';
};

/** A whole-number field of a clinic as the API answers it (the fallback when missing). */
export const clinicNumber = (listing: VerticalListing | undefined, name: string, fallback = 0): number => {
  const value = listing?.[name];
  return typeof value === 'number' ? value : fallback;
};

/**
 * The clinic's own inputs: its kind, the medical council number (checked by a manager for the badge), experience,
 * the office's telephone and address. Text and phone consultation follow its tariffs; the working hours, the visit
 * length and online booking are its appointment book's (issue 29: one switch, one truth), set on the book's page this
 * form leads to.
 */
export function ClinicFormFields({ listing, typed, errors }: VerticalFormFieldsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const number = (name: string, fallback: number) => {
    const saved = clinicNumber(listing, name, fallback);
    return typed?.[name] ?? (saved > 0 ? localizeDigits(saved, locale) : '');
  };
  return (
    <>
      <div className={forms.grid}>
        <NativeSelect
          name="type"
          label={t('listings.verticals.clinic.type')}
          data={ClinicType.entries.map((entry) => ({ value: entry.value, label: entry.label[locale] }))}
          defaultValue={typed?.type ?? (clinicText(listing, 'type') || ClinicType.doctor)}
          error={errors.type}
        />
        <TextInput
          // The owner's «برای نشان احراز شده» card links here (components/trust/trust-missing.tsx).
          id="medicalSystemNumber"
          name="medicalSystemNumber"
          label={t('listings.verticals.clinic.medicalSystemNumber')}
          description={t('listings.verticals.clinic.medicalSystemNumberHint')}
          defaultValue={
            typed?.medicalSystemNumber ?? localizeDigits(clinicText(listing, 'medicalSystemNumber'), locale)
          }
          error={errors.medicalSystemNumber}
          required
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          dir="auto"
        />
        <TextInput
          name="experience"
          label={t('listings.verticals.clinic.experience')}
          defaultValue={number('experience', 0)}
          error={errors.experience}
          inputMode="numeric"
          autoComplete="off"
          maxLength={3}
          dir="auto"
        />
      </div>
      <TextInput
        name="callNumber"
        type="tel"
        label={t('listings.verticals.clinic.callNumber')}
        defaultValue={typed?.callNumber ?? localizeDigits(clinicText(listing, 'callNumber'), locale)}
        error={errors.callNumber}
        maxLength={20}
        autoComplete="tel"
        dir="ltr"
      />
      <TextInput
        name="address"
        label={t('listings.verticals.clinic.address')}
        defaultValue={typed?.address ?? clinicText(listing, 'address')}
        error={errors.address}
        maxLength={300}
        autoComplete="street-address"
        dir="auto"
      />
      <BookSettingsNote
        note={t('listings.verticals.clinic.bookNote')}
        link={t('listings.verticals.clinic.bookLink')}
        href={listing?.id !== undefined ? `/panel/myClinic/${listing.id}/appointmentBook` : undefined}
      />
    </>
  );
}
