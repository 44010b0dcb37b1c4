import { describe, expect, it } from 'vitest';
import { PackageType, PlanType } from '../enums/plans.ts';
import { PackageStatus } from '../enums/status.ts';
import {
  isPackageOffered,
  isPackageVisible,
  PACKAGE_PROBLEM_MESSAGES,
  packageProblems,
  packageTypeOfName,
  planFields,
  type PackageInput,
} from './package.ts';

const subscription: PackageInput = {
  planType: PlanType.subscription,
  type: PackageType.ads,
  categoryTitle: 'نردبان',
  title: 'نردبان ۷ روزه',
  description: '',
  price: 50_000,
  percentage: 0,
  days: 30,
  accessPermissions: [],
  location: '',
  status: PackageStatus.active,
};
const free: PackageInput = { ...subscription, planType: PlanType.free, price: 0, title: 'آگهی رایگان' };
const percentage: PackageInput = {
  ...subscription,
  planType: PlanType.percentage,
  type: PackageType.shop,
  price: 0,
  percentage: 5,
  days: 0,
};

describe('planFields', () => {
  it('free: days only; subscription: price and days; percentage: the percentage only', () => {
    expect(planFields(PlanType.free)).toEqual({ price: false, percentage: false, days: true });
    expect(planFields(PlanType.subscription)).toEqual({ price: true, percentage: false, days: true });
    expect(planFields(PlanType.percentage)).toEqual({ price: false, percentage: true, days: false });
  });
});

describe('packageProblems', () => {
  it('accepts a well-formed package of each plan', () => {
    expect(packageProblems(subscription)).toEqual({});
    expect(packageProblems(free)).toEqual({});
    expect(packageProblems(percentage)).toEqual({});
    expect(packageProblems({ ...percentage, percentage: 100 })).toEqual({});
    expect(packageProblems({ ...percentage, percentage: 2.5 })).toEqual({});
  });

  it('needs a title, and keeps texts within their limits', () => {
    expect(packageProblems({ ...subscription, title: '   ' })).toEqual({ title: 'titleRequired' });
    expect(packageProblems({ ...subscription, title: 'x'.repeat(121) })).toEqual({ title: 'tooLong' });
    expect(packageProblems({ ...subscription, description: 'x'.repeat(2001) })).toEqual({ description: 'tooLong' });
    expect(packageProblems({ ...subscription, categoryTitle: 'x'.repeat(121) })).toEqual({ categoryTitle: 'tooLong' });
  });

  it('refuses values outside the enumerations', () => {
    expect(packageProblems({ ...subscription, type: 14 })).toEqual({ type: 'invalid' });
    expect(packageProblems({ ...subscription, status: 3 })).toEqual({ status: 'invalid' });
    // An unknown plan type is the one problem: the plan's fields cannot be judged without it.
    expect(packageProblems({ ...subscription, planType: 3 })).toEqual({ planType: 'invalid' });
  });

  it('price: whole toman from 0, above 0 for a subscription, 0 for the other plans', () => {
    expect(packageProblems({ ...subscription, price: -1 })).toEqual({ price: 'priceInvalid' });
    expect(packageProblems({ ...subscription, price: 1500.5 })).toEqual({ price: 'priceInvalid' });
    expect(packageProblems({ ...subscription, price: 2_000_000_000 })).toEqual({ price: 'priceInvalid' });
    expect(packageProblems({ ...subscription, price: 0 })).toEqual({ price: 'priceRequired' });
    expect(packageProblems({ ...free, price: 10_000 })).toEqual({ price: 'priceNotAllowed' });
    expect(packageProblems({ ...percentage, price: 10_000 })).toEqual({ price: 'priceNotAllowed' });
  });

  it('percentage: above 0 and at most 100 (two decimals) for a percentage plan, 0 otherwise', () => {
    for (const bad of [0, -5, 100.01, 5.555, Number.NaN]) {
      expect(packageProblems({ ...percentage, percentage: bad }), String(bad)).toEqual({
        percentage: 'percentageRequired',
      });
    }
    expect(packageProblems({ ...subscription, percentage: 5 })).toEqual({ percentage: 'percentageNotAllowed' });
    expect(packageProblems({ ...free, percentage: 5 })).toEqual({ percentage: 'percentageNotAllowed' });
  });

  it('days: 1 to 3650 for free and subscription plans (no unlimited free package), 0 for a percentage plan', () => {
    expect(packageProblems({ ...free, days: 0 })).toEqual({ days: 'daysRequired' });
    expect(packageProblems({ ...subscription, days: 0 })).toEqual({ days: 'daysRequired' });
    expect(packageProblems({ ...subscription, days: 7.5 })).toEqual({ days: 'daysRequired' });
    expect(packageProblems({ ...subscription, days: 3651 })).toEqual({ days: 'daysRequired' });
    expect(packageProblems({ ...subscription, days: 1 })).toEqual({});
    expect(packageProblems({ ...percentage, days: 30 })).toEqual({ days: 'daysNotAllowed' });
  });

  it('access permissions: no blank entry, at most 50 of up to 100 characters', () => {
    expect(packageProblems({ ...subscription, accessPermissions: ['specialText', 'images:10'] })).toEqual({});
    expect(packageProblems({ ...subscription, accessPermissions: ['ok', ' '] })).toEqual({
      accessPermissions: 'invalid',
    });
    expect(
      packageProblems({ ...subscription, accessPermissions: Array.from({ length: 51 }, (_, i) => `p${i}`) }),
    ).toEqual({ accessPermissions: 'tooManyPermissions' });
    expect(packageProblems({ ...subscription, accessPermissions: ['x'.repeat(101)] })).toEqual({
      accessPermissions: 'tooManyPermissions',
    });
  });

  it('reports every wrong field at once, each with worded messages in both locales', () => {
    const found = packageProblems({ ...subscription, title: '', price: 0, days: 0 });
    expect(found).toEqual({ title: 'titleRequired', price: 'priceRequired', days: 'daysRequired' });
    for (const problem of Object.values(found)) {
      expect(PACKAGE_PROBLEM_MESSAGES[problem].fa).not.toBe('');
      expect(PACKAGE_PROBLEM_MESSAGES[problem].en).not.toBe('');
    }
  });
});

describe('package status', () => {
  it('only an active package is offered', () => {
    expect(isPackageOffered(PackageStatus.active)).toBe(true);
    expect(isPackageOffered(PackageStatus.hide)).toBe(false);
    expect(isPackageOffered(PackageStatus.inactive)).toBe(false);
  });

  it('a hidden package is still visible by id to its holders; an inactive one is not', () => {
    expect(isPackageVisible(PackageStatus.active)).toBe(true);
    expect(isPackageVisible(PackageStatus.hide)).toBe(true);
    expect(isPackageVisible(PackageStatus.inactive)).toBe(false);
  });
});

describe('packageTypeOfName', () => {
  it('reads the package type of an address segment', () => {
    expect(packageTypeOfName('ads')).toBe(PackageType.ads);
    expect(packageTypeOfName('shop')).toBe(PackageType.shop);
    expect(packageTypeOfName('lawyerClientProject')).toBe(PackageType.lawyerClientProject);
  });

  it('knows no other name', () => {
    expect(packageTypeOfName('Ads')).toBeUndefined();
    expect(packageTypeOfName('values')).toBeUndefined();
    expect(packageTypeOfName('')).toBeUndefined();
  });
});
