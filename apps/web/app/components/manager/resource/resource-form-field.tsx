import { NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useLocale } from '../../../lib/use-locale.ts';
import { EnglishInput } from '../../forms/english-input.tsx';
import { RichTextEditor } from '../../forms/rich-text-editor.tsx';
import forms from '../../panel/forms.module.css';
import type { Option } from '../types.ts';
import type { ResourceField } from './define-resource.ts';

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
  switch (field.kind) {
    case 'english':
      return <EnglishInput name={name} field={t(label)} defaultValue={value} error={error} maxLength={maxLength} />;
    case 'select':
      if (field.choices) return <NativeSelect {...shared} data={field.choices(locale)} />;
      return (
        <NativeSelect
          {...shared}
          data={[{ value: '', label: field.placeholder ? t(field.placeholder) : '', disabled: true }, ...options]}
        />
      );
    case 'slug':
      // An address part: typed as is, no capitals or spelling fixes; left to right unless it may be Persian.
      return (
        <TextInput
          {...shared}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={maxLength}
          dir={field.dir ?? 'ltr'}
          classNames={field.dir ? undefined : { input: forms.ltrInput }}
        />
      );
    case 'coordinate':
      return (
        <TextInput
          {...shared}
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          classNames={{ input: forms.ltrInput }}
        />
      );
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
