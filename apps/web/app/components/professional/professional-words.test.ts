import { describe, expect, it } from 'vitest';
import { wordedTariffs } from './professional-words.ts';

describe("a professional's tariffs, worded on the server", () => {
  const visit = { id: 1, title: 'ویزیت', price: 500_000, discount: 100_000, description: '' };

  it('say the price and what is paid in toman, in Persian digits', () => {
    expect(wordedTariffs([visit], 'fa')).toEqual([
      { ...visit, priceText: '۵۰۰٬۰۰۰ تومان', payableText: '۴۰۰٬۰۰۰ تومان' },
    ]);
  });

  it('say them in English', () => {
    expect(wordedTariffs([visit], 'en')).toEqual([
      { ...visit, priceText: '500,000 Toman', payableText: '400,000 Toman' },
    ]);
  });

  it('say «توافقی» for a tariff without a price, or one discounted to nothing', () => {
    const [free] = wordedTariffs([{ ...visit, price: 0, discount: 0 }], 'fa');
    expect(free).toMatchObject({ priceText: 'توافقی', payableText: 'توافقی' });
    expect(wordedTariffs([{ ...visit, discount: 500_000 }], 'en')[0]).toMatchObject({ payableText: 'By agreement' });
  });
});
