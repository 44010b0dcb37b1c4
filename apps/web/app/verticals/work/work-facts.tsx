import { Fragment } from 'react';
import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { formatNumber } from '@shahrbazar/domain/format/number';
import { ListingIcon } from '../../components/listings/listing-icons.tsx';
import { Button } from '../../components/plain/plain.tsx';
import type { VerticalListing } from '../../lib/listings/define-vertical.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { jobText } from './work-view.ts';

// What a job's page draws of its own, apart from the employer's form and links (work-fields.tsx) and the wording of its
// facts (work-words.ts, by the page's loader): the page's chunk of this vertical (detail-parts.ts) then carries no form
// input, no enumeration and no price's wording (ADR 0129).

/** A job's own facts on its page (the salary, the choices and the skills worded by the page's loader). */
export function WorkDetailFacts({ listing }: { listing: VerticalListing }) {
  const { t } = useTranslation();
  const locale = useLocale();
  // [label, value, free text typed by the employer (its own direction)]
  const facts: Array<[string, string, boolean?]> = [
    [t('listings.verticals.work.businessName'), jobText(listing, 'businessName'), true],
    [t('listings.verticals.work.salaryLabel'), jobText(listing, 'salaryText')],
    [t('listings.verticals.work.cooperationType'), jobText(listing, 'cooperationTypeText')],
    [t('listings.verticals.work.count'), typeof listing.count === 'number' ? formatNumber(listing.count, locale) : ''],
    [t('listings.verticals.work.gender'), jobText(listing, 'genderText')],
    [t('listings.verticals.work.militaryStatus'), jobText(listing, 'militaryStatusText')],
    [t('listings.verticals.work.hoursWork'), jobText(listing, 'hoursWork'), true],
    [t('listings.verticals.work.educationDegree'), jobText(listing, 'educationDegree'), true],
    [t('listings.verticals.work.skills'), jobText(listing, 'skillsText'), true],
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
