/** What a jewelry item's live price is made of (spec: booth type jewelry). */
export interface JewelryPricing {
  /** Weight in grams (up to three decimals). */
  weight: number;
  /** Making charge (اجرت) in percent. */
  makingCharge: number;
  /** The seller's profit in percent. */
  profit: number;
  /** The booth's tax in percent. */
  tax: number;
}

/** Milligrams and whole percents as exact integers (a gram of 3.25 is 3250 mg). */
const whole = (value: number) => BigInt(Math.max(0, Math.round(value)));

/**
 * A jewelry item's price from today's 18-carat gold price per gram (the site's priceGold18): weight × gold price ×
 * (1 + making charge) × (1 + profit) × (1 + tax), in whole toman rounded down. Computed with integers (milligrams,
 * percents), so 3.25 g never becomes 3.2499999 g. A gold price of 0 (not set) gives 0: the item's own price applies.
 */
export function jewelryPrice(item: JewelryPricing, gold18: number): number {
  if (!(gold18 > 0) || !(item.weight > 0)) return 0;
  const milligrams = whole(item.weight * 1000);
  const numerator =
    milligrams *
    whole(gold18) *
    (100n + whole(item.makingCharge)) *
    (100n + whole(item.profit)) *
    (100n + whole(item.tax));
  return Number(numerator / 1_000_000_000n);
}
