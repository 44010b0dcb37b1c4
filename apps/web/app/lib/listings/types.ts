// Shapes the listing pages hand from their loaders to their components (plain data, already formatted).

/** An image with its renditions for srcset (undefined for the placeholder). */
export interface ImageView {
  src: string;
  srcSet: string | undefined;
}

/**
 * A card's picture: its address, and its srcset unless it is the three renditions renditionsSrcSet makes of the
 * address (`renditions`), which the card draws itself.
 */
export interface CardImage {
  src: string;
  srcSet?: string | undefined;
  renditions?: true;
}

/** A listing's card in a list. */
export interface ListingCard {
  id: number;
  title: string;
  href: string;
  image: CardImage;
  /** The vertical's main line: an ad's price or «توافقی». */
  highlight: string;
  /** The vertical's second line (a doctor's first free slot), when it declares one. */
  line?: string | null;
  city: string;
  date: string;
  /** The special label (its special text, else «ویژه») of a special listing; null for others. */
  special: string | null;
  /** «فوری» for an urgent listing (ADR 0036), unless its special label already says so; null otherwise. */
  urgent?: string | null;
}

/** One step of a breadcrumb trail; the last has no link (the page itself). */
export interface Crumb {
  label: string;
  href?: string;
}

/** Page of a paged panel list (spec section 9: more pages when lastPage > currentPage). */
export interface PageInfo {
  currentPage: number;
  lastPage: number;
  more: boolean;
}

/**
 * A page of a public list of listings: not counted, continued by `nextCursor` sent back as `cursor`, null on the last
 * page (a cursor page, ADR 0117). A person's own lists and the back office's are counted pages (`ListPage`).
 */
export interface ListingPage<T> {
  items: T[];
  /** A public list's first page: the specials pinned above it (ADR 0027). */
  pinned?: T[];
  perPage: number;
  nextCursor: number | null;
}
