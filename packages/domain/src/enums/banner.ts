import { defineEnum } from './define-enum.ts';
import type { EnumValue } from './define-enum.ts';

/**
 * Where a banner is shown: the page (the spec's Banner.location). Values are the pages' names in the spec's paths;
 * a new page that shows banners is added here.
 */
export const BannerLocation = defineEnum({
  home: { value: 'home', fa: 'صفحه اصلی', en: 'Home page' },
  booth: { value: 'booth', fa: 'غرفه‌ها', en: 'Booths' },
  product: { value: 'product', fa: 'محصولات', en: 'Products' },
  ads: { value: 'ads', fa: 'آگهی‌ها', en: 'Classified ads' },
  advertise: { value: 'advertise', fa: 'تبلیغات شهری', en: 'City advertising' },
  expert: { value: 'expert', fa: 'متخصصان', en: 'Experts' },
  work: { value: 'work', fa: 'کاریابی', en: 'Jobs' },
  doctor: { value: 'doctor', fa: 'پزشکان', en: 'Doctors' },
  lawyer: { value: 'lawyer', fa: 'وکلا', en: 'Lawyers' },
});
export type BannerLocation = EnumValue<typeof BannerLocation>;

/** Where on its page a banner is shown (the spec's Banner.section). */
export const BannerSection = defineEnum({
  top: { value: 'top', fa: 'بالای صفحه', en: 'Top' },
  middle: { value: 'middle', fa: 'میانه صفحه', en: 'Middle' },
  bottom: { value: 'bottom', fa: 'پایین صفحه', en: 'Bottom' },
  aside: { value: 'aside', fa: 'ستون کناری', en: 'Side column' },
});
export type BannerSection = EnumValue<typeof BannerSection>;

/**
 * The banner image's shape: banners are drawn and cropped to 3:1 (1200 x 400), so pages reserve their space before
 * the image arrives (no layout shift on a slow network).
 */
export const BANNER_IMAGE = { width: 1200, height: 400 } as const;
