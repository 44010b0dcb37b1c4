import {
  useId,
  type ButtonHTMLAttributes,
  type CSSProperties,
  type ElementType,
  type HTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';

/**
 * Mantine's Container, Title, Text, Button, TextInput, Alert and Badge (the select and checkbox: plain-fields.tsx) as the plain elements
 * they render (ADR 0129): the same tag, class, data
 * attributes and CSS variables, styled by Mantine's own stylesheet (root.tsx imports it), without Mantine's runtime
 * (its provider, style props and theme resolution) in every public page's JavaScript. Only the props the public pages
 * use; a page that needs more of Mantine imports Mantine.
 */

type Spacing = 'xs' | 'sm' | 'md' | 'lg' | 'xl';
export type Size = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

interface Spaced {
  mt?: Spacing;
  mb?: Spacing;
}

function spacing({ mt, mb }: Spaced): CSSProperties {
  const style: CSSProperties = {};
  if (mt) style.marginTop = `var(--mantine-spacing-${mt})`;
  if (mb) style.marginBottom = `var(--mantine-spacing-${mb})`;
  return style;
}

export function classOf(own: string, className: string | undefined): string {
  return className ? `${className} ${own}` : own;
}

export interface ContainerProps extends HTMLAttributes<HTMLElement> {
  size?: Size;
  component?: 'div' | 'section';
}

/** Mantine's `<Container size>`: a centred block as wide as the size's `--container-size-*`. */
export function Container({ size = 'md', component: Component = 'div', className, style, ...rest }: ContainerProps) {
  return (
    <Component
      {...rest}
      style={{ '--container-size': `var(--container-size-${size})`, ...style } as CSSProperties}
      className={classOf('m_7485cace', className)}
      data-size={size}
      data-strategy="block"
    />
  );
}

type Heading = 1 | 2 | 3 | 4 | 5 | 6;

export interface TitleProps extends HTMLAttributes<HTMLHeadingElement>, Spaced {
  order?: Heading;
  /** Draw it as another heading level (`h4`) than its order. */
  size?: `h${Heading}`;
}

/** Mantine's `<Title order>`: an `h1`-`h6` drawn at the theme's size for its level (or `size`'s). */
export function Title({ order = 1, size, className, style, mt, mb, ...rest }: TitleProps) {
  const Tag = `h${order}` as ElementType;
  const drawn = size ?? `h${order}`;
  return (
    <Tag
      {...rest}
      style={
        {
          '--title-fw': `var(--mantine-${drawn}-font-weight)`,
          '--title-lh': `var(--mantine-${drawn}-line-height)`,
          '--title-fz': `var(--mantine-${drawn}-font-size)`,
          ...spacing({ mt, mb }),
          ...style,
        } as CSSProperties
      }
      className={classOf('m_8a5d1357', className)}
      data-size={size}
      data-order={order}
    />
  );
}

export interface TextProps extends HTMLAttributes<HTMLElement>, Spaced {
  size?: Size;
  /** `dimmed`, or a theme colour and shade (`red.8`). */
  c?: string;
  fw?: number;
  /** A `<span>` instead of a `<p>`. */
  span?: boolean;
  children?: ReactNode;
}

/** Mantine's `<Text>`: a paragraph (or span) at the theme's font size, in a theme colour. */
export function Text({ size, c, fw, span, className, style, mt, mb, ...rest }: TextProps) {
  const Tag = span ? 'span' : 'p';
  const drawn: Record<string, string | number> = {};
  if (size) {
    drawn['--text-fz'] = `var(--mantine-font-size-${size})`;
    drawn['--text-lh'] = `var(--mantine-line-height-${size})`;
  }
  Object.assign(drawn, spacing({ mt, mb }));
  if (c) drawn.color = c === 'dimmed' ? 'var(--mantine-color-dimmed)' : `var(--mantine-color-${c.replace('.', '-')})`;
  if (fw !== undefined) drawn.fontWeight = fw;
  return (
    <Tag
      {...rest}
      style={{ ...drawn, ...style } as CSSProperties}
      className={classOf('mantine-focus-auto m_b6d8b162', className)}
      data-size={size}
    />
  );
}

const BORDER = 'calc(0.0625rem * var(--mantine-scale)) solid';

type Variant = 'filled' | 'light' | 'outline' | 'subtle' | 'default';

/** The colours Mantine's variant resolver gives a button (theme primary: teal). */
function buttonColours(variant: Variant | undefined, color: string | undefined): Record<string, string> {
  if (variant === undefined && color === undefined) return { '--button-color': 'var(--mantine-color-white)' };
  const c = `--mantine-color-${color ?? 'teal'}`;
  switch (variant ?? 'filled') {
    case 'default':
      return {
        '--button-bg': 'var(--mantine-color-default)',
        '--button-hover': 'var(--mantine-color-default-hover)',
        '--button-color': 'var(--mantine-color-default-color)',
        '--button-bd': `${BORDER} var(--mantine-color-default-border)`,
      };
    case 'light':
      return {
        '--button-bg': `var(${c}-light)`,
        '--button-hover': `var(${c}-light-hover)`,
        '--button-color': `var(${c}-light-color)`,
        '--button-bd': `${BORDER} transparent`,
      };
    case 'outline':
      return {
        '--button-bg': 'transparent',
        '--button-hover': `var(${c}-outline-hover)`,
        '--button-color': `var(${c}-outline)`,
        '--button-bd': `${BORDER} var(${c}-outline)`,
      };
    case 'subtle':
      return {
        '--button-bg': 'transparent',
        '--button-hover': `var(${c}-light-hover)`,
        '--button-color': `var(${c}-light-color)`,
        '--button-bd': `${BORDER} transparent`,
      };
    default:
      return {
        '--button-bg': `var(${c}-filled)`,
        '--button-hover': `var(${c}-filled-hover)`,
        '--button-color': 'var(--mantine-color-white)',
        '--button-bd': `${BORDER} transparent`,
      };
  }
}

export type ButtonProps = Omit<ButtonHTMLAttributes<HTMLAnchorElement & HTMLButtonElement>, 'color'> &
  Spaced & {
    /** What to render instead of a `<button>`: `'a'`, or React Router's `Link` (then `to`). */
    component?: ElementType;
    to?: string;
    href?: string;
    rel?: string;
    target?: string;
    preventScrollReset?: boolean;
    reloadDocument?: boolean;
    variant?: Variant;
    /** A theme colour (the primary, teal, when none). */
    color?: string;
    size?: Size | 'compact-sm';
    fullWidth?: boolean;
    leftSection?: ReactNode;
    /** Busy: disabled, with Mantine's spinner over the label. */
    loading?: boolean;
  };

// Where Mantine's Transition leaves the spinner once it has come in (it fades in over 150 ms there; here it is shown).
const LOADER_OVERLAY: CSSProperties = {
  transitionProperty: 'transform, opacity',
  WebkitBackfaceVisibility: 'hidden',
  transitionDuration: '150ms',
  transitionTimingFunction: 'ease',
  transformOrigin: 'center',
  opacity: 1,
  transform: 'translate(-50%, calc(-50% + calc(0.0625rem * var(--mantine-scale))))',
};

/** Mantine's `<Button>`. */
export function Button({
  component: Component = 'button',
  variant,
  color,
  size,
  fullWidth,
  leftSection,
  loading,
  disabled,
  className,
  style,
  mt,
  mb,
  children,
  type,
  ...rest
}: ButtonProps) {
  const sized: Record<string, string> = size
    ? {
        '--button-height': `var(--button-height-${size})`,
        '--button-padding-x': `var(--button-padding-x-${size})`,
        '--button-fz': `var(--mantine-font-size-${size.replace('compact-', '')})`,
      }
    : {};
  return (
    <Component
      {...rest}
      type={Component === 'button' ? (type ?? 'button') : type}
      style={{ ...sized, ...buttonColours(variant, color), ...spacing({ mt, mb }), ...style } as CSSProperties}
      className={classOf(
        `mantine-focus-auto${loading || disabled ? '' : ' mantine-active'} m_77c9d27d m_87cf2631`,
        className,
      )}
      data-variant={variant}
      data-size={size}
      data-block={fullWidth ? 'true' : undefined}
      data-with-left-section={leftSection ? 'true' : undefined}
      data-disabled={disabled ? 'true' : undefined}
      data-loading={loading ? 'true' : undefined}
      disabled={disabled || loading || undefined}
    >
      {loading && (
        <span style={LOADER_OVERLAY} className="m_a25b86ee" aria-hidden="true">
          <span
            style={
              {
                '--loader-size': 'calc(var(--button-height) / 1.8)',
                '--loader-color': 'var(--button-color)',
              } as CSSProperties
            }
            className="m_b34414df m_5ae2e3c"
          />
        </span>
      )}
      <span className="m_80f1301b">
        {leftSection && (
          <span className="m_a74036a" data-position="left">
            {leftSection}
          </span>
        )}
        <span className="m_811560b9" data-loading={loading ? 'true' : undefined}>
          {children}
        </span>
      </span>
    </Component>
  );
}

export type TextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & {
  size?: Size;
  leftSection?: ReactNode;
};

/** Mantine's `<TextInput>` without a visible label (the public pages' search boxes name it by `aria-label`). */
export function TextInput({ size = 'sm', leftSection, className, style, id, ...rest }: TextInputProps) {
  const generated = useId();
  return (
    <div className={classOf('m_46b77525', className)} style={style} data-size={size}>
      <div
        style={
          {
            '--input-height': `var(--input-height-${size})`,
            '--input-fz': `var(--mantine-font-size-${size})`,
          } as CSSProperties
        }
        className="m_6c018570"
        data-variant="default"
        data-size={size}
        data-with-left-section={leftSection ? 'true' : undefined}
      >
        {leftSection && (
          <div data-position="left" className="m_82577fc2">
            {leftSection}
          </div>
        )}
        <input
          {...rest}
          className="m_8fb7ebe7"
          data-variant="default"
          aria-invalid="false"
          id={id ?? `mantine-${generated}`}
        />
      </div>
    </div>
  );
}

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'color'>, Spaced {
  /** A theme colour (the primary, teal, when none). */
  color?: string;
  variant?: 'light';
  title?: ReactNode;
}

/** Mantine's `<Alert variant="light">`, with or without a title (no icon, no close button). */
export function Alert({
  color,
  variant = 'light',
  title,
  className,
  style,
  mt,
  mb,
  children,
  role,
  ...rest
}: AlertProps) {
  const id = `mantine-${useId()}`;
  const c = `--mantine-color-${color ?? 'teal'}`;
  return (
    <div
      {...rest}
      style={
        {
          '--alert-bg': `var(${c}-light)`,
          '--alert-color': `var(${c}-light-color)`,
          '--alert-bd': `${BORDER} transparent`,
          ...spacing({ mt, mb }),
          ...style,
        } as CSSProperties
      }
      className={classOf('m_66836ed3', className)}
      data-variant={variant}
      id={id}
      role={role ?? 'alert'}
      aria-describedby={`${id}-body`}
      aria-labelledby={title ? `${id}-title` : undefined}
    >
      <div className="m_a5d60502">
        <div className="m_667c2793">
          {title && (
            <div className="m_6a03f287">
              <span id={`${id}-title`} className="m_698f4f23">
                {title}
              </span>
            </div>
          )}
          <div id={`${id}-body`} className="m_7fa78076" data-variant={variant}>
            {children}
          </div>
        </div>
      </div>
    </div>
  );
}

export interface BadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'color'> {
  component?: 'span' | 'div';
  variant?: 'filled' | 'light';
  color?: string;
  size?: Size;
  circle?: boolean;
  /** Margin at the inline start, in px as Mantine's `ms={6}`. */
  ms?: number;
  /** An icon before the label. */
  leftSection?: ReactNode;
  /** A theme radius (the theme's default, `md`, when none). */
  radius?: Size;
  /** A minimum width (CSS), as Mantine's `miw`. */
  miw?: string;
}

/** Mantine's `<Badge>`. */
export function Badge({
  component: Component = 'div',
  variant = 'filled',
  color,
  size,
  circle,
  ms,
  leftSection,
  radius,
  miw,
  className,
  style,
  children,
  ...rest
}: BadgeProps) {
  const c = `--mantine-color-${color ?? 'teal'}`;
  const colours =
    variant === 'light'
      ? { '--badge-bg': `var(${c}-light)`, '--badge-color': `var(${c}-light-color)` }
      : { '--badge-bg': `var(${c}-filled)`, '--badge-color': 'var(--mantine-color-white)' };
  return (
    <Component
      {...rest}
      style={
        {
          ...(radius ? { '--badge-radius': `var(--mantine-radius-${radius})` } : {}),
          ...(size
            ? {
                '--badge-height': `var(--badge-height-${size})`,
                '--badge-padding-x': `var(--badge-padding-x-${size})`,
                '--badge-fz': `var(--badge-fz-${size})`,
              }
            : {}),
          ...colours,
          '--badge-bd': `${BORDER} transparent`,
          ...(ms !== undefined ? { marginInlineStart: `calc(${ms / 16}rem * var(--mantine-scale))` } : {}),
          ...(miw ? { minWidth: miw } : {}),
          ...style,
        } as CSSProperties
      }
      className={classOf('m_347db0ec', className)}
      data-variant={variant}
      data-size={size}
      data-circle={circle ? 'true' : undefined}
      data-with-left-section={leftSection ? 'true' : undefined}
    >
      {leftSection && (
        <span className="m_91fdda9b" data-position="left">
          {leftSection}
        </span>
      )}
      <span className="m_5add502a">{children}</span>
    </Component>
  );
}
