import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
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

/** The Persian field an English one stands beside: `titleEn` beside `title`, a site text's `en.name` beside `name`. */
export function persianFieldOf(name: string): string {
  return name.startsWith('en.') ? name.slice(3) : name.replace(/En$/, '');
}

/**
 * Whether the English value may no longer match: the Persian text was edited in this form while a saved English value
 * was left as it was (ADR 0045: the English value is a snapshot the seed never touches again).
 */
function useStaleEnglish(name: string) {
  const ref = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const [stale, setStale] = useState(false);
  useEffect(() => {
    const english = ref.current;
    const form = english?.form;
    if (!english || !form) return;
    const check = () => {
      const persian = form.elements.namedItem(persianFieldOf(name));
      if (!(persian instanceof HTMLInputElement || persian instanceof HTMLTextAreaElement)) return;
      setStale(
        english.defaultValue.trim() !== '' &&
          english.value === english.defaultValue &&
          persian.value.trim() !== persian.defaultValue.trim(),
      );
    };
    form.addEventListener('input', check);
    return () => form.removeEventListener('input', check);
  }, [name]);
  return { ref, stale };
}

/**
 * The English value of a managed text, beside its Persian field (ADR 0045): optional, written left to right, with the
 * hint that the English site shows the Persian text while it is empty, and a reminder to revisit it once the Persian
 * text is changed.
 */
export function EnglishInput({ name, field, defaultValue, error, maxLength, multiline, className }: EnglishInputProps) {
  const { t } = useTranslation();
  const { ref, stale } = useStaleEnglish(name);
  const common = {
    ref,
    name,
    label: t('englishValues.label', { field }),
    description: stale ? (
      <strong role="status" className={forms.staleHint}>
        {t('englishValues.stale', { field })}
      </strong>
    ) : (
      t('englishValues.hint')
    ),
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
