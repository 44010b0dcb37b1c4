import type { CSSProperties, ReactNode, TextareaHTMLAttributes } from 'react';
import { useId } from 'react';
import TextareaAutosize from 'react-textarea-autosize';
import { InputError, InputLabel } from './plain-fields.tsx';

/**
 * Mantine's Textarea as the plain elements it renders, as plain.tsx's (ADR 0129), apart from plain-more.tsx: its
 * autosize (~1.4 KB brotli) is for the pages that draw a text box (a signed-in visitor's forms), not every page that
 * draws a row of buttons.
 */

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
