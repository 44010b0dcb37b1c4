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
