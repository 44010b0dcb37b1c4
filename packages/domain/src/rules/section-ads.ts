import { defineEnum, type EnumValue } from '../enums/define-enum.ts';
import { PackageType } from '../enums/plans.ts';
import { ListingStatus } from '../enums/status.ts';
import type { Label } from '../i18n/locale.ts';

// Section ads (spec: Section ad, type clinic | lawyer; package clinicAds / lawyerAds; payment type sectionAds): an
// owner buys a featured place for one of their live listings in its section's lists and landing for the package's
// days. The ad is paid first, then moderated; it is shown from the manager's approval until its days run out.

/** The sections that sell featured places (spec: Section ad types). */
export const SectionAdType = defineEnum({
  clinic: { value: 'clinic', fa: 'پزشکان', en: 'Doctors' },
  lawyer: { value: 'lawyer', fa: 'وکلا', en: 'Lawyers' },
});
export type SectionAdType = EnumValue<typeof SectionAdType>;

/** The package type a section's ads are bought with. */
export const SECTION_AD_PACKAGE: Readonly<Record<SectionAdType, PackageType>> = {
  clinic: PackageType.clinicAds,
  lawyer: PackageType.lawyerAds,
};

/** How many ads a section shows at once above its list and on its landing. */
export const SECTION_ADS_SHOWN = 4;

const DAY_MS = 86_400_000;

/** When an ad approved at `start` for `days` days stops showing. */
export function sectionAdEnd(start: Date, days: number): Date {
  return new Date(start.getTime() + Math.max(0, days) * DAY_MS);
}

/** Whether an ad is shown at `now`: approved (active) and its days not yet run out. */
export function isSectionAdShown(ad: { status: number; endsAt: Date | null }, now: Date): boolean {
  return ad.status === ListingStatus.active && ad.endsAt !== null && ad.endsAt.getTime() > now.getTime();
}

/** A manager decides an ad once it is paid: approve (shown from now) or reject (the money back to the wallet). */
export function canDecideSectionAd(status: number): boolean {
  return status === ListingStatus.paidWaitingConfirmation;
}

export const SECTION_AD_MESSAGES = {
  listingNotLive: {
    fa: 'فقط برای آگهی فعال و تأییدشده می‌توان تبلیغ خرید.',
    en: 'Only a live, approved listing can be advertised.',
  },
  packageMismatch: {
    fa: 'این بسته برای تبلیغ در این بخش نیست.',
    en: 'This package is not for ads in this section.',
  },
  notPayable: {
    fa: 'این تبلیغ دیگر در انتظار پرداخت نیست.',
    en: 'This ad is no longer awaiting payment.',
  },
  notDecidable: {
    fa: 'فقط تبلیغ پرداخت‌شده‌ای که در انتظار تأیید است را می‌توان تأیید یا رد کرد.',
    en: 'Only a paid ad awaiting confirmation can be approved or rejected.',
  },
  alreadyOpen: {
    fa: 'برای این آگهی یک تبلیغ در انتظار پرداخت یا تأیید هست.',
    en: 'This listing already has an ad awaiting payment or confirmation.',
  },
} as const satisfies Record<string, Label>;
