import { describe, expect, it } from 'vitest';
import type { VerticalListing } from '../../lib/listings/define-vertical.ts';
import { lawyerVertical } from './index.ts';

const lawyer = (fields: Record<string, unknown>) => fields as unknown as VerticalListing;

describe("a lawyer's page, worded on the server", () => {
  it("gets its licence's expiry as a Jalali date in the locale's digits", () => {
    // 2027-03-20 is the last day of 1405 (29 Esfand: not a leap year), 2027-03-21 the first of 1406.
    expect(lawyerVertical.detailWords?.(lawyer({ licenseExpiry: '2027-03-20' }), 'fa')).toEqual({
      licenseExpiryText: '۲۹ اسفند ۱۴۰۵',
    });
    expect(lawyerVertical.detailWords?.(lawyer({ licenseExpiry: '2027-03-21' }), 'en')).toEqual({
      licenseExpiryText: '1 Farvardin 1406',
    });
  });

  it('says nothing of a licence without an expiry', () => {
    expect(lawyerVertical.detailWords?.(lawyer({ licenseExpiry: null }), 'fa')).toEqual({ licenseExpiryText: '' });
  });
});
