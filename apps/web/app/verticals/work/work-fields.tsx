import { useState } from 'react';
import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Button, NativeSelect, TextInput } from '@mantine/core';
import { CooperationType, Gender, MilitaryStatus } from '@shahrbazar/domain/enums/people';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { formatPrice } from '@shahrbazar/domain/format/price';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import { priceValue } from '../../lib/amount.ts';
import type { FilterChoices, VerticalFormFieldsProps, VerticalListing } from '../../lib/listings/define-vertical.ts';
import { useLocale } from '../../lib/use-locale.ts';
import forms from '../../components/panel/forms.module.css';
import { jobSalary, jobText } from './work-view.ts';

const options = (choices: FilterChoices, locale: Locale) =>
  choices.entries.map((entry) => ({ value: String(entry.value), label: entry.label[locale] }));

/**
 * A job's own inputs: the salary in toman (read back as it will be shown, «توافقی» when empty), the kind of
 * cooperation, gender and military status asked for, openings, hours, education, business name and skills.
 */
export function WorkFormFields({ listing, typed, errors }: VerticalFormFieldsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const saved = listing ? jobSalary(listing) : 0;
  const [salary, setSalary] = useState(typed?.salary ?? (saved > 0 ? localizeDigits(saved, locale) : ''));
  const value = priceValue(salary);
  const skills = Array.isArray(listing?.skills) ? (listing.skills as string[]).join('، ') : '';
  const count = typeof listing?.count === 'number' ? localizeDigits(listing.count, locale) : '';
  return (
    <>
      <TextInput
        name="businessName"
        label={t('listings.verticals.work.businessName')}
        defaultValue={typed?.businessName ?? jobText(listing, 'businessName')}
        error={errors.businessName}
        maxLength={80}
        autoComplete="organization"
      />
      <TextInput
        name="salary"
        label={t('listings.verticals.work.salary')}
        placeholder={t('listings.verticals.work.salaryPlaceholder')}
        description={value === undefined ? t('listings.verticals.work.salaryHint') : formatPrice(value, locale)}
        value={salary}
        onChange={(event) => setSalary(event.currentTarget.value)}
        error={errors.salary}
        inputMode="numeric"
        autoComplete="off"
        dir="auto"
      />
      <div className={forms.grid}>
        <NativeSelect
          name="cooperationType"
          label={t('listings.verticals.work.cooperationType')}
          data={options(CooperationType, locale)}
          defaultValue={typed?.cooperationType ?? jobText(listing, 'cooperationType') ?? CooperationType.fullTime}
          error={errors.cooperationType}
        />
        <TextInput
          name="count"
          label={t('listings.verticals.work.count')}
          defaultValue={typed?.count ?? (count || localizeDigits(1, locale))}
          error={errors.count}
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
        />
        <NativeSelect
          name="gender"
          label={t('listings.verticals.work.gender')}
          data={options(Gender, locale)}
          defaultValue={typed?.gender ?? (jobText(listing, 'gender') || Gender.either)}
          error={errors.gender}
        />
        <NativeSelect
          name="militaryStatus"
          label={t('listings.verticals.work.militaryStatus')}
          data={options(MilitaryStatus, locale)}
          defaultValue={typed?.militaryStatus ?? (jobText(listing, 'militaryStatus') || MilitaryStatus.either)}
          error={errors.militaryStatus}
        />
      </div>
      <TextInput
        name="hoursWork"
        label={t('listings.verticals.work.hoursWork')}
        placeholder={t('listings.verticals.work.hoursWorkPlaceholder')}
        defaultValue={typed?.hoursWork ?? jobText(listing, 'hoursWork')}
        error={errors.hoursWork}
        maxLength={100}
      />
      <TextInput
        name="educationDegree"
        label={t('listings.verticals.work.educationDegree')}
        defaultValue={typed?.educationDegree ?? jobText(listing, 'educationDegree')}
        error={errors.educationDegree}
        maxLength={60}
      />
      <TextInput
        name="skills"
        label={t('listings.verticals.work.skills')}
        description={t('listings.verticals.work.skillsHint')}
        defaultValue={typed?.skills ?? skills}
        error={errors.skills}
        maxLength={600}
        dir="auto"
      />
    </>
  );
}

/** The employer's link from their job's page to the applications it received. */
export function WorkOwnerLinks({ listing }: { listing: VerticalListing }) {
  const { t } = useTranslation();
  return (
    <Button component={Link} to={`/panel/myWork/${listing.id}/applications`} variant="light" size="sm">
      {t('listings.verticals.work.applications')}
    </Button>
  );
}
