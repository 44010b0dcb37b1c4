import type { CSSProperties, HTMLAttributes } from 'react';
import { classOf } from './plain.tsx';

/**
 * Mantine's Group and Progress as the plain elements they render, as plain.tsx's (ADR 0129), for the detail, booth
 * and product pages. Apart from plain.tsx because the shell chunk holds that module whole (every page runs it) and
 * none of these is drawn by the shell; the textarea and the anchor are apart again (plain-textarea.tsx,
 * plain-anchor.tsx).
 */

type Spacing = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

export interface GroupProps extends HTMLAttributes<HTMLDivElement> {
  /** The space between the items (the theme's `md` when none). */
  gap?: Spacing;
}

/** Mantine's `<Group>`: a row of items that wraps, centred on the cross axis. */
export function Group({ gap = 'md', className, style, ...rest }: GroupProps) {
  return (
    <div
      {...rest}
      style={
        {
          '--group-gap': `var(--mantine-spacing-${gap})`,
          '--group-align': 'center',
          '--group-justify': 'flex-start',
          '--group-wrap': 'wrap',
          ...style,
        } as CSSProperties
      }
      className={classOf('m_4081bf90', className)}
    />
  );
}

export interface ProgressProps extends HTMLAttributes<HTMLDivElement> {
  /** 0-100. */
  value: number;
  /** A theme colour (the primary, teal, when none). */
  color?: string;
}

/** Mantine's `<Progress>`: one bar, filled to `value` per cent. */
export function Progress({ value, color, className, ...rest }: ProgressProps) {
  return (
    <div {...rest} className={classOf('m_db6d6462', className)}>
      <div
        style={
          {
            '--progress-section-size': `${value}%`,
            '--progress-section-color': `var(--mantine-color-${color ?? 'teal'}-filled)`,
          } as CSSProperties
        }
        className="m_2242eb65"
        role="progressbar"
        aria-valuemax={100}
        aria-valuemin={0}
        aria-valuenow={value}
        aria-valuetext={`${value}%`}
      />
    </div>
  );
}
