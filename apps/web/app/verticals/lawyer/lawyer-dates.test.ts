import { describe, expect, it } from 'vitest';
import type { VerticalListing } from '../../lib/listings/define-vertical.ts';
import { lawyerVertical } from './index.ts';

const lawyer = (fields: Record<string, unknown>) => fields as unknown as VerticalListing;

describe("a lawyer's page, worded on the server", () => {
  it("gets its licence's expiry as a Jalali date in the locale's digits", () => {
    // 2027-03-20 is the last day of 1405 (29 Esfand: not a leap year), 2027-03-21 the first of 1406.
    expect(lawyerVertical.detailWords?.(lawyer({ licenseExpiry: '2027-03-20' }), 'fa')).toMatchObject({
      licenseExpiryText: '۲۹ اسفند ۱۴۰۵',
    });
    expect(lawyerVertical.detailWords?.(lawyer({ licenseExpiry: '2027-03-21' }), 'en')).toMatchObject({
      licenseExpiryText: '1 Farvardin 1406',
    });
  });

  it('says nothing of a licence without an expiry, or of a book without hours', () => {
    expect(lawyerVertical.detailWords?.(lawyer({ licenseExpiry: null }), 'fa')).toEqual({
      licenseExpiryText: '',
      workingHoursText: '',
      experienceText: 'کمتر از یک سال سابقه',
      clientRatingText: '',
    });
  });

  it("gets its clients' rating with one decimal in the locale's digits and decimal sign", () => {
    expect(lawyerVertical.detailWords?.(lawyer({ performance: { clientRating: 4.46 } }), 'fa')).toMatchObject({
      clientRatingText: '۴٫۵',
    });
    expect(lawyerVertical.detailWords?.(lawyer({ performance: { clientRating: 4.46 } }), 'en')).toMatchObject({
      clientRatingText: '4.5',
    });
  });

  it('gets its years of practice worded in both languages', () => {
    expect(lawyerVertical.detailWords?.(lawyer({ experience: 12 }), 'fa')).toMatchObject({
      experienceText: '۱۲ سال سابقه',
    });
    expect(lawyerVertical.detailWords?.(lawyer({ experience: 1 }), 'en')).toMatchObject({
      experienceText: '1 year of experience',
    });
  });
});

describe("a lawyer's book hours, worded on the server", () => {
  const evenings = [0, 1, 2, 3, 4].map((weekday) => ({ weekday, from: '16:00', to: '20:00' }));

  it('are the facts and the booking text in the reader’s locale and digits', () => {
    expect(lawyerVertical.detailWords?.(lawyer({ workingHours: evenings }), 'fa')).toMatchObject({
      workingHoursText: 'شنبه تا چهارشنبه ۱۶:۰۰ تا ۲۰:۰۰',
    });
    expect(lawyerVertical.detailWords?.(lawyer({ workingHours: evenings }), 'en')).toMatchObject({
      workingHoursText: 'Saturday to Wednesday 16:00 to 20:00',
    });
  });
});
