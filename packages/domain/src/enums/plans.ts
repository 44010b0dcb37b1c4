import { defineEnum } from './define-enum.ts';
import type { EnumValue } from './define-enum.ts';

/** How a package is charged: free, a subscription for some days, or a percentage of sales. */
export const PlanType = defineEnum({
  free: { value: 0, fa: 'رایگان', en: 'Free' },
  subscription: { value: 1, fa: 'اشتراکی', en: 'Subscription' },
  percentage: { value: 2, fa: 'درصدی', en: 'Percentage of sales' },
});
export type PlanType = EnumValue<typeof PlanType>;

/** What a package is sold for. */
export const PackageType = defineEnum({
  shop: { value: 0, fa: 'فروشگاه', en: 'Shop' },
  jewelry: { value: 1, fa: 'طلا و جواهر', en: 'Jewelry' },
  realEstate: { value: 2, fa: 'املاک', en: 'Real estate' },
  autoExpo: { value: 3, fa: 'نمایشگاه خودرو', en: 'Car showroom' },
  clinic: { value: 4, fa: 'مطب', en: 'Clinic' },
  expert: { value: 5, fa: 'متخصص', en: 'Expert' },
  work: { value: 6, fa: 'استخدام', en: 'Jobs' },
  ads: { value: 7, fa: 'آگهی', en: 'Classified ads' },
  advertise: { value: 8, fa: 'تبلیغات شهری', en: 'City advertising' },
  rewarder: { value: 9, fa: 'طرح پاداش‌بگیر', en: 'Rewarder plan' },
  clinicAds: { value: 10, fa: 'تبلیغ مطب', en: 'Clinic ads' },
  lawyer: { value: 11, fa: 'وکیل', en: 'Lawyer' },
  lawyerAds: { value: 12, fa: 'تبلیغ وکیل', en: 'Lawyer ads' },
  lawyerClientProject: { value: 13, fa: 'پروژه موکل', en: 'Client project' },
});
export type PackageType = EnumValue<typeof PackageType>;

/** What a subscription belongs to. */
export const SubscriptionType = defineEnum({
  booth: { value: 0, fa: 'غرفه', en: 'Booth' },
  clinic: { value: 1, fa: 'مطب', en: 'Clinic' },
  expert: { value: 2, fa: 'متخصص', en: 'Expert' },
  work: { value: 3, fa: 'استخدام', en: 'Jobs' },
  ads: { value: 4, fa: 'آگهی', en: 'Classified ads' },
  advertise: { value: 5, fa: 'تبلیغات شهری', en: 'City advertising' },
  rewarder: { value: 6, fa: 'طرح پاداش‌بگیر', en: 'Rewarder plan' },
  sectionAds: { value: 7, fa: 'تبلیغ بخش', en: 'Section ad' },
  lawyer: { value: 8, fa: 'وکیل', en: 'Lawyer' },
  lawyerClientProject: { value: 9, fa: 'پروژه موکل', en: 'Client project' },
});
export type SubscriptionType = EnumValue<typeof SubscriptionType>;
