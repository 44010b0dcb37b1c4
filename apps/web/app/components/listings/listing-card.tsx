import { Link } from 'react-router';
import { needsFullNavigation } from '@shahrbazar/domain/rules/full-navigation';
import { renditionsSrcSet } from '../../lib/media.ts';
import type { ListingCard as Card } from '../../lib/listings/types.ts';
import classes from './listings.module.css';

/**
 * A listing's card as Divar draws one: title, the vertical's main line (price), city and date, and its picture at
 * the end of the line. Pictures below the first screen load lazily; the srcset lets a phone fetch the small one.
 */
export function ListingCardItem({ card, eager = false }: { card: Card; eager?: boolean }) {
  return (
    <li>
      <Link to={card.href} className={classes.card} prefetch="intent" reloadDocument={needsFullNavigation(card.href)}>
        <div className={classes.cardBody}>
          <h3 className={classes.cardTitle} dir="auto">
            {card.title}
          </h3>
          {(card.special || card.urgent) && (
            <span className={classes.badges}>
              {card.special && <span className={classes.special}>{card.special}</span>}
              {card.urgent && <span className={classes.urgent}>{card.urgent}</span>}
            </span>
          )}
          <p className={classes.cardHighlight}>{card.highlight}</p>
          {card.line && <p className={classes.cardLine}>{card.line}</p>}
          <p className={classes.cardMeta}>{[card.city, card.date].filter(Boolean).join(' · ')}</p>
        </div>
        <img
          className={classes.cardImage}
          src={card.image.src}
          srcSet={card.image.renditions ? renditionsSrcSet(card.image.src) : card.image.srcSet}
          sizes="(min-width: 48em) 136px, 120px"
          alt=""
          width={136}
          height={136}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      </Link>
    </li>
  );
}

/** Cards in a grid: one column on phones, as many as fit on wider screens. The first few load at once. */
export function ListingGrid({ cards, label }: { cards: readonly Card[]; label?: string }) {
  return (
    <ul className={classes.grid} aria-label={label}>
      {cards.map((card, index) => (
        <ListingCardItem key={card.id} card={card} eager={index < 4} />
      ))}
    </ul>
  );
}
