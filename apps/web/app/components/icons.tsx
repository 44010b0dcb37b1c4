import classes from './icons.module.css';
// The drawings live in one SVG sprite, a hashed file of /assets/ that the browser caches once for every page, not
// in each page's JavaScript: `?no-inline` keeps it a file even if it shrinks below Vite's inlining limit (a data: URL
// cannot be a <use> target).
import spriteUrl from './icons.svg?no-inline';

/** The name of every icon: the id of a <symbol> of icons.svg (icons.test.ts checks the two lists are the same). */
export const ICON_NAMES = [
  'home',
  'category',
  'order',
  'contact',
  'login',
  'search',
  'menu',
  'globe',
  'booth',
  'ads',
  'advertise',
  'expert',
  'work',
  'doctor',
  'lawyer',
  'refresh',
  'logout',
  'dashboard',
  'profile',
  'referral',
  'shield',
  'document',
  'copy',
  'upload',
  'device',
  'plus',
  'heart',
  'wallet',
  'receipt',
  'ticket',
  'chat',
  'image',
  'bell',
  'megaphone',
  'users',
  'comment',
  // The listing pages' own (listings/listing-icons.tsx).
  'share',
  'phone',
  'pin',
  'link',
  'eye',
  'clock',
  'edit',
  'trash',
  'verified',
  'star',
  'chevronPrevious',
  'chevronNext',
  'close',
  'play',
  'gift',
  'locate',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

// SVG icons (no icon library in the bundle): 24x24, stroke drawn in the current text colour (the stroke is set once
// in icons.module.css on the outer <svg>, and the <use>'s drawing inherits it), hidden from assistive technology
// because every use sits next to a visible or aria label.
export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      className={className ? `${classes.icon} ${className}` : classes.icon}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
