import { describe, it, expect } from 'vitest';
import { PackageType, PlanType, SubscriptionType } from './plans.ts';
import { expectLabelled } from './expect-labelled.ts';

describe('plan enumerations', () => {
  it('use the spec values', () => {
    expect(PlanType).toMatchObject({ free: 0, subscription: 1, percentage: 2 });
    expect(PackageType.names).toEqual([
      'shop',
      'jewelry',
      'realEstate',
      'autoExpo',
      'clinic',
      'expert',
      'work',
      'ads',
      'advertise',
      'rewarder',
      'clinicAds',
      'lawyer',
      'lawyerAds',
      'lawyerClientProject',
    ]);
    expect(PackageType.values).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(SubscriptionType.names).toEqual([
      'booth',
      'clinic',
      'expert',
      'work',
      'ads',
      'advertise',
      'rewarder',
      'sectionAds',
      'lawyer',
      'lawyerClientProject',
    ]);
    expect(SubscriptionType.values).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('label every value in both locales', () => {
    for (const e of [PlanType, PackageType, SubscriptionType]) expectLabelled(e);
  });
});
