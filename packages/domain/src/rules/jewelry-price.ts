/** The karats gold is sold in (spec: booth type jewelry); 18 is the site's rate (priceGold18). */
export const GOLD_KARATS = [18, 21, 24] as const;

/** What a jewelry item's live price is made of (spec: booth type jewelry). */
export interface JewelryPricing {
  /** Weight in grams (up to three decimals). */
  weight: number;
  /** The gold's karat (18, 21, 24); left out or 0, 18. */
  karat?: number | undefined;
  /** Making charge (اجرت) in percent. */
  makingCharge: number;
  /** The seller's profit in percent. */
  profit: number;
  /** The booth's tax in percent. */
  tax: number;
}

/** A variant's own weight and karat: 0 (or left out) is the item's. */
export interface JewelryVariant {
  weight?: number | undefined;
  karat?: number | undefined;
}

/** Milligrams, hundredths of a percent and karats as exact integers (a gram of 3.25 is 3250 mg). */
const whole = (value: number) => BigInt(Math.max(0, Math.round(value)));

/**
 * A jewelry item's price from today's 18-carat gold price per gram (the site's priceGold18): weight × the rate of
 * its karat (rate18 × karat / 18) × (1 + making charge) × (1 + profit) × (1 + tax), in whole toman rounded down.
 * Computed with integers (milligrams, hundredths of a percent), so 3.25 g never becomes 3.2499999 g. A gold price of
 * 0 (not set) gives 0: the item's own price applies.
 */
export function jewelryPrice(item: JewelryPricing, gold18: number): number {
  if (!(gold18 > 0) || !(item.weight > 0)) return 0;
  const karat = item.karat && item.karat > 0 ? item.karat : 18;
  const numerator =
    whole(item.weight * 1000) *
    whole(gold18) *
    whole(karat) *
    (10_000n + whole(item.makingCharge * 100)) *
    (10_000n + whole(item.profit * 100)) *
    (10_000n + whole(item.tax * 100));
  // mg -> g (1000), karat -> 18k (18), three percents in hundredths (10^4 each).
  return Number(numerator / (1000n * 18n * 1_000_000_000_000n));
}

/**
 * The price an item (or one of its variants) is sold at, wherever it is shown, quoted or ordered: a gold-priced
 * item's (`gold` set, the site's gold price set) from the variant's own weight and karat, else the item's, by
 * `jewelryPrice`; anything else, and a gold-priced item while the gold price is not set, at its stored price.
 */
export function salePrice(
  stored: number,
  gold: JewelryPricing | null,
  gold18: number,
  variant: JewelryVariant = {},
): number {
  if (!gold) return stored;
  const live = jewelryPrice(
    {
      ...gold,
      weight: variant.weight && variant.weight > 0 ? variant.weight : gold.weight,
      karat: variant.karat && variant.karat > 0 ? variant.karat : gold.karat,
    },
    gold18,
  );
  return live > 0 ? live : stored;
}
