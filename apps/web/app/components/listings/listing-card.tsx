import { Link } from '../../lib/link.tsx';
import { needsFullNavigation } from '@shahrbazar/domain/rules/full-navigation';
import { renditionsSrcSet } from '../../lib/media.ts';
import type { ListingCard as Card } from '../../lib/listings/types.ts';
import classes from './listings.module.css';
import { mainPicture } from '../../lib/scripts-after-picture.ts';
import { KeptHtml } from '../kept-html.tsx';

/**
 * A listing's card as Divar draws one: title, the vertical's main line (price), city and date, and its picture at
 * the end of the line. Pictures below the first screen load lazily; the srcset lets a phone fetch the small one.
 */
export function ListingCardItem({
  card,
  eager = false,
  priority = false,
}: {
  card: Card;
  eager?: boolean;
  /** The card is likely the page's largest paint (the first of the first grid): its picture is fetched first. */
  priority?: boolean;
}) {
  const srcSet = card.image.renditions ? renditionsSrcSet(card.image.src) : card.image.srcSet;
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
          srcSet={srcSet}
          // Without a srcset there is nothing to choose from: sizes alone is invalid HTML (issue 32).
          sizes={srcSet ? '(min-width: 48em) 136px, 120px' : undefined}
          alt=""
          width={136}
          height={136}
          loading={eager || priority ? 'eager' : 'lazy'}
          {...mainPicture(priority === true)}
          decoding="async"
        />
      </Link>
    </li>
  );
}

/**
 * Cards in a grid: one column on phones, as many as fit on wider screens. The first `eager` pictures load at once
 * (a grid below the first screen passes 0: its pictures then wait for the reader to scroll instead of competing with
 * what the first paint needs); with `priority` the first card's picture is fetched first (the page's first grid: a
 * card's picture is the list's largest paint).
 */
export function ListingGrid({
  cards,
  label,
  eager = 4,
  priority = false,
}: {
  cards: readonly Card[];
  label?: string;
  eager?: number;
  priority?: boolean;
}) {
  // Links and pictures only: the server's markup is kept, not hydrated (ADR 0139).
  return (
    <KeptHtml as="ul" of={cards} className={classes.grid} aria-label={label}>
      {cards.map((card, index) => (
        <ListingCardItem key={card.id} card={card} eager={index < eager} priority={priority && index === 0} />
      ))}
    </KeptHtml>
  );
}
