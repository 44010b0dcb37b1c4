import { useTranslation } from '../../lib/use-translation.tsx';
import type { VerticalListing } from '../../lib/listings/define-vertical.ts';

// What an expert's page draws of their own, apart from the owner's form (expert-fields.tsx) and the wording of their
// experience (expert-words.ts, by the page's loader): the page's chunk of this vertical (detail-parts.ts) then carries
// no form input and no wording (ADR 0129).

/** The expert's own fact on their page: the years of experience, worded by the page's loader (`experienceText`). */
export function ExpertDetailFacts({ listing }: { listing: VerticalListing }) {
  const { t } = useTranslation();
  return (
    <>
      <dt>{t('listings.verticals.expert.experienceLabel')}</dt>
      <dd>{typeof listing.experienceText === 'string' ? listing.experienceText : ''}</dd>
    </>
  );
}
