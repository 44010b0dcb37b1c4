import type { TariffKind } from './consultation.ts';

// Tariffs (spec: clinicTariff, lawyerTariff): the priced services a clinic or a lawyer offers, each a title, a price
// in toman, a discount in toman within the price, and a description. Shared by every vertical that has them.

/** The most tariffs one listing may offer. */
export const MAX_TARIFFS = 20;
/** The highest price one tariff may have (toman): far above any real visit. */
export const MAX_TARIFF_PRICE = 1_000_000_000;

/** One tariff as the API answers it. */
export interface Tariff {
  id: number;
  title: string;
  price: number;
  discount: number;
  description: string;
  /** Its kind by the spec's mapping of its title (consultation.ts tariffKindOf). */
  kind?: TariffKind;
}

/** What the patient pays for a tariff: the price less its discount (never below 0). */
export function tariffPayable(tariff: Pick<Tariff, 'price' | 'discount'>): number {
  return Math.max(0, tariff.price - Math.min(tariff.discount, tariff.price));
}

/** Whether a discount fits its price: a whole number from 0 to the price. */
export function isDiscountWithinPrice(discount: number, price: number): boolean {
  return Number.isInteger(discount) && discount >= 0 && discount <= price;
}
