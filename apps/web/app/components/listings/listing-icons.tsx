import { Icon } from '../icons.tsx';
import icons from '../icons.module.css';

// The listing pages' icons: symbols of the site's one sprite (components/icons.svg, drawn by <Icon>), cached once by
// the browser rather than drawn by each page's script (ADR 0129). 20x20 by default; `filled` fills the drawing (a
// chosen favourite's heart).
export type ListingIconName =
  | 'heart'
  | 'share'
  | 'phone'
  | 'pin'
  | 'link'
  | 'eye'
  | 'clock'
  | 'edit'
  | 'trash'
  | 'verified'
  | 'star'
  | 'chevronPrevious'
  | 'chevronNext'
  | 'close'
  | 'image'
  | 'play'
  | 'gift'
  | 'locate';

/** One of the listing icons; pass the `flip` class of listings.module.css to chevrons so English mirrors them. */
export function ListingIcon({
  name,
  size = 20,
  filled = false,
  className,
}: {
  name: ListingIconName;
  size?: number;
  filled?: boolean;
  className?: string;
}) {
  const classes = [filled && icons.filled, className].filter(Boolean).join(' ');
  return <Icon name={name} size={size} className={classes || undefined} />;
}
