import { data, type AppLoadContext } from 'react-router';
import type { ListingImage } from '@shahrbazar/domain/api/listing.schema';
import { formatJalaliDate } from '@shahrbazar/domain/format/date';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import { catalogues } from '../i18n.server.ts';
import { loadInitialData } from '../initial-data.server.ts';
import { loadPageSeo } from '../seo.server.ts';
import { mediaSrc, NO_PIC_SRC, renditionsSrcSet } from '../media.ts';
import { pathSegment } from '../path-segment.ts';
import type { ApiPath } from '../api-client.ts';
import type { VerticalKey, VerticalListing, WebVertical } from './define-vertical.ts';
import type { CardImage, ImageView, ListingCard } from './types.ts';

// Listings as the pages draw them, prepared on the server (Jalali dates and prices need no code in the browser).

/** An uploaded image's renditions for <img src srcset> (the API's WebP sizes: thumb 240, medium 640, large 1280). */
export function imageView(
  image: ListingImage | undefined,
  preferred: 'thumb' | 'medium' | 'large' = 'medium',
): ImageView {
  if (!image) return { src: NO_PIC_SRC, srcSet: undefined };
  const data = image.data ?? {};
  const widths = { thumb: 240, medium: 640, large: 1280 } as const;
  const sizes = (Object.keys(widths) as Array<keyof typeof widths>).filter((size) => data[size]);
  const srcSet = sizes.map((size) => `${mediaSrc(data[size])} ${widths[size]}w`).join(', ');
  return { src: mediaSrc(data[preferred] ?? image.path), srcSet: srcSet || undefined };
}

/** A card's picture as it travels to the page: the srcset left out when the card can make it (renditionsSrcSet). */
export function cardImage(view: ImageView): CardImage {
  if (view.srcSet && view.srcSet === renditionsSrcSet(view.src)) return { src: view.src, renditions: true };
  return view.srcSet ? view : { src: view.src };
}

/** The address of a listing's page: /{path}/{slug}/{slugId}, or the vertical's own (a booth's /booth/{name}). */
export function detailHref(vertical: WebVertical, listing: { slug: string; slugId: string }): string {
  if (vertical.detailPath)
    return vertical.detailPath(listing as { slug: string; slugId: string } & Record<string, unknown>);
  return `/${vertical.path}/${pathSegment(listing.slug)}/${pathSegment(listing.slugId)}`;
}

/** A Jalali date of an API timestamp («۱ آذر ۱۴۰۵»). */
export function jalaliOf(iso: string, locale: Locale): string {
  return formatJalaliDate(new Date(iso), locale);
}

/** One card of a list: picture, title, the vertical's main line (an ad's price), city and date. */
export function cardOf(vertical: WebVertical, listing: VerticalListing, locale: Locale): ListingCard {
  const words = catalogues[locale].listings.card;
  const special = listing.isSpecial ? listing.specialText || words.special : null;
  const urgent = words.urgent;
  return {
    id: listing.id,
    title: listing.title,
    href: detailHref(vertical, listing),
    image: cardImage(imageView(vertical.cardImage?.(listing) ?? listing.images[0])),
    highlight: vertical.highlight(listing, locale),
    line: vertical.cardLine?.(listing, locale) ?? null,
    city: listing.city?.name ?? '',
    date: jalaliOf(listing.registerDate, locale),
    special,
    urgent: listing.isUrgent && special !== urgent ? urgent : null,
  };
}

/**
 * A page's document title: the page's own words, the site's title separator and the site's title (site settings,
 * else site texts, else the catalogue). The initial data is the root loader's (one API call per page).
 */
export async function documentTitle(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
  title: string,
): Promise<string> {
  const { app } = catalogues[locale];
  const initial = await loadInitialData(request, context).catch(() => undefined);
  const siteTitle = initial?.siteSettings.appTitle || initial?.siteTexts.appTitle || app.title;
  const separator = initial?.siteSettings.titleSeparator || app.titleSeparator;
  return `${title}${separator}${siteTitle}`;
}

/** A vertical's words for its pages: the SEO setting of its section's page type, else the catalogue's. */
export interface SectionSeo {
  /** The page title (the landing's heading): the SEO title, else the section's title. */
  title: string;
  /** The section's crumb in the breadcrumbs: the SEO section title, else the section's title. */
  sectionTitle: string;
  /** The meta description: the SEO meta description, else the section's description. */
  description: string;
  /** The title when shared (og:title): the SEO meta title; '' when not set (the page's title then). */
  shareTitle: string;
}

/**
 * The SEO setting of a vertical's page type (its section: 'ads' for /ads, 'expert' for /expert...), each text
 * falling back to the catalogue's words for the section when the back office left it empty.
 */
export async function sectionSeo(
  request: Request,
  context: AppLoadContext,
  vertical: WebVertical,
  locale: Locale,
): Promise<SectionSeo> {
  const section = catalogues[locale].sections[vertical.section];
  const seo = await loadPageSeo(request, context, vertical.section);
  const or = (text: string, fallback: string) => text.trim() || fallback;
  return {
    title: or(seo.title, section.title),
    sectionTitle: or(seo.sectionTitle, section.title),
    description: or(seo.metaDescription, section.description),
    shareTitle: seo.metaTitle.trim(),
  };
}

/** A meta description from a listing's text: one line, at most about 160 characters, cut at a word. */
export function metaDescription(text: string, fallback: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (!line) return fallback;
  if (line.length <= 160) return line;
  const cut = line.slice(0, 157);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 120))}…`;
}

/** A path the contract serves to GET (a vertical key with no such route fails the type check here). */
type Served<P extends ApiPath<'get'>> = P;

/**
 * The API paths of a vertical as the contract names them (ADR 0118), so calls on them are typed: its public list and
 * detail, the owner's list, one of the owner's listings and its purchases.
 */
export interface VerticalApiPaths {
  list: Served<`/api/v1/${VerticalKey}`>;
  detail: Served<`/api/v1/${VerticalKey}/{slugId}`>;
  mine: Served<`/api/v1/me/${VerticalKey}`>;
  one: Served<`/api/v1/me/${VerticalKey}/{id}`>;
  purchases: Served<`/api/v1/me/${VerticalKey}/{id}/purchases`>;
  /** The owner's status move (POST). */
  status: ApiPath<'post'> & `/api/v1/me/${VerticalKey}/{id}/status`;
}

/** The API paths of a vertical: public list and detail, and the owner's. */
export function apiPaths(vertical: Pick<WebVertical, 'key'>): VerticalApiPaths {
  const { key } = vertical;
  return {
    list: `/api/v1/${key}`,
    detail: `/api/v1/${key}/{slugId}`,
    mine: `/api/v1/me/${key}`,
    one: `/api/v1/me/${key}/{id}`,
    purchases: `/api/v1/me/${key}/{id}/purchases`,
    status: `/api/v1/me/${key}/{id}/status`,
  };
}

/** A catalogue text with its {{placeholders}} filled (loaders word titles before any component renders). */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The page is not found (404): the spec's page-not-found screen. */
export function notFound(): never {
  throw data(null, { status: 404 });
}

/** Set-Cookie remembering the visitor's city (the API's `city` cookie; -1 = all cities), for a year, as /city does. */
export function cityCookie(cityId: number, url: URL): string {
  return `city=${cityId}; Path=/; Max-Age=31536000; SameSite=Lax${url.protocol === 'https:' ? '; Secure' : ''}`;
}
