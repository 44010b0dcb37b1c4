import { useTranslation } from '../../lib/use-translation.tsx';
import { Title } from '../plain/plain.tsx';
import type { SectionAdType } from '@shahrbazar/domain/rules/section-ads';
import type { ListingCard } from '../../lib/listings/types.ts';
import { ListingGrid } from '../listings/listing-card.tsx';
import classes from '../listings/listings.module.css';

/** A section's ads on top of its list and on its landing (ADR 0042): each card carries the «تبلیغ» marker. */
export function SectionAdBlock({
  section,
  cards,
  priority = false,
}: {
  section: SectionAdType | null;
  cards: readonly ListingCard[];
  /** The block is the page's first grid (ListingGrid's `priority`). */
  priority?: boolean;
}) {
  const { t } = useTranslation();
  if (section === null || cards.length === 0) return null;
  return (
    <section aria-labelledby="section-ads" className={classes.block} data-testid="section-ads">
      <Title order={2} id="section-ads" className={classes.sectionHeading} mb="sm">
        {t(`sectionAds.sections.${section}.blockTitle`)}
      </Title>
      <ListingGrid cards={cards} priority={priority} />
    </section>
  );
}
