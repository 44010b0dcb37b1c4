import { productPath } from '@shahrbazar/domain/rules/booth';
import type { VerticalFavorites } from '../../lib/listings/vertical-favorites.server.ts';
import { imageView } from '../../lib/listings/view.server.ts';
import { productHighlight } from './products/product-view.server.ts';

/** A booth's products are not listings: their favorites come from their own list (the latest 50). */
export const favorites: VerticalFavorites = {
  title: 'boothMore.favorites.products',
  load: async (api, locale) => {
    const answer = await api.GET('/api/v1/me/favorites/products', { params: { query: { perPage: 50 } } });
    return answer.items.map((product) => ({
      id: product.id,
      title: product.title,
      href: productPath(product.booth.name, product.booth.type, product.id),
      highlight: productHighlight(product, locale),
      image: imageView(product.images[0], 'thumb').src,
      meta: product.booth.title,
    }));
  },
  remove: (api, productId) =>
    api.DELETE('/api/v1/me/favorites/products/{productId}', { params: { path: { productId } } }),
};
