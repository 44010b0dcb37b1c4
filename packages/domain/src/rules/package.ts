import { PackageType, PlanType } from '../enums/plans.ts';
import { PackageStatus } from '../enums/status.ts';
import type { Label } from '../i18n/locale.ts';
import { VALIDATION_MESSAGES } from '../i18n/validation-messages.ts';

// What a package must hold for its plan type (docs/decisions/0009-package-and-subscription-rules.md). Each plan
// charges exactly one thing: a free plan nothing (but it still runs for some days), a subscription plan a price for
// some days, a percentage plan a share of sales with no term.

/** Limits of a package's fields. */
export const PACKAGE_LIMITS = {
  titleMax: 120,
  categoryTitleMax: 120,
  descriptionMax: 2000,
  locationMax: 100,
  /** Whole toman; well inside the database's integer. */
  priceMax: 1_000_000_000,
  /** Ten years. */
  daysMax: 3650,
  accessPermissionsMax: 50,
  accessPermissionMax: 100,
} as const;

/** A package as a manager writes it (the spec's fields). */
export interface PackageInput {
  planType: number;
  type: number;
  categoryTitle: string;
  title: string;
  description: string;
  price: number;
  percentage: number;
  days: number;
  accessPermissions: readonly string[];
  location: string;
  status: number;
}

/** Which of price, percentage and days a plan type uses; a field a plan does not use must be 0. */
export interface PlanFields {
  price: boolean;
  percentage: boolean;
  days: boolean;
}

/** The fields a plan type uses: free -> days; subscription -> price and days; percentage -> percentage. */
export function planFields(planType: number): PlanFields {
  return {
    price: planType === PlanType.subscription,
    percentage: planType === PlanType.percentage,
    days: planType !== PlanType.percentage,
  };
}

/** What can be wrong with a package's field; each is a message of PACKAGE_PROBLEM_MESSAGES. */
export type PackageProblem =
  | 'invalid'
  | 'titleRequired'
  | 'tooLong'
  | 'tooManyPermissions'
  | 'priceInvalid'
  | 'priceRequired'
  | 'priceNotAllowed'
  | 'percentageRequired'
  | 'percentageNotAllowed'
  | 'daysRequired'
  | 'daysNotAllowed';

/** Field (as the spec spells it) -> its problem. Empty when the package may be saved. */
export type PackageProblems = Partial<Record<keyof PackageInput, PackageProblem>>;

/** The words of each package problem (the API answers them; the web's catalogue carries the same words). */
export const PACKAGE_PROBLEM_MESSAGES: Readonly<Record<PackageProblem, Label>> = {
  invalid: VALIDATION_MESSAGES.invalid,
  titleRequired: VALIDATION_MESSAGES.titleRequired,
  tooLong: VALIDATION_MESSAGES.tooLong,
  tooManyPermissions: {
    fa: 'حداکثر ۵۰ دسترسی، هر کدام تا ۱۰۰ نویسه، مجاز است.',
    en: 'At most 50 access permissions, each up to 100 characters.',
  },
  priceInvalid: {
    fa: 'قیمت باید عددی صحیح به تومان، از ۰ تا ۱٬۰۰۰٬۰۰۰٬۰۰۰ باشد.',
    en: 'The price must be a whole number of toman from 0 to 1,000,000,000.',
  },
  priceRequired: {
    fa: 'بسته اشتراکی باید قیمتی بیشتر از ۰ داشته باشد؛ برای بسته بدون قیمت، طرح رایگان را انتخاب کنید.',
    en: 'A subscription package needs a price above 0; for a package without a price choose the free plan.',
  },
  priceNotAllowed: {
    fa: 'این طرح قیمت ندارد؛ قیمت را ۰ بگذارید.',
    en: 'This plan has no price; leave the price at 0.',
  },
  percentageRequired: {
    fa: 'طرح درصدی به درصدی بیشتر از ۰ و حداکثر ۱۰۰ (تا دو رقم اعشار) نیاز دارد.',
    en: 'A percentage plan needs a percentage above 0 and at most 100 (up to two decimals).',
  },
  percentageNotAllowed: {
    fa: 'فقط طرح درصدی درصد دارد؛ درصد را ۰ بگذارید.',
    en: 'Only a percentage plan has a percentage; leave it at 0.',
  },
  daysRequired: {
    fa: 'مدت بسته باید عددی صحیح از ۱ تا ۳۶۵۰ روز باشد.',
    en: 'The duration must be a whole number of days from 1 to 3650.',
  },
  daysNotAllowed: {
    fa: 'طرح درصدی مدت ندارد؛ مدت را ۰ بگذارید.',
    en: 'A percentage plan has no duration; leave it at 0.',
  },
};

