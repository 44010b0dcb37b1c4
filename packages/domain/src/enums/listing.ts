import { defineEnum } from './define-enum.ts';
import type { EnumValue } from './define-enum.ts';

const boothTypeMembers = {
  shop: { value: 'shop', fa: 'فروشگاه', en: 'Shop' },
  jewelry: { value: 'jewelry', fa: 'طلا و جواهر', en: 'Jewelry' },
  realEstate: { value: 'realEstate', fa: 'املاک', en: 'Real estate' },
  autoExpo: { value: 'autoExpo', fa: 'نمایشگاه خودرو', en: 'Car showroom' },
} as const;

/** The four kinds of booth; each has its own product form and product route. */
export const BoothType = defineEnum(boothTypeMembers);
export type BoothType = EnumValue<typeof BoothType>;

/** Product types: the booth types plus special and all (used when browsing products). */
export const ProductType = defineEnum({
  ...boothTypeMembers,
  special: { value: 'special', fa: 'ویژه', en: 'Special' },
  all: { value: 'all', fa: 'همه', en: 'All' },
});
export type ProductType = EnumValue<typeof ProductType>;

/** Whether a product can be ordered now. */
export const ProductAvailability = defineEnum({
  available: { value: 'available', fa: 'موجود', en: 'Available' },
  unavailable: { value: 'unavailable', fa: 'ناموجود', en: 'Unavailable' },
});
export type ProductAvailability = EnumValue<typeof ProductAvailability>;

/** What a section ad promotes. */
export const SectionAdType = defineEnum({
  clinic: { value: 'clinic', fa: 'مطب', en: 'Clinic' },
  lawyer: { value: 'lawyer', fa: 'وکیل', en: 'Lawyer' },
});
export type SectionAdType = EnumValue<typeof SectionAdType>;

/** Kind of an uploaded file. */
export const FileType = defineEnum({
  image: { value: 0, fa: 'تصویر', en: 'Image' },
  video: { value: 1, fa: 'ویدیو', en: 'Video' },
});
export type FileType = EnumValue<typeof FileType>;

/**
 * Which vertical a general category tree belongs to (the General category's `type`): the four booth types, classified
 * ads, city advertising, experts, jobs, medical specialties (clinics) and legal specialties (lawyers).
 */
export const CategoryType = defineEnum({
  ...boothTypeMembers,
  ads: { value: 'ads', fa: 'آگهی', en: 'Classified ads' },
  advertise: { value: 'advertise', fa: 'تبلیغات شهری', en: 'City advertising' },
  expert: { value: 'expert', fa: 'متخصصان', en: 'Experts' },
  work: { value: 'work', fa: 'استخدام', en: 'Jobs' },
  clinic: { value: 'clinic', fa: 'تخصص‌های پزشکی', en: 'Medical specialties' },
  lawyer: { value: 'lawyer', fa: 'تخصص‌های حقوقی', en: 'Legal specialties' },
  // Ticket topics (spec: a ticket's general_sub_category_id): a tree of their own, edited with the other categories.
  support: { value: 'support', fa: 'موضوعات پشتیبانی', en: 'Support topics' },
});
export type CategoryType = EnumValue<typeof CategoryType>;
