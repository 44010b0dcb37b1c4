import type {
  AnchorHTMLAttributes,
  CSSProperties,
  ElementType,
  HTMLAttributes,
  ReactNode,
  TextareaHTMLAttributes,
} from 'react';
import { useId } from 'react';
import TextareaAutosize from 'react-textarea-autosize';
import { InputError, InputLabel } from './plain.tsx';

/**
 * Mantine's Textarea, Group, Progress and Anchor as the plain elements they render, as plain.tsx's (ADR 0129), for
 * the detail, booth and product pages. Apart from plain.tsx because the shell chunk holds that module whole (every page
 * runs it) and none of these is drawn by the shell: the textarea's autosize alone is ~1.3 KB (brotli).
 */

type Spacing = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

function classOf(own: string, className: string | undefined): string {
  return className ? `${className} ${own}` : own;
}

export type TextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'style'> & {
  label?: ReactNode;
  /** A message under the box; the box is then marked invalid. */
  error?: ReactNode;
  /** Grows with its text (react-textarea-autosize, as Mantine's), from `minRows`. */
  autosize?: boolean;
  minRows?: number;
  style?: CSSProperties;
};

/** Mantine's `<Textarea>` at its default size, growing with its text when `autosize`. */
export function Textarea({ label, error, autosize, minRows, className, style, id, required, ...rest }: TextareaProps) {
  const generated = `mantine-${useId()}`;
  const own = id ?? generated;
  const invalid = error ? 'true' : undefined;
  const box = {
    ...rest,
    className: 'm_8fb7ebe7',
    'data-variant': 'default',
    'data-error': invalid,
    required,
    'data-no-overflow': autosize ? 'true' : undefined,
    'aria-invalid': error ? 'true' : 'false',
    'aria-describedby': error ? `${own}-error` : undefined,
    id: own,
  } as const;
  return (
    <div className={classOf('m_46b77525', className)} style={style} data-size="sm" data-error={invalid}>
      {label && <InputLabel own={own} label={label} required={required} />}
      <div
        style={
          {
            ...(error ? { '--input-margin-bottom': 'calc(var(--mantine-spacing-xs) / 2)' } : {}),
            '--input-height': 'var(--input-height-sm)',
            '--input-fz': 'var(--mantine-font-size-sm)',
            '--input-padding-y': 'var(--input-padding-y-sm)',
          } as CSSProperties
        }
        className="m_6c018570"
        data-variant="default"
        data-size="sm"
        data-error={invalid}
        data-multiline="true"
      >
        {autosize ? <TextareaAutosize {...box} minRows={minRows} /> : <textarea {...box} />}
      </div>
      {error && <InputError own={own} error={error} />}
    </div>
  );
}

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
