import { toAsciiDigits } from '@shahrbazar/domain/format/number';
import type { Product } from '@shahrbazar/domain/api/product.schema';
import { textOf } from '../../../lib/form-checks.ts';

// The product form's rows of variants and features (plain inputs, so the form works without JavaScript): what the
// page draws from a saved product and what the action sends to the API.

/** Blank rows the form offers after the saved ones. */
export const BLANK_ROWS = 2;

/** A number as typed (Persian digits and separators welcome) as ASCII text; the API checks the range. */
export const numberText = (text: string) => toAsciiDigits(text).replace(/[,٬\s]/g, '');

/** The variant rows of a saved product and blank ones, as the inputs' values. */
export function variantRows(product: Product | undefined) {
  const saved = (product?.pricing ?? []).map((variant) => ({
    id: String(variant.id),
    sizeTitle: variant.sizeTitle,
    colorTitle: variant.colorTitle,
    colorValue: variant.colorValue,
    price: String(variant.price),
    count: String(variant.count),
    discount: String(variant.discount),
    // A gold-priced item's variant: its own weight and karat; empty, the item's.
    weight: variant.weight > 0 ? String(variant.weight) : '',
    karat: variant.karat > 0 ? String(variant.karat) : '',
  }));
  const blank = {
    id: '',
    sizeTitle: '',
    colorTitle: '',
    colorValue: '',
    price: '',
    count: '',
    discount: '',
    weight: '',
    karat: '',
  };
  return [...saved, ...Array.from({ length: BLANK_ROWS }, () => ({ ...blank }))];
}

/** The feature rows of a saved product and blank ones. */
export function featureRows(product: Product | undefined) {
  const saved = (product?.features ?? []).map((feature) => ({
    key: feature.key,
    value: feature.value,
    groupedTitle: feature.groupedTitle,
    important: feature.important,
  }));
  return [
    ...saved,
    ...Array.from({ length: BLANK_ROWS }, () => ({ key: '', value: '', groupedTitle: '', important: false })),
  ];
}

/** The form's rows as the API's pricing, features and selected variant (empty rows left out). */
export function rowsBody(form: FormData) {
  const pricing: Array<Record<string, unknown>> = [];
  let pricingSelectedIndex = 0;
  const selected = textOf(form, 'pricingSelected');
  for (let row = 0; form.has(`v${row}_price`); row++) {
    const field = (name: string) => textOf(form, `v${row}_${name}`);
    if (!field('sizeTitle') && !field('colorTitle') && !field('price')) continue;
    if (selected === String(row)) pricingSelectedIndex = pricing.length;
    const id = Number(field('id'));
    pricing.push({
      ...(Number.isInteger(id) && id > 0 ? { id } : {}),
      sizeTitle: field('sizeTitle'),
      colorTitle: field('colorTitle'),
      colorValue: field('colorValue'),
      price: numberText(field('price')),
      count: numberText(field('count')),
      discount: numberText(field('discount')),
      // Only a jewelry form has them; left out, the API keeps 0 (the item's weight and karat).
      ...(form.has(`v${row}_weight`) ? { weight: numberText(field('weight')), karat: field('karat') } : {}),
    });
  }
  const features: Array<Record<string, unknown>> = [];
  for (let row = 0; form.has(`f${row}_key`); row++) {
    const key = textOf(form, `f${row}_key`);
    if (!key) continue;
    features.push({
      key,
      value: textOf(form, `f${row}_value`),
      groupedTitle: textOf(form, `f${row}_group`),
      important: form.get(`f${row}_important`) === 'on',
    });
  }
  return { pricing, features, pricingSelectedIndex };
}
