import type { Package } from '@shahrbazar/domain/api/catalogue.schema';
import { PlanType } from '@shahrbazar/domain/enums/plans';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { formatPrice } from '@shahrbazar/domain/format/price';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import { isFreePackage } from '@shahrbazar/domain/rules/listing-status';
import type { PackageCard } from '../../components/listings/package-choice.tsx';
import { catalogues } from '../i18n.server.ts';
import { fill } from './view.server.ts';

/** The packages offered for a listing as the form's cards: price in toman, free, or a percentage of sales; days. */
export function packageCards(items: readonly Package[], locale: Locale): PackageCard[] {
  const words = catalogues[locale].listings;
  return items.map((pkg) => ({
    id: pkg.id,
    title: pkg.title,
    price:
      pkg.planType === PlanType.percentage
        ? fill(words.form.percentOfSales, { percent: localizeDigits(pkg.percentage, locale) })
        : isFreePackage(pkg)
          ? words.form.free
          : formatPrice(pkg.price, locale),
    days: pkg.days > 0 ? fill(words.form.days, { days: localizeDigits(pkg.days, locale) }) : '',
    description: pkg.description,
  }));
}
