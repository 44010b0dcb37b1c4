import { Link } from '../../lib/link.tsx';
import { needsFullNavigation } from '@shahrbazar/domain/rules/full-navigation';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Title } from '../plain/plain.tsx';
import type { HomeBlock } from '../../lib/listings/home-blocks.server.ts';
import { ListingGrid } from './listing-card.tsx';
import classes from './listings.module.css';

/**
 * The home page's blocks, one per vertical of the registry that declares `home`: its special listings (when it has
 * any) and its newest, each linking to the vertical's list. Only the first block's pictures load at once: the others
 * are below the first screen of a phone.
 */
export function HomeBlocks({ blocks }: { blocks: readonly HomeBlock[] }) {
  const { t } = useTranslation();
  return (
    <>
      {blocks.map((block, index) => (
        <div key={block.key}>
          {block.special.length > 0 && (
            <section aria-labelledby={`home-${block.key}-special`} className={classes.block}>
              <div className={classes.head}>
                <Title order={2} id={`home-${block.key}-special`} className={classes.sectionHeading}>
                  {block.specialTitle}
                </Title>
              </div>
              <ListingGrid cards={block.special} eager={index === 0 ? 4 : 0} />
            </section>
          )}
          <section aria-labelledby={`home-${block.key}-latest`} className={classes.block}>
            <div className={classes.head}>
              <Title order={2} id={`home-${block.key}-latest`} className={classes.sectionHeading}>
                {block.latestTitle}
              </Title>
              <Link to={block.allHref} className={classes.headLink} reloadDocument={needsFullNavigation(block.allHref)}>
                {block.allLabel}
              </Link>
            </div>
            {block.latest.length > 0 ? (
              <ListingGrid cards={block.latest} eager={index === 0 ? 4 : 0} />
            ) : (
              <p className={classes.empty}>{t('boothMore.home.empty')}</p>
            )}
          </section>
        </div>
      ))}
    </>
  );
}
