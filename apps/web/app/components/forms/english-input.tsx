import { useTranslation } from 'react-i18next';
import { Textarea, TextInput } from '@mantine/core';
import forms from '../panel/forms.module.css';

interface EnglishInputProps {
  name: string;
  /** The label of the Persian field it stands beside ("Title"): the field reads "Title in English". */
  field: string;
  defaultValue: string;
  error?: string | undefined;
  maxLength?: number;
  /** Several lines (a description, a long site text), under the fields before it. */
  multiline?: boolean;
  className?: string | undefined;
}

/**
 * The English value of a managed text, beside its Persian field (ADR 0045): optional, written left to right, with the
 * hint that the English site shows the Persian text while it is empty.
 */
export function EnglishInput({ name, field, defaultValue, error, maxLength, multiline, className }: EnglishInputProps) {
  const { t } = useTranslation();
  const common = {
    name,
    label: t('englishValues.label', { field }),
    description: t('englishValues.hint'),
    defaultValue,
    error,
    maxLength,
    autoComplete: 'off',
    lang: 'en',
    dir: 'ltr' as const,
    className,
  };
  return multiline ? (
    <Textarea {...common} autosize minRows={3} mt="sm" classNames={{ input: forms.ltrInput }} />
  ) : (
    <TextInput {...common} classNames={{ input: forms.ltrInput }} />
  );
}
