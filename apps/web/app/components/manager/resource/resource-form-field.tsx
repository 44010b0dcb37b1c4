import { NativeSelect, Textarea, TextInput } from '@mantine/core';
import { useLocale } from '../../../lib/use-locale.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { EnglishInput } from '../../forms/english-input.tsx';
import { RichTextEditor } from '../../forms/rich-text-editor.tsx';
import { JalaliDateInput } from '../../forms/jalali-date-input.tsx';
import { BannerImagePicker } from '../../media/banner-image.tsx';
import forms from '../../panel/forms.module.css';
import type { Option } from '../types.ts';
import type { ResourceField } from './define-resource.ts';

/** The datalist id of a field's suggestions (`suggest`). */
const suggestionsId = (name: string) => `${name}-suggestions`;

/** One declared input of a resource's form, as the hand-written forms drew it. */
export function ResourceFormField({
  field,
  value,
  error,
  options,
}: {
  field: ResourceField;
  value: string;
  error: string | undefined;
  options: Option[];
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { name, label, description, required, maxLength } = field;
  const shared = {
    name,
    label: t(label),
    description: description ? t(description) : undefined,
    defaultValue: value,
    error,
    required,
  };
  // Digits, codes and addresses: left to right in a right-to-left page.
  const ltr = { autoComplete: 'off', dir: 'ltr' as const, classNames: { input: forms.ltrInput } };
  // A name or an address part typed as is: no capitals or spelling fixes.
  const asTyped = { autoComplete: 'off', autoCapitalize: 'none', spellCheck: false, maxLength };
  switch (field.kind) {
    case 'english':
      return <EnglishInput name={name} field={t(label)} defaultValue={value} error={error} maxLength={maxLength} />;
    case 'select':
      // Its own choices (an enumeration's) start with the first; the form's start with a disabled «choose».
      return field.choices ? (
        <NativeSelect {...shared} data={field.choices(locale)} />
      ) : (
        <NativeSelect
          {...shared}
          data={[{ value: '', label: field.placeholder ? t(field.placeholder) : '', disabled: true }, ...options]}
        />
      );
    case 'ltr':
      // A Latin name typed as is (no capitals or spelling fixes), left to right; the form's options as suggestions.
      return (
        <>
          <TextInput {...shared} {...ltr} {...asTyped} list={field.suggest ? suggestionsId(name) : undefined} />
          {field.suggest && (
            <datalist id={suggestionsId(name)}>
              {options.map((option) => (
                <option key={option.value} value={option.value} />
              ))}
            </datalist>
          )}
        </>
      );
    case 'number':
      // Shown in the page's digits, typed in either; the action reads it with wholeNumberOf (field-values.ts).
      return <TextInput {...shared} {...ltr} inputMode="numeric" />;
    case 'textarea':
      return (
        <Textarea {...shared} rows={field.rows ?? 4} maxLength={maxLength} dir={field.dir} className={forms.wide} />
      );
    case 'image':
      // Posted as `file`; the picker previews the chosen picture as the site will show it.
      return <BannerImagePicker error={error} disabled={false} label={t(label)} />;
    case 'date':
      return (
        <JalaliDateInput
          name={name}
          label={t(label)}
          description={description ? t(description) : undefined}
          defaultValue={value}
          error={error}
        />
      );
    case 'slug':
      // An address part: typed as is, no capitals or spelling fixes; left to right unless it may be Persian.
      return (
        <TextInput
          {...shared}
          {...asTyped}
          dir={field.dir ?? 'ltr'}
          classNames={field.dir ? undefined : { input: forms.ltrInput }}
        />
      );
    case 'coordinate':
      return <TextInput {...shared} {...ltr} inputMode="decimal" />;
    case 'richText':
      return (
        <RichTextEditor
          name={name}
          label={t(label)}
          htmlDescription={description ? t(description) : undefined}
          defaultValue={value}
          error={error}
        />
      );
    case 'text':
      return <TextInput {...shared} autoComplete="off" maxLength={maxLength} dir={field.dir} />;
  }
}
