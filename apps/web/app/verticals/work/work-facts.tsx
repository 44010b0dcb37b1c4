import { Fragment } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { CooperationType, Gender, MilitaryStatus } from '@shahrbazar/domain/enums/people';
import { listText } from '@shahrbazar/domain/format/list';
import { formatNumber } from '@shahrbazar/domain/format/number';
import { formatPrice } from '@shahrbazar/domain/format/price';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import { ListingIcon } from '../../components/listings/listing-icons.tsx';
import { Button } from '../../components/plain/plain.tsx';
import type { FilterChoices, VerticalListing } from '../../lib/listings/define-vertical.ts';
import { useLocale } from '../../lib/use-locale.ts';

// What a job's page draws of its own, apart from the employer's form and links (work-fields.tsx): the page's chunk of
// this vertical (detail-parts.ts) then carries no form input (ADR 0129).

/** A job's salary in toman (0 = «توافقی»), as the API answers it. */
export function jobSalary(listing: VerticalListing): number {
  return typeof listing.salary === 'number' ? listing.salary : 0;
}

/** A text field of a job as the API answers it ('' when missing). */
export const jobText = (listing: VerticalListing | undefined, name: string): string => {
  const value = listing?.[name];
  return typeof value === 'string' ? value : '';
};

/** The label of an enumeration's value in the locale ('' for a value it does not have). */
export function choiceLabel(choices: FilterChoices, value: unknown, locale: Locale): string {
  return choices.entries.find((entry) => entry.value === value)?.label[locale] ?? '';
}

/** A job's own facts on its page. */
export function WorkDetailFacts({ listing }: { listing: VerticalListing }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const skills = Array.isArray(listing.skills) ? (listing.skills as string[]) : [];
  // [label, value, free text typed by the employer (its own direction)]
  const facts: Array<[string, string, boolean?]> = [
    [t('listings.verticals.work.businessName'), jobText(listing, 'businessName'), true],
    [t('listings.verticals.work.salaryLabel'), formatPrice(jobSalary(listing), locale)],
    [t('listings.verticals.work.cooperationType'), choiceLabel(CooperationType, listing.cooperationType, locale)],
    [t('listings.verticals.work.count'), typeof listing.count === 'number' ? formatNumber(listing.count, locale) : ''],
    [t('listings.verticals.work.gender'), choiceLabel(Gender, listing.gender, locale)],
    [t('listings.verticals.work.militaryStatus'), choiceLabel(MilitaryStatus, listing.militaryStatus, locale)],
    [t('listings.verticals.work.hoursWork'), jobText(listing, 'hoursWork'), true],
    [t('listings.verticals.work.educationDegree'), jobText(listing, 'educationDegree'), true],
    [t('listings.verticals.work.skills'), listText(skills, locale), true],
  ];
  return (
    <>
      {facts
        .filter(([, value]) => value !== '')
        .map(([label, value, typed]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd dir={typed ? 'auto' : undefined}>{value}</dd>
          </Fragment>
        ))}
    </>
  );
}

/** «Send your CV» on a job's page: the apply page (which sends a guest to sign in first). */
export function WorkDetailActions({ listing }: { listing: VerticalListing }) {
  const { t } = useTranslation();
  return (
    <Button
      component={Link}
      to={`/work/${encodeURIComponent(listing.slug)}/${listing.slugId}/apply`}
      variant="filled"
      color="teal"
      leftSection={<ListingIcon name="edit" />}
    >
      {t('listings.verticals.work.apply')}
    </Button>
  );
}
