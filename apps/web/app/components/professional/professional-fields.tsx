import { TextInput } from '@mantine/core';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { VerticalFormFieldsProps, VerticalListing } from '../../lib/listings/define-vertical.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { BookSettingsNote } from '../appointments/book-note.tsx';
import { professionalNumber, professionalText, useFieldWord, type ProfessionalWords } from './professional-text.ts';

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
