/** A pricing variant of a product (size/colour), with its own price, stock and discount. */
export interface PricingVariant {
  id: number;
  price: number;
  count: number;
  discount: number;
}

/** The product fields pricing reads; price, count and discount are overridden by the selected variant. */
export interface PricedProduct {
  price: number;
  count: number;
  discount: number;
  pricingSelectedId?: number | null;
  pricing?: readonly PricingVariant[] | null;
}

/** Price, stock and discount percent that apply to a product. */
export interface EffectivePricing {
  price: number;
  count: number;
  discount: number;
}

/**
 * The price minus the discount percentage, rounded down (999 at 10% -> 899). A discount outside 0..100 is clamped,
 * so a bad discount can neither raise the price nor make it negative.
 */
export function priceAfterDiscount(price: number, discountPercent: number): number {
  const percent = Math.min(100, Math.max(0, discountPercent || 0));
  // Multiply before dividing so whole toman amounts stay exact (999 * 90 / 100, not 999 * 0.9).
  return Math.floor((price * (100 - percent)) / 100);
}

/** The variant a product's pricingSelectedId points at, if it has one in its pricing list. */
export function selectedVariant(product: PricedProduct): PricingVariant | undefined {
  const id = product.pricingSelectedId;
  if (id === null || id === undefined) return undefined;
  return product.pricing?.find((variant) => variant.id === id);
}

/**
 * The variant a product is shown and sold as until the buyer picks another: the selected one while it can be bought
 * (in stock, priced), else the first one that can (a sold-out default does not make the whole product unbuyable),
 * else the selected one. None selected (or not one of its own): none, the product's own fields apply.
 */
export function shownVariant(product: PricedProduct): PricingVariant | undefined {
  const selected = selectedVariant(product);
  const sellable = (variant: PricingVariant) => variant.count > 0 && variant.price > 0;
  if (!selected || sellable(selected)) return selected;
  return product.pricing?.find(sellable) ?? selected;
}

/** Price, count and discount from the shown pricing variant when there is one, otherwise from the product. */
export function effectivePricing(product: PricedProduct): EffectivePricing {
  const source = shownVariant(product) ?? product;
  return { price: source.price, count: source.count, discount: source.discount };
}

/** The product's price after its discount, using the selected variant when present. */
export function productFinalPrice(product: PricedProduct): number {
  const { price, discount } = effectivePricing(product);
  return priceAfterDiscount(price, discount);
}

/** Whether a product can be bought: the booth allows sales (activeSale 1 or true), price > 0 and count > 0. */
export function isBuyable(product: PricedProduct, boothActiveSale: number | boolean | null | undefined): boolean {
  const { price, count } = effectivePricing(product);
  return (boothActiveSale === 1 || boothActiveSale === true) && price > 0 && count > 0;
}

/**
 * Why a product cannot be bought online now (issue 35 #7), the seller's part first: the product is hidden, the booth
 * does not sell online (activeSale), has no active shipping method, is closed for now, the product has no price, or
 * none is in stock. Empty: it can be bought. The booth's owner is told every one; a buyer sees the first.
 */
export const UNBUYABLE_REASONS = ['hidden', 'saleOff', 'noShipping', 'closed', 'noPrice', 'soldOut'] as const;
export type UnbuyableReason = (typeof UNBUYABLE_REASONS)[number];

/** What of its booth decides whether its products sell online: the sale switch, open/closed, active shipping methods. */
export interface BoothSale {
  activeSale: number | boolean | null | undefined;
  active: number | boolean | null | undefined;
  shippingMethods: number;
}

const on = (value: number | boolean | null | undefined) => value === 1 || value === true;

/** Why none of a booth's products can be bought online (its sale switch, shipping methods, open/closed); empty: they can. */
export function boothSaleProblems(booth: BoothSale): UnbuyableReason[] {
  const problems: UnbuyableReason[] = [];
  if (!on(booth.activeSale)) problems.push('saleOff');
  if (booth.shippingMethods <= 0) problems.push('noShipping');
  if (!on(booth.active)) problems.push('closed');
  return problems;
}

/** Why this product cannot be bought online (status 1 is shown, anything else hidden); empty when it can. */
export function unbuyableReasons(product: PricedProduct & { status: number }, booth: BoothSale): UnbuyableReason[] {
  const { price, count } = effectivePricing(product);
  const problems: UnbuyableReason[] = product.status === 1 ? [] : ['hidden'];
  problems.push(...boothSaleProblems(booth));
  if (price <= 0) problems.push('noPrice');
  else if (count <= 0) problems.push('soldOut');
  return problems;
}
