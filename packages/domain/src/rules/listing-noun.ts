import type { Label } from '../i18n/locale.ts';

// Each vertical's words for "your listing" in what its owner is told (issue 29: a clinic is not an «آگهی»). A vertical
// declares its noun (apps/api define-vertical `noun`); a notification carries the key, never the words, so the reader
// gets their own locale's.

export const LISTING_NOUNS = {
  ads: { fa: 'آگهی شما', en: 'Your ad' },
  booth: { fa: 'غرفهٔ شما', en: 'Your booth' },
  advertise: { fa: 'تبلیغ شهری شما', en: 'Your city ad' },
  expert: { fa: 'معرفی شما به‌عنوان متخصص', en: 'Your expert profile' },
  work: { fa: 'آگهی استخدام شما', en: 'Your job post' },
  clinic: { fa: 'مطب شما', en: 'Your clinic' },
  lawyer: { fa: 'پروفایل وکالت شما', en: 'Your lawyer profile' },
} as const satisfies Record<string, Label>;

export type ListingNoun = keyof typeof LISTING_NOUNS;

export function isListingNoun(value: unknown): value is ListingNoun {
  return typeof value === 'string' && Object.hasOwn(LISTING_NOUNS, value);
}

/** Each vertical's words for the listing a visitor is on («این آگهی», «صفحهٔ این پزشک»): what a refused report says. */
export const THIS_LISTING = {
  ads: { fa: 'این آگهی', en: 'this ad' },
  booth: { fa: 'این غرفه', en: 'this booth' },
  advertise: { fa: 'این تبلیغ شهری', en: 'this city ad' },
  expert: { fa: 'این معرفی متخصص', en: 'this expert profile' },
  work: { fa: 'این آگهی استخدام', en: 'this job post' },
  clinic: { fa: 'صفحهٔ این پزشک', en: "this doctor's page" },
  lawyer: { fa: 'پروفایل این وکیل', en: "this lawyer's profile" },
} as const satisfies Record<ListingNoun, Label>;

/** Why a report of a listing is refused, in its vertical's words: it is the reporter's own, or reported before. */
export function reportRefusals(noun: ListingNoun): { own: Label; already: Label } {
  const it = THIS_LISTING[noun];
  return {
    own: { fa: `${it.fa} از خودتان است؛ نمی‌توانید گزارشش کنید.`, en: `You cannot report ${it.en}: it is your own.` },
    already: { fa: `${it.fa} را پیش‌تر گزارش کرده‌اید.`, en: `You have already reported ${it.en}.` },
  };
}
