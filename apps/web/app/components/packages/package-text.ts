import type { TFunction } from '../../lib/i18n.ts';
import type { Package } from '@shahrbazar/domain/api/catalogue.schema';
import { PlanType } from '@shahrbazar/domain/enums/plans';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { formatPrice } from '@shahrbazar/domain/format/price';
import type { Locale } from '@shahrbazar/domain/i18n/locale';

// How a package's charge and term read, on the public cards and in the back office alike.

const shareFormat: Record<Locale, Intl.NumberFormat> = {
  fa: new Intl.NumberFormat('fa-IR-u-nu-arabext', { maximumFractionDigits: 2 }),
  en: new Intl.NumberFormat('en-US-u-nu-latn', { maximumFractionDigits: 2 }),
};

/**
 * What a package costs: «۵٪ از هر فروش» for a percentage plan, «رایگان» at price 0 (a package's 0 is free, not
 * "by agreement" as a product's), otherwise the toman price «۵۰٬۰۰۰ تومان».
 */
export function packagePriceText(
  pkg: Pick<Package, 'planType' | 'price' | 'percentage'>,
  locale: Locale,
  t: TFunction,
): string {
  if (pkg.planType === PlanType.percentage) {
    return t('packages.card.percentage', { value: shareFormat[locale].format(pkg.percentage) });
  }
  return pkg.price > 0 ? formatPrice(pkg.price, locale) : t('packages.card.free');
}

/** How long a package lasts: «۳۰ روز», or «بدون محدودیت زمانی» for a percentage plan (no term). */
export function packageDurationText(pkg: Pick<Package, 'days'>, locale: Locale, t: TFunction): string {
  return pkg.days > 0 ? t('packages.card.days', { n: localizeDigits(pkg.days, locale) }) : t('packages.card.noTerm');
}
