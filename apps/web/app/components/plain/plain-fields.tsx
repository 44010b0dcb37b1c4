import { useId, type CSSProperties, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { classOf } from './plain.tsx';

// Mantine's NativeSelect and Checkbox as the plain elements they render (ADR 0129), apart from plain.tsx: every public
// page draws a title and a button, and the home page and the lists a search box, but only a list's filters and a
// signed-in visitor's forms a select or a checkbox, and the shell's chunk carried their code to every page.

export type SelectOption = { value: string; label: string };
export type SelectGroup = { group: string; items: SelectOption[] };

export type NativeSelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> & {
  data: ReadonlyArray<SelectOption | SelectGroup>;
  label?: ReactNode;
  /** Drawn under the select: the only order the site uses (`inputWrapperOrder={['input', 'description']}`). */
  description?: ReactNode;
  inputWrapperOrder?: ['input', 'description'];
  /** A message under the select; the select is then marked invalid. */
  error?: ReactNode;
};

/** The label of a Mantine input at its default size, with the required mark Mantine adds. */
export function InputLabel({ own, label, required }: { own: string; label: ReactNode; required?: boolean }) {
  return (
    <label
      style={{ '--input-label-size': 'var(--mantine-font-size-sm)' } as CSSProperties}
      className="m_8fdc1311"
      data-size="sm"
      data-required={required ? 'true' : undefined}
      htmlFor={own}
      id={`${own}-label`}
    >
      {label}
      {required && (
        <span className="m_78a94662" aria-hidden="true">
          {' *'}
        </span>
      )}
    </label>
  );
}

/** The error message under a Mantine input at its default size. */
export function InputError({ own, error }: { own: string; error: ReactNode }) {
  return (
    <p
      style={
        {
          '--input-error-size': 'calc(var(--mantine-font-size-sm) - calc(0.125rem * var(--mantine-scale)))',
        } as CSSProperties
      }
      className="m_8f816625"
      data-size="sm"
      id={`${own}-error`}
    >
      {error}
    </p>
  );
}

/** Mantine's `<NativeSelect>` at its default size, with the theme's CSS chevron (lib/theme.ts). */
export function NativeSelect({
  data,
  label,
  description,
  inputWrapperOrder: _order,
  error,
  className,
  style,
  id,
  disabled,
  required,
  ...rest
}: NativeSelectProps) {
  const generated = `mantine-${useId()}`;
  const own = id ?? generated;
  const invalid = error ? 'true' : undefined;
  const describedBy = [description && `${own}-description`, error && `${own}-error`].filter(Boolean).join(' ');
  return (
    <div className={classOf('m_46b77525', className)} style={style} data-size="sm" data-error={invalid}>
      {label && <InputLabel own={own} label={label} required={required} />}
      <div
        style={
          {
            ...(description || error ? { '--input-margin-bottom': 'calc(var(--mantine-spacing-xs) / 2)' } : {}),
            '--input-height': 'var(--input-height-sm)',
            '--input-fz': 'var(--mantine-font-size-sm)',
            '--input-right-section-pointer-events': 'none',
          } as CSSProperties
        }
        className="m_6c018570"
        data-variant="default"
        data-size="sm"
        data-error={invalid}
        data-pointer="true"
        data-disabled={disabled ? 'true' : undefined}
        data-with-right-section="true"
      >
        <select
          {...rest}
          className="m_8fb7ebe7"
          data-variant="default"
          data-error={invalid}
          data-disabled={disabled ? 'true' : undefined}
          disabled={disabled}
          required={required}
          aria-invalid={error ? 'true' : 'false'}
          aria-describedby={describedBy || undefined}
          id={own}
        >
          {data.map((item) =>
            'group' in item ? (
              <optgroup key={item.group} label={item.group}>
                {item.items.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </optgroup>
            ) : (
              <option key={item.value} value={item.value}>
                {item.label}
              </option>
            ),
          )}
        </select>
        <div data-position="right" className="m_82577fc2">
          <span className="select-chevron" aria-hidden="true" />
        </div>
      </div>
      {description && (
        <p
          style={
            {
              '--input-description-size': 'calc(var(--mantine-font-size-sm) - calc(0.125rem * var(--mantine-scale)))',
            } as CSSProperties
          }
          className="m_fe47ce59"
          data-size="sm"
          id={`${own}-description`}
        >
          {description}
        </p>
      )}
      {error && <InputError own={own} error={error} />}
    </div>
  );
}

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> & { label?: ReactNode };

/** Mantine's `<Checkbox>` at its default size and colour, its label after the box. */
export function Checkbox({ label, className, style, id, ...rest }: CheckboxProps) {
  const generated = useId();
  const own = id ?? `mantine-${generated}`;
  return (
    <div
      style={{ '--checkbox-color': 'var(--mantine-color-teal-filled)', ...style } as CSSProperties}
      className={classOf('m_bf2d988c m_5f75b09e', className)}
      data-variant="filled"
      data-label-position="right"
    >
      <div className="m_5f6e695e">
        <div className="m_26062bec" data-label-position="right">
          <input {...rest} className="mantine-focus-auto m_26063560" id={own} type="checkbox" />
          <svg
            viewBox="0 0 10 7"
            fill="none"
            xmlns="http://www.w3.org/2000/svg"
            aria-hidden="true"
            className="m_bf295423"
          >
            <path
              d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
              fill="currentColor"
              fillRule="evenodd"
              clipRule="evenodd"
            />
          </svg>
        </div>
        {label && (
          <div className="m_d3ea56bb">
            <label className="m_8ee546b8" htmlFor={own}>
              {label}
            </label>
          </div>
        )}
      </div>
    </div>
  );
}
