import { BoothType, CategoryType } from '../enums/listing.ts';
import { PackageType } from '../enums/plans.ts';

/**
 * A booth's name is its address (/booth/{name}): 3 to 40 Latin lower-case letters, digits and single hyphens,
 * starting with a letter and not ending in a hyphen. Names that are pages of the booth section are reserved.
 */
export const BOOTH_NAME_PATTERN = /^[a-z](?:[a-z0-9]|-(?=[a-z0-9])){2,39}$/;

/** Names that would shadow a page of the booth section or the site (/booth/list, /booth/create...). */
export const RESERVED_BOOTH_NAMES: ReadonlySet<string> = new Set([
  'list',
  'create',
  'new',
  'edit',
  'admin',
  'manager',
  'agent',
  'panel',
  'product',
  'products',
  'api',
  'search',
  'all',
]);

/** Why a booth name cannot be used (a validation message key), or undefined when it is well-formed and free to try. */
export function boothNameProblem(name: string): 'boothNameInvalid' | 'boothNameReserved' | undefined {
  if (!BOOTH_NAME_PATTERN.test(name)) return 'boothNameInvalid';
  if (RESERVED_BOOTH_NAMES.has(name)) return 'boothNameReserved';
  return undefined;
}

/** A typed name as the address segment: trimmed, lower-case (people type «MyShop» and mean «myshop»). */
export function normalizeBoothName(input: string): string {
  return input.trim().toLowerCase();
}

/** The category tree a booth of each type is filed under and its products are filed under. */
export const CATEGORY_TYPE_OF_BOOTH: Record<BoothType, CategoryType> = {
  [BoothType.shop]: CategoryType.shop,
  [BoothType.jewelry]: CategoryType.jewelry,
  [BoothType.realEstate]: CategoryType.realEstate,
  [BoothType.autoExpo]: CategoryType.autoExpo,
};

/** The package type a booth of each type is bought with (spec: packages of types shop, jewelry, realEstate, autoExpo). */
export const PACKAGE_TYPE_OF_BOOTH: Record<BoothType, PackageType> = {
  [BoothType.shop]: PackageType.shop,
  [BoothType.jewelry]: PackageType.jewelry,
  [BoothType.realEstate]: PackageType.realEstate,
  [BoothType.autoExpo]: PackageType.autoExpo,
};

/** The product page segment of a booth type (spec: /booth/{name}/product/{id}, .../jewelry/{id}...). */
export const PRODUCT_SEGMENT_OF_BOOTH: Record<BoothType, string> = {
  [BoothType.shop]: 'product',
  [BoothType.jewelry]: 'jewelry',
  [BoothType.realEstate]: 'realEstate',
  [BoothType.autoExpo]: 'autoExpo',
};

/** A booth's public address. */
export function boothPath(name: string): string {
  return `/booth/${encodeURIComponent(name)}`;
}

/** A product's public address: /booth/{name}/{product|jewelry|realEstate|autoExpo}/{id}. */
export function productPath(boothName: string, boothType: BoothType, productId: number): string {
  return `${boothPath(boothName)}/${PRODUCT_SEGMENT_OF_BOOTH[boothType]}/${productId}`;
}

/** The panels that have booth product pages (spec: named routes {panel}.{boothType}Product.details|create). */
export type ProductPanel = 'manager' | 'agent' | 'panel';

/**
 * The spec's named product routes: `{panel}.{boothType}Product.details` or `.create`; an unknown booth type gives
 * the empty route.
 */
export function productRouteName(panel: ProductPanel, boothType: string, page: 'details' | 'create'): string {
  return BoothType.is(boothType) ? `${panel}.${boothType}Product.${page}` : '';
}

/**
 * What a new booth's setup suggests (issue 35 #7): a shop and a jeweller sell online from the start, with a first
 * shipping method at this price (toman, its owner's to change); a real estate agency and a car showroom show what
 * they have and are visited, so they start without online sale (its owner may turn it on).
 */
export const SELLS_ONLINE_BY_DEFAULT: Record<BoothType, boolean> = {
  [BoothType.shop]: true,
  [BoothType.jewelry]: true,
  [BoothType.realEstate]: false,
  [BoothType.autoExpo]: false,
};
export const FIRST_SHIPPING_PRICE = 50_000;
