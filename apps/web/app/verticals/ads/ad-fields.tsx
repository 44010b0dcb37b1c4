import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import { TextInput } from '@mantine/core';
import { formatPrice } from '@shahrbazar/domain/format/price';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { VerticalFormFieldsProps } from '../../lib/listings/define-vertical.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { priceValue } from '../../lib/amount.ts';
import { adPrice } from './ad-facts.tsx';

/**
 * The ad's own input: its price in toman. Persian digits and separators are welcome; the line under it reads the
 * price back as it will be shown («۲۵٬۰۰۰٬۰۰۰ تومان», or «توافقی» when empty).
 */
export function AdFormFields({ listing, typed, errors }: VerticalFormFieldsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const saved = listing ? adPrice(listing) : 0;
  const [text, setText] = useState(typed?.price ?? (saved > 0 ? localizeDigits(saved, locale) : ''));
  const value = priceValue(text);
  return (
    <TextInput
      name="price"
      label={t('listings.verticals.ads.price')}
      placeholder={t('listings.verticals.ads.pricePlaceholder')}
      description={value === undefined ? t('listings.verticals.ads.priceHint') : formatPrice(value, locale)}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      error={errors.price}
      inputMode="numeric"
      autoComplete="off"
      dir="auto"
    />
  );
}
