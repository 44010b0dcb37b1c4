import type { BoothType } from '@shahrbazar/domain/enums/listing';
import { formatNumber, localizeDigits } from '@shahrbazar/domain/format/number';
import { formatPrice } from '@shahrbazar/domain/format/price';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import { catalogues } from '../../../lib/i18n.server.ts';
import { createI18n } from '../../../lib/i18n.ts';
import { asText, KIND_FIELDS, type KindField } from './kind-facts.tsx';

/** One of a booth type's own facts as the product page shows it: its label and its value, worded. */
export interface KindFact {
  name: string;
  label: string;
  text: string;
}

/**
 * The booth type's own facts of a product (only those given), worded by the product page's loader: the page draws
 * them as text, so a visitor's page downloads neither the fields' table nor the formatters (ADR 0129).
 */
export function kindFactsOf(type: BoothType, attributes: Record<string, unknown>, locale: Locale): KindFact[] {
  const { t } = createI18n(locale, catalogues[locale]);
  const say = (key: string) => t(key as 'products.kinds.jewelry.weight');
  return KIND_FIELDS[type].flatMap((field) => {
    const value = attributes[field.name];
    const text = shown(type, field, value, locale, say);
    if (!text || (Array.isArray(value) && value.length === 0)) return [];
    return [{ name: field.name, label: say(`products.kinds.${type}.${field.name}`), text }];
  });
}

/** A saved attribute as the product page shows it (Persian digits, toman, the choice's words). */
function shown(type: BoothType, field: KindField, value: unknown, locale: Locale, t: (key: string) => string): string {
  if (field.choices?.key && typeof value === 'string') return t(`products.kinds.${type}.${field.choices.key}.${value}`);
  if (field.input === 'price' && typeof value === 'number') return formatPrice(value, locale);
  // Only a quantity is grouped (an area, a mileage): a year or a floor is not «۱٬۳۹۸».
  if (typeof value === 'number') return field.grouped ? formatNumber(value, locale) : localizeDigits(value, locale);
  return asText(value);
}
