import { TextInput } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation.tsx';
import classes from './auth.module.css';

/**
 * The mobile number field of every sign-in form: a phone keypad, browser autofill, and digits kept left to right
 * inside the right-to-left page.
 */
export function MobileInput({
  defaultValue,
  error,
}: {
  defaultValue?: string | undefined;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <TextInput
      name="mobile"
      label={t('auth.mobile')}
      placeholder={t('auth.mobilePlaceholder')}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      dir="ltr"
      defaultValue={defaultValue}
      error={error}
      classNames={{ input: classes.ltrInput }}
    />
  );
}
