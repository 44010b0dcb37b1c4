import { useTranslation } from '../../../lib/use-translation.tsx';
import type { BoothType } from '@shahrbazar/domain/enums/listing';
import { formatNumber, localizeDigits } from '@shahrbazar/domain/format/number';
import { formatPrice } from '@shahrbazar/domain/format/price';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import { useLocale } from '../../../lib/use-locale.ts';
import classes from '../pages/booth-page.module.css';

// The product page's part of the booth types' own fields: their declaration and how the page shows them. The
// product form's inputs are in kinds.tsx, apart, so a visitor's product page does not load the form's inputs (ADR 0129).

/** One of a booth type's own product fields: how it is typed and shown (its words: products.kinds.<type>.<name>). */
export interface KindField {
  name: string;
  input: 'number' | 'decimal' | 'text' | 'price' | 'list';
  /** A choice among these values (their words: products.kinds.<type>.<choices>.<value>). */
  choices?: { key: string; values: readonly string[] };
  required?: boolean;
  /** Shown with thousands separators (an area, a mileage); years and counts are not. */
  grouped?: boolean;
}

/**
 * Each booth type's own product fields (the API's PRODUCT_KIND_FIELDS), declared once: the product form and the
 * product page draw them from here. A shop item has none.
 */
export const KIND_FIELDS: Record<BoothType, readonly KindField[]> = {
  shop: [],
  jewelry: [
    { name: 'weight', input: 'decimal', required: true },
    { name: 'karat', input: 'number', choices: { key: '', values: ['18', '21', '24'] } },
    { name: 'makingCharge', input: 'decimal' },
    { name: 'profit', input: 'decimal' },
  ],
  realEstate: [
    { name: 'dealType', input: 'text', choices: { key: 'deal', values: ['sale', 'rent', 'mortgage'] }, required: true },
    { name: 'area', input: 'number', required: true, grouped: true },
    { name: 'rooms', input: 'number' },
    { name: 'floor', input: 'number' },
    { name: 'yearBuilt', input: 'number' },
    { name: 'deposit', input: 'price' },
    { name: 'rent', input: 'price' },
    { name: 'amenities', input: 'list' },
  ],
  autoExpo: [
    { name: 'brand', input: 'text', required: true },
    { name: 'model', input: 'text', required: true },
    { name: 'year', input: 'number', required: true },
    { name: 'mileage', input: 'number', grouped: true },
    { name: 'gearbox', input: 'text', choices: { key: 'gearboxes', values: ['manual', 'automatic'] } },
    {
      name: 'fuel',
      input: 'text',
      choices: { key: 'fuels', values: ['petrol', 'diesel', 'hybrid', 'electric', 'cng'] },
    },
    { name: 'color', input: 'text' },
    { name: 'bodyCondition', input: 'text' },
    { name: 'plateCity', input: 'text' },
  ],
};

/** A saved attribute as the text of its input. */
export function asText(value: unknown): string {
  if (Array.isArray(value)) return value.join('، ');
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** A saved attribute as the product page shows it (Persian digits, toman, the choice's words). */
function shown(type: BoothType, field: KindField, value: unknown, locale: Locale, t: (key: string) => string): string {
  if (field.choices?.key && typeof value === 'string') return t(`products.kinds.${type}.${field.choices.key}.${value}`);
  if (field.input === 'price' && typeof value === 'number') return formatPrice(value, locale);
  // Only a quantity is grouped (an area, a mileage): a year or a floor is not «۱٬۳۹۸».
  if (typeof value === 'number') return field.grouped ? formatNumber(value, locale) : localizeDigits(value, locale);
  return asText(value);
}

/** The booth type's own facts on the product page (only those given). */
export function KindFacts({ type, attributes }: { type: BoothType; attributes: Record<string, unknown> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const say = (key: string) => t(key as 'products.kinds.jewelry.weight');
  return (
    <>
      {KIND_FIELDS[type].map((field) => {
        const value = attributes[field.name];
        const text = shown(type, field, value, locale, say);
        if (!text || (Array.isArray(value) && value.length === 0)) return null;
        return (
          <div key={field.name} className={classes.factRow}>
            <dt>{say(`products.kinds.${type}.${field.name}`)}</dt>
            <dd>{text}</dd>
          </div>
        );
      })}
    </>
  );
}
