import { describe, expect, it } from 'vitest';
import { LISTING_NOUNS, reportRefusals, THIS_LISTING, type ListingNoun } from './listing-noun.ts';

// Each vertical's words in what the API tells people about a listing (issue 29): a doctor's page is not «این آگهی».

describe("a vertical's words for its listing", () => {
  it('are declared for every vertical that names its listing to its owner', () => {
    expect(Object.keys(THIS_LISTING).sort()).toEqual(Object.keys(LISTING_NOUNS).sort());
  });

  it("refuse a report in the vertical's words, an ad's as before", () => {
    expect(reportRefusals('ads').already.fa).toBe('این آگهی را پیش‌تر گزارش کرده‌اید.');
    expect(reportRefusals('clinic').already).toEqual({
      fa: 'صفحهٔ این پزشک را پیش‌تر گزارش کرده‌اید.',
      en: "You have already reported this doctor's page.",
    });
    expect(reportRefusals('lawyer').own.fa).toBe('پروفایل این وکیل از خودتان است؛ نمی‌توانید گزارشش کنید.');
    for (const noun of Object.keys(THIS_LISTING) as ListingNoun[]) {
      if (noun === 'ads' || noun === 'work') continue;
      const { own, already } = reportRefusals(noun);
      expect(`${own.fa} ${already.fa}`, noun).not.toMatch(/آگهی/);
    }
  });
});
