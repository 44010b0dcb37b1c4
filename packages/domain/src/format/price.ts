import type { Label, Locale } from '../i18n/locale.ts';
import { formatNumber } from './number.ts';

/** The currency word after every price (the site setting priceUnit may override it). */
export const TOMAN: Label = { fa: 'تومان', en: 'Toman' };
/** What a price of 0 shows: the seller names the price on request. */
export const BY_AGREEMENT: Label = { fa: 'توافقی', en: 'By agreement' };
/** What a client project without a budget shows. */
export const NEGOTIABLE: Label = { fa: 'توافقی', en: 'Negotiable' };

/** A price with thousands separators and the currency word («۱۲٬۵۰۰ تومان», "12,500 Toman"); 0 is by agreement. */
export function formatPrice(value: number, locale: Locale, unit: string = TOMAN[locale]): string {
  if (value === 0 || !Number.isFinite(value)) return BY_AGREEMENT[locale];
  return `${formatNumber(value, locale)} ${unit}`;
}

/** An amount of money held or moved (a wallet balance, a ledger entry): 0 is «۰ تومان», never «توافقی». */
export function formatAmount(value: number, locale: Locale, unit: string = TOMAN[locale]): string {
  return `${formatNumber(Number.isFinite(value) ? value : 0, locale)} ${unit}`;
}

/** The budget range of a lawyer client project. */
export interface Budget {
  budgetFrom: number;
  budgetTo: number;
}

/**
 * A client project budget: negotiable when budgetFrom is 0, otherwise the amount, or the range when budgetTo is above
 * budgetFrom («۱۰۰٬۰۰۰ تا ۲۰۰٬۰۰۰ تومان», "100,000–200,000 Toman").
 */
export function formatBudget({ budgetFrom, budgetTo }: Budget, locale: Locale, unit: string = TOMAN[locale]): string {
  if (budgetFrom === 0 || !Number.isFinite(budgetFrom)) return NEGOTIABLE[locale];
  const from = formatNumber(budgetFrom, locale);
  if (!(budgetTo > budgetFrom)) return `${from} ${unit}`;
  const to = formatNumber(budgetTo, locale);
  // Persian reads a range with the word «تا»; a dash between numbers is ambiguous in right-to-left text.
  return locale === 'fa' ? `${from} تا ${to} ${unit}` : `${from}–${to} ${unit}`;
}
