import { useTranslation } from '../../lib/use-translation.tsx';
import { formatExperience } from '@shahrbazar/domain/format/experience';
import type { VerticalListing } from '../../lib/listings/define-vertical.ts';
import { useLocale } from '../../lib/use-locale.ts';

// What an expert's page draws of their own, apart from the owner's form (expert-fields.tsx): the page's chunk of this
// vertical (detail-parts.ts) then carries no form input (ADR 0129).

/** An expert's years of experience, as the API answers it. */
export function expertExperience(listing: VerticalListing): number {
  return typeof listing.experience === 'number' ? listing.experience : 0;
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
