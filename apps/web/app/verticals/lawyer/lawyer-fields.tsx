import { useTranslation } from '../../lib/use-translation.tsx';
import { Fieldset, Textarea, TextInput } from '@mantine/core';
import { gregorianToJalali } from '@shahrbazar/domain/format/jalali';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { VerticalFormFieldsProps } from '../../lib/listings/define-vertical.ts';
import { useLocale } from '../../lib/use-locale.ts';
import forms from '../../components/panel/forms.module.css';
import {
  BookNote,
  ExperienceInput,
  OfficeFields,
  RegisterNumberInput,
} from '../../components/professional/professional-fields.tsx';
import { professionalText, useFieldWord } from '../../components/professional/professional-text.ts';
import { socialOf, workExperienceOf } from './lawyer-view.ts';

/** How many work-experience rows the form offers (no JavaScript needed to add one). */
export const EXPERIENCE_ROWS = 3;
export const EXPERIENCE_FIELDS = ['companyName', 'position', 'startDate', 'endDate', 'description'] as const;

/** A Jalali day in the form's own shape, 1403/07/05 (what the API reads back). */
const jalaliInput = (iso: string, locale: 'fa' | 'en') => {
  const [year, month, day] = iso.split('-').map(Number);
  if (!year || !month || !day) return '';
  // The astronomical calendar's day (jalaali-js), as every date the site shows: not ICU's (issue 32).
  const jalali = gregorianToJalali({ year, month, day });
  const two = (value: number) => String(value).padStart(2, '0');
  return localizeDigits(`${jalali.year}/${two(jalali.month)}/${two(jalali.day)}`, locale);
};

/**
 * The lawyer's own inputs beside a professional's (ADR 0128): the bar licence (number, issue and expiry dates,
 * Jalali; checked by a manager for the badge), education, experience, languages, the office's telephone, address and hours, awards, publications, work
 * experience and social handles. Consultation kinds follow the tariffs; answers and satisfaction are counted.
 */
export function LawyerFormFields(props: VerticalFormFieldsProps) {
  const { listing, typed, errors } = props;
  const { t } = useTranslation();
  const locale = useLocale();
  const w = useFieldWord('lawyer');
  const text = (name: string, fallback = '') => typed?.[name] ?? (professionalText(listing, name) || fallback);
  const social = socialOf(listing);
  const experience = workExperienceOf(listing);
  return (
    <>
      <div className={forms.grid}>
        <RegisterNumberInput {...props} words="lawyer" name="licenseNumber" maxLength={14} />
        <ExperienceInput {...props} words="lawyer" />
        <TextInput
          name="issueDate"
          label={w('issueDate')}
          placeholder={w('issueDatePlaceholder')}
          defaultValue={typed?.issueDate ?? jalaliInput(professionalText(listing, 'issueDate'), locale)}
          error={errors.issueDate}
          autoComplete="off"
          dir="ltr"
        />
        <TextInput
          name="licenseExpiry"
          label={w('licenseExpiry')}
          description={w('licenseExpiryHint')}
          placeholder={w('licenseExpiryPlaceholder')}
          defaultValue={typed?.licenseExpiry ?? jalaliInput(professionalText(listing, 'licenseExpiry'), locale)}
          error={errors.licenseExpiry}
          required
          autoComplete="off"
          dir="ltr"
        />
      </div>
      <TextInput
        name="education"
        label={w('education')}
        defaultValue={text('education')}
        error={errors.education}
        maxLength={200}
        dir="auto"
      />
      <TextInput
        name="languages"
        label={w('languages')}
        defaultValue={text('languages')}
        error={errors.languages}
        maxLength={200}
        dir="auto"
      />
      <OfficeFields {...props} words="lawyer" />
      <Textarea
        name="awards"
        label={w('awards')}
        defaultValue={text('awards')}
        error={errors.awards}
        maxLength={1000}
        autosize
        minRows={2}
        dir="auto"
      />
      <Textarea
        name="publications"
        label={w('publications')}
        defaultValue={text('publications')}
        error={errors.publications}
        maxLength={1000}
        autosize
        minRows={2}
        dir="auto"
      />
      {Array.from({ length: EXPERIENCE_ROWS }, (_, index) => (
        <Fieldset key={index} legend={t('listings.verticals.lawyer.workRow', { n: localizeDigits(index + 1, locale) })}>
          <div className={forms.grid}>
            {EXPERIENCE_FIELDS.map((field) => (
              <TextInput
                key={field}
                name={`work.${index}.${field}`}
                label={w(`work.${field}`)}
                defaultValue={typed?.[`work.${index}.${field}`] ?? experience[index]?.[field] ?? ''}
                error={errors[`lawyerWorkExperience.${index}.${field}`]}
                maxLength={field === 'description' ? 500 : 120}
                dir="auto"
              />
            ))}
          </div>
        </Fieldset>
      ))}
      <div className={forms.grid}>
        {(['instagram', 'linkedin', 'twitter'] as const).map((name) => (
          <TextInput
            key={name}
            name={name}
            label={w(name)}
            defaultValue={typed?.[name] ?? social[name]}
            error={errors[name]}
            maxLength={61}
            autoComplete="off"
            dir="ltr"
          />
        ))}
      </div>
      <BookNote words="lawyer" panel="myLawyer" listing={listing} />
    </>
  );
}
