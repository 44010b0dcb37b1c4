import type { BoothType } from '@shahrbazar/domain/enums/listing';

// The booth types' own product fields, declared once. The product form's inputs are in kinds.tsx, apart, so a
// visitor's product page does not load the form's inputs; the page's facts are worded by its loader
// (kind-facts.server.ts), so it does not load this table or the formatters either (ADR 0129).

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
