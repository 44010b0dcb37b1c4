import { describe, expect, it } from 'vitest';
import { kindBodyOf } from './kinds.tsx';
import { rowsBody } from './product-form.ts';

const formOf = (entries: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) form.append(name, value);
  return form;
};

describe('the product form’s rows', () => {
  it('sends the filled variant rows with Persian digits as ASCII, keeps saved ids, and moves the selection along', () => {
    const body = rowsBody(
      formOf({
        v0_id: '',
        v0_sizeTitle: '',
        v0_colorTitle: '',
        v0_colorValue: '',
        v0_price: '',
        v0_count: '',
        v0_discount: '',
        v1_id: '12',
        v1_sizeTitle: 'XL',
        v1_colorTitle: 'سفید',
        v1_colorValue: '#ffffff',
        v1_price: '۵۲۰٬۰۰۰',
        v1_count: '۲',
        v1_discount: '',
        pricingSelected: '1',
        f0_key: 'جنس',
        f0_value: 'نخ',
        f0_important: 'on',
        f1_key: '',
        f1_value: 'بی‌عنوان',
      }),
    );
    expect(body.pricing).toEqual([
      {
        id: 12,
        sizeTitle: 'XL',
        colorTitle: 'سفید',
        colorValue: '#ffffff',
        price: '520000',
        count: '2',
        discount: '',
      },
    ]);
    expect(body.pricingSelectedIndex).toBe(0);
    expect(body.features).toEqual([{ key: 'جنس', value: 'نخ', groupedTitle: '', important: true }]);
  });

  it('sends a jewelry variant’s own weight and karat, and nothing of them from another booth type’s form', () => {
    const row = { v0_id: '', v0_sizeTitle: '۵۶', v0_colorTitle: '', v0_colorValue: '', v0_price: '۱', v0_count: '۲' };
    const jewelry = rowsBody(formOf({ ...row, v0_discount: '', v0_weight: '۴٫۶', v0_karat: '21' }));
    expect(jewelry.pricing[0]).toMatchObject({ sizeTitle: '۵۶', weight: '4٫6', karat: '21' });
    const shop = rowsBody(formOf({ ...row, v0_discount: '' }));
    expect(shop.pricing[0]).not.toHaveProperty('weight');
  });

  it('sends a booth type’s own fields, a list split at commas', () => {
    expect(
      kindBodyOf('realEstate', formOf({ dealType: 'rent', area: '۸۵', amenities: 'آسانسور، پارکینگ' })),
    ).toMatchObject({ dealType: 'rent', area: '۸۵', amenities: JSON.stringify(['آسانسور', 'پارکینگ']) });
    expect(kindBodyOf('shop', formOf({ weight: '3' }))).toEqual({});
  });
});
