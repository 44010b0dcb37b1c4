import type { Crumb } from './types.ts';
import type { VerticalListing } from './define-vertical.ts';

// schema.org items of the listing pages (ADR 0043): one mapping of the listing core's fields (name, description,
// address, picture, place, contact) for every vertical, which a vertical picks by declaring its type, plus what only
// it knows (an ad's offer, a job's salary). A new vertical's item is one line in its declaration:
//   structuredData: schemaOrg('Attorney'),

/** The schema.org types the listing pages use; the business ones carry an address, a place and a telephone. */
export type ListingSchemaType =
  | 'Product'
  | 'LocalBusiness'
  | 'Store'
  | 'ProfessionalService'
  | 'Physician'
  | 'MedicalClinic'
  | 'Attorney'
  | 'LegalService'
  | 'JobPosting';

const BUSINESS: ReadonlySet<ListingSchemaType> = new Set([
  'LocalBusiness',
  'Store',
  'ProfessionalService',
  'Physician',
  'MedicalClinic',
  'Attorney',
  'LegalService',
]);

/** Where the item is shown: its absolute address and picture. */
export interface StructuredPage {
  url: string;
  image: string;
}

/** What a vertical adds to the core's mapping, or a type chosen per listing (a doctor's office or a clinic). */
export type StructuredExtra = (
  listing: VerticalListing,
  page: StructuredPage,
) => Record<string, unknown> & { '@type'?: ListingSchemaType };

const text = (listing: VerticalListing, ...names: string[]): string => {
  for (const name of names) {
    const value = listing[name];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return '';
};

/** Iran's prices are in rials for search engines (ISO 4217 has no toman): a whole toman is ten rials. */
export function rialsOf(toman: number): number {
  return toman * 10;
}

/** A listing's postal address: its street address when it has one, its city, Iran. */
function addressOf(listing: VerticalListing) {
  const street = text(listing, 'address');
  return {
    '@type': 'PostalAddress',
    ...(street ? { streetAddress: street } : {}),
    ...(listing.city ? { addressLocality: listing.city.name } : {}),
    addressCountry: 'IR',
  };
}

/** A chosen point (0, 0 means none was chosen). */
function geoOf(listing: VerticalListing) {
  const { latitude, longitude } = listing.location;
  return latitude === 0 && longitude === 0 ? {} : { geo: { '@type': 'GeoCoordinates', latitude, longitude } };
}

/**
 * The schema.org item of a listing's page as `type`: the core's mapping, then the vertical's own properties (which
 * win). A business type gets its address, place and public telephone; a job posting its date and place of work.
 */
export function listingLd(
  type: ListingSchemaType,
  listing: VerticalListing,
  page: StructuredPage,
  own: Record<string, unknown> = {},
): Record<string, unknown> {
  const item: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': type,
    name: listing.title,
    url: page.url,
    image: page.image,
    ...(listing.description ? { description: listing.description } : {}),
  };
  if (BUSINESS.has(type)) {
    const telephone = text(listing, 'callNumber', 'phone');
    Object.assign(item, { address: addressOf(listing), ...geoOf(listing), ...(telephone ? { telephone } : {}) });
  }
  if (type === 'JobPosting') {
    Object.assign(item, {
      title: listing.title,
      // A job posting's description is required; the title stands in for an empty one.
      description: listing.description || listing.title,
      datePosted: listing.registerDate,
      jobLocation: { '@type': 'Place', address: addressOf(listing), ...geoOf(listing) },
    });
  }
  return { ...item, ...own };
}

/**
 * A vertical's `structuredData` declaration: its schema.org type and, optionally, its own properties (which may name
 * another type for one listing).
 */
export function schemaOrg(type: ListingSchemaType, extra?: StructuredExtra) {
  return (listing: VerticalListing, page: StructuredPage): Record<string, unknown> => {
    const own = extra ? extra(listing, page) : {};
    return listingLd(own['@type'] ?? type, listing, page, own);
  };
}

/** schema.org Offer of a price in toman (0: negotiable, an offer without a price). */
export function offerLd(toman: number, url: string, inStock = true) {
  return {
    '@type': 'Offer',
    url,
    priceCurrency: 'IRR',
    ...(toman > 0 ? { price: rialsOf(toman) } : {}),
    availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
  };
}

/**
 * schema.org BreadcrumbList of a page's visible trail: each crumb's absolute address, the page itself (the last,
 * without a link) at `current`.
 */
export function trailLd(origin: string, trail: readonly Crumb[], current: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: new URL(crumb.href ?? current, origin).href,
    })),
  };
}
