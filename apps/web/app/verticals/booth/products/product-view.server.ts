import type { Product } from '@shahrbazar/domain/api/product.schema';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { formatPrice } from '@shahrbazar/domain/format/price';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import { ActiveStatus } from '@shahrbazar/domain/enums/status';
import { productPath } from '@shahrbazar/domain/rules/booth';
import type { ApiClient } from '../../../lib/api-client.ts';
import { catalogues } from '../../../lib/i18n.server.ts';
import type { ListingCard } from '../../../lib/listings/types.ts';
import { imageView } from '../../../lib/listings/view.server.ts';

/** How many products a booth's page shows before "more". */
export const BOOTH_PRODUCTS = 12;

/** A product's main line: its price after discount in toman («توافقی» for 0), and the discount when there is one. */
export function productHighlight(product: Pick<Product, 'finalPrice' | 'discount'>, locale: Locale): string {
  const price = formatPrice(product.finalPrice, locale);
  if (product.discount <= 0 || product.finalPrice === 0) return price;
  return `${price} (${localizeDigits(product.discount, locale)}٪ ${catalogues[locale].products.off})`;
}

/** A product as a card of a list: picture, title, price, its booth and city. */
export function productCardOf(product: Product, locale: Locale): ListingCard {
  return {
    id: product.id,
    title: product.title,
    href: productPath(product.booth.name, product.booth.type, product.id),
    image: imageView(product.images[0]),
    highlight: productHighlight(product, locale),
    city: product.booth.title,
    date: product.booth.city?.name ?? '',
    special: product.count > 0 ? null : catalogues[locale].products.unavailable,
  };
}

/** A booth's product cards for its page, and where "more" continues (the cursor of the next page). */
export async function boothProductCards(
  api: ApiClient,
  booth: { id: number; name: string },
  locale: Locale,
  url: URL,
  shelf?: number,
): Promise<{ cards: ListingCard[]; moreHref: string | null }> {
  const cursor = Number(url.searchParams.get('cursor'));
  const page = await api.GET('/api/v1/products', {
    params: {
      query: {
        booth: booth.name,
        perPage: BOOTH_PRODUCTS,
        shelf,
        cursor: Number.isInteger(cursor) && cursor > 0 ? String(cursor) : undefined,
      },
    },
  });
  const more = new URLSearchParams(shelf === undefined ? {} : { shelf: String(shelf) });
  if (page.nextCursor !== null) more.set('cursor', String(page.nextCursor));
  return {
    cards: page.items.map((product) => productCardOf(product, locale)),
    moreHref: page.nextCursor === null ? null : `?${more}#booth-products`,
  };
}

/** A product as a row of a panel list (product-rows.tsx), its title leading to `href`. */
export function productRowOf(product: Product, locale: Locale, href: string) {
  const words = catalogues[locale];
  // In the booth type's words: «۲ عدد موجود», a car's «۲ دستگاه موجود», a property «قابل معامله» (issue 29).
  const stockOf = words.booths.types[product.booth.type].stock;
  return {
    id: product.id,
    title: product.title,
    href,
    image: imageView(product.images[0], 'thumb').src,
    price: productHighlight(product, locale),
    stock:
      product.count > 0 ? stockOf.replace('{{n}}', localizeDigits(product.count, locale)) : words.products.unavailable,
    inactive: product.status === ActiveStatus.inactive,
  };
}
