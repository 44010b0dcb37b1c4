import { describe, expect, it } from 'vitest';
import { PackageType } from '../enums/plans.ts';
import { ListingStatus } from '../enums/status.ts';
import { expectLabelled } from '../enums/expect-labelled.ts';
import {
  canDecideSectionAd,
  isSectionAdShown,
  SECTION_AD_PACKAGE,
  sectionAdEnd,
  SectionAdType,
} from './section-ads.ts';

describe('section ads', () => {
  const now = new Date('2026-11-26T12:00:00Z');

  it('are bought per section with its own package type', () => {
    expect(SectionAdType.values).toEqual(['clinic', 'lawyer']);
    expect(SECTION_AD_PACKAGE.clinic).toBe(PackageType.clinicAds);
    expect(SECTION_AD_PACKAGE.lawyer).toBe(PackageType.lawyerAds);
    expectLabelled(SectionAdType);
  });

  it('run for the package days from approval', () => {
    expect(sectionAdEnd(now, 7).toISOString()).toBe('2026-12-03T12:00:00.000Z');
    expect(sectionAdEnd(now, -1).getTime()).toBe(now.getTime());
  });

  it('are shown only approved and unexpired', () => {
    const end = sectionAdEnd(now, 1);
    expect(isSectionAdShown({ status: ListingStatus.active, endsAt: end }, now)).toBe(true);
    expect(isSectionAdShown({ status: ListingStatus.active, endsAt: end }, end)).toBe(false);
    expect(isSectionAdShown({ status: ListingStatus.paidWaitingConfirmation, endsAt: null }, now)).toBe(false);
    expect(isSectionAdShown({ status: ListingStatus.inactive, endsAt: end }, now)).toBe(false);
  });

  it('are decided by a manager only once paid', () => {
    expect(canDecideSectionAd(ListingStatus.paidWaitingConfirmation)).toBe(true);
    expect(canDecideSectionAd(ListingStatus.awaitingPayment)).toBe(false);
    expect(canDecideSectionAd(ListingStatus.active)).toBe(false);
  });
});
