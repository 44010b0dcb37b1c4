import { describe, expect, it } from 'vitest';
import type { VerticalListing } from '../../lib/listings/define-vertical.ts';
import { adsVertical } from './index.ts';

const ad = (fields: Record<string, unknown>) => fields as unknown as VerticalListing;

describe("an ad's page, worded on the server", () => {
  it('gets its price in toman in the reader’s language and digits', () => {
    expect(adsVertical.detailWords?.(ad({ price: 12_500_000 }), 'fa')).toEqual({ priceText: '۱۲٬۵۰۰٬۰۰۰ تومان' });
    expect(adsVertical.detailWords?.(ad({ price: 12_500_000 }), 'en')).toEqual({ priceText: '12,500,000 Toman' });
  });

  it('says «توافقی» for a negotiable price', () => {
    expect(adsVertical.detailWords?.(ad({ price: 0 }), 'fa')).toEqual({ priceText: 'توافقی' });
    expect(adsVertical.detailWords?.(ad({}), 'en')).toEqual({ priceText: 'By agreement' });
  });
});
