import type { AnchorHTMLAttributes, ElementType } from 'react';
import { classOf } from './plain.tsx';

/*
 * Mantine's Anchor as the plain element it renders, as plain.tsx's (ADR 0129). A module of its own: only a lawyer's
 * page draws it, so it goes into that page's chunk; beside Group and Progress (plain-more.tsx, whose users are in the
 * end of a listing's page, a chunk of its own) it made the lawyer's page ask for one more chunk.
 */

export type AnchorProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  /** What to render instead of an `<a>`: React Router's `Link` (then `to`). */
  component?: ElementType;
  to?: string;
  /** When the line under it shows (Mantine's default: on hover). */
  underline?: 'hover' | 'always';
};

/** Mantine's `<Anchor>`: a link in the theme's link colour. */
export function Anchor({ component: Component = 'a', underline = 'hover', className, ...rest }: AnchorProps) {
  return (
    <Component
      {...rest}
      className={classOf('mantine-focus-auto m_849cf0da m_b6d8b162', className)}
      data-underline={underline}
    />
  );
}
