import { useTranslation } from '../../lib/use-translation.tsx';
import { TextInput } from '@mantine/core';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { VerticalFormFieldsProps, VerticalListing } from '../../lib/listings/define-vertical.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { BookSettingsNote } from '../appointments/book-note.tsx';

/**
 * The words of a professional (a doctor's clinic, a lawyer: issue 33, ADR 0128): the catalogue part its form and
 * facts read (`listings.verticals.<words>.*`) and its own pages' part (`<words>.*`). Each domain keeps its own words:
 * a doctor's «شماره نظام پزشکی», a lawyer's «شماره پروانه وکالت».
 */
export type ProfessionalWords = 'clinic' | 'lawyer';

/** A text field of a professional as the API answers it ('' when missing). */
export const professionalText = (listing: VerticalListing | undefined, name: string): string => {
  const value = listing?.[name];
  return typeof value === 'string' ? value : '';
};

/** A whole-number field of a professional as the API answers it (the fallback when missing). */
export const professionalNumber = (listing: VerticalListing | undefined, name: string, fallback = 0): number => {
  const value = listing?.[name];
  return typeof value === 'number' ? value : fallback;
};

/** A form field's catalogue word of a professional (`listings.verticals.<words>.<key>`). */
export function useFieldWord(words: ProfessionalWords) {
  const { t } = useTranslation();
  return (key: string) => t(`listings.verticals.${words}.${key}` as 'listings.verticals.clinic.address');
}

/**
 * The register number a professional shows for the verified badge (a doctor's medical council number, a lawyer's
 * bar licence), checked by a manager. The owner's «برای نشان احراز شده» card links to its id
 * (components/trust/trust-missing.tsx).
 */
export function RegisterNumberInput({
  words,
  name,
  maxLength,
  listing,
  typed,
  errors,
}: VerticalFormFieldsProps & { words: ProfessionalWords; name: string; maxLength: number }) {
  const locale = useLocale();
  const w = useFieldWord(words);
  return (
    <TextInput
      id={name}
      name={name}
      label={w(name)}
      description={w(`${name}Hint`)}
      defaultValue={typed?.[name] ?? localizeDigits(professionalText(listing, name), locale)}
      error={errors[name]}
      required
      inputMode="numeric"
      autoComplete="off"
      maxLength={maxLength}
      dir="auto"
    />
  );
}

/** Years of practice ('' until the owner writes them). */
export function ExperienceInput({
  words,
  listing,
  typed,
  errors,
}: VerticalFormFieldsProps & { words: ProfessionalWords }) {
  const locale = useLocale();
  const w = useFieldWord(words);
  const saved = professionalNumber(listing, 'experience');
  return (
    <TextInput
      name="experience"
      label={w('experience')}
      defaultValue={typed?.experience ?? (saved > 0 ? localizeDigits(saved, locale) : '')}
      error={errors.experience}
      inputMode="numeric"
      autoComplete="off"
      maxLength={3}
      dir="auto"
    />
  );
}

/** The office's telephone and address, public on the professional's page. */
export function OfficeFields({
  words,
  listing,
  typed,
  errors,
}: VerticalFormFieldsProps & { words: ProfessionalWords }) {
  const locale = useLocale();
  const w = useFieldWord(words);
  return (
    <>
      <TextInput
        name="callNumber"
        type="tel"
        label={w('callNumber')}
        defaultValue={typed?.callNumber ?? localizeDigits(professionalText(listing, 'callNumber'), locale)}
        error={errors.callNumber}
        maxLength={20}
        autoComplete="tel"
        dir="ltr"
      />
      <TextInput
        name="address"
        label={w('address')}
        defaultValue={typed?.address ?? professionalText(listing, 'address')}
        error={errors.address}
        maxLength={300}
        autoComplete="street-address"
        dir="auto"
      />
    </>
  );
}

/**
 * The working hours, the visit length and online booking are the appointment book's (issue 29: one switch, one
 * truth), set on the book's page this note leads to (`/panel/<panel>/{id}/appointmentBook`).
 */
export function BookNote({
  words,
  panel,
  listing,
}: {
  words: ProfessionalWords;
  panel: string;
  listing?: VerticalListing;
}) {
  const w = useFieldWord(words);
  return (
    <BookSettingsNote
      note={w('bookNote')}
      link={w('bookLink')}
      href={listing?.id !== undefined ? `/panel/${panel}/${listing.id}/appointmentBook` : undefined}
    />
  );
}