const isWhole = (value: number) => Number.isInteger(value);
/** At most two decimals (the column is numeric(5, 2)). */
const isCents = (value: number) => Number.isFinite(value) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

function textProblem(value: string, max: number, required = false): PackageProblem | undefined {
  const text = value.trim();
  if (required && text === '') return 'titleRequired';
  return text.length > max ? 'tooLong' : undefined;
}

function priceProblem(price: number, uses: boolean): PackageProblem | undefined {
  if (!isWhole(price) || price < 0 || price > PACKAGE_LIMITS.priceMax) return 'priceInvalid';
  if (uses && price === 0) return 'priceRequired';
  if (!uses && price !== 0) return 'priceNotAllowed';
  return undefined;
}

function percentageProblem(percentage: number, uses: boolean): PackageProblem | undefined {
  if (uses) return percentage > 0 && percentage <= 100 && isCents(percentage) ? undefined : 'percentageRequired';
  return percentage === 0 ? undefined : 'percentageNotAllowed';
}

function daysProblem(days: number, uses: boolean): PackageProblem | undefined {
  if (uses) return isWhole(days) && days >= 1 && days <= PACKAGE_LIMITS.daysMax ? undefined : 'daysRequired';
  return days === 0 ? undefined : 'daysNotAllowed';
}

function permissionsProblem(permissions: readonly string[]): PackageProblem | undefined {
  if (permissions.some((permission) => permission.trim() === '')) return 'invalid';
  const tooMany =
    permissions.length > PACKAGE_LIMITS.accessPermissionsMax ||
    permissions.some((permission) => permission.trim().length > PACKAGE_LIMITS.accessPermissionMax);
  return tooMany ? 'tooManyPermissions' : undefined;
}

/**
 * What is wrong with a package, field by field (empty when it may be saved): the enumerations, a title, text
 * lengths, and price / percentage / days as its plan type wants them (planFields). The API and the web form both
 * run it.
 */
export function packageProblems(input: PackageInput): PackageProblems {
  const found: PackageProblems = {};
  const set = (field: keyof PackageInput, problem: PackageProblem | undefined) => {
    if (problem && !(field in found)) found[field] = problem;
  };
  set('planType', PlanType.is(input.planType) ? undefined : 'invalid');
  set('type', PackageType.is(input.type) ? undefined : 'invalid');
  set('status', PackageStatus.is(input.status) ? undefined : 'invalid');
  set('title', textProblem(input.title, PACKAGE_LIMITS.titleMax, true));
  set('categoryTitle', textProblem(input.categoryTitle, PACKAGE_LIMITS.categoryTitleMax));
  set('description', textProblem(input.description, PACKAGE_LIMITS.descriptionMax));
  set('location', textProblem(input.location, PACKAGE_LIMITS.locationMax));
  set('accessPermissions', permissionsProblem(input.accessPermissions));
  if (PlanType.is(input.planType)) {
    const uses = planFields(input.planType);
    set('price', priceProblem(input.price, uses.price));
    set('percentage', percentageProblem(input.percentage, uses.percentage));
    set('days', daysProblem(input.days, uses.days));
  }
  return found;
}

/** Whether a package is offered to buyers: only an active one (a hidden one is kept for those who hold it). */
export function isPackageOffered(status: number): boolean {
  return status === PackageStatus.active;
}

/** Whether a package can be read by id: active or hidden (its holders still see it); an inactive one is gone. */
export function isPackageVisible(status: number): boolean {
  return status === PackageStatus.active || status === PackageStatus.hide;
}

/** A package type from its name in an address (`ads` -> 7), or undefined for an unknown name. */
export function packageTypeOfName(name: string): PackageType | undefined {
  const entry = PackageType.entries.find((candidate) => candidate.name === name);
  return entry?.value;
}
