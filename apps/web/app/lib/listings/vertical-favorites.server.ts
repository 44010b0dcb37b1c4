import type { Locale } from '@shahrbazar/domain/i18n/locale';
import type { ApiClient } from '../api-client.ts';

/** One favorite row of the user panel's favorites page: a listing, or a thing of a vertical's own (a product). */
export interface FavoriteRow {
  id: number;
  title: string;
  href: string | null;
  image: string;
  meta: string;
  highlight: string;
}

/**
 * Favorites of a vertical's own things that are not listings (a booth's products), shown on /panel/favorites above
 * the listings' (ADR 0125): the `favorites` export of verticals/<key>/favorites.server.ts.
 */
export interface VerticalFavorites {
  /** The catalogue key of their card's title. */
  title: string;
  /** The rows, on the page's first page (the latest ones). */
  load(api: ApiClient, locale: Locale): Promise<FavoriteRow[]>;
  /** Unmarks one. */
  remove(api: ApiClient, id: number): Promise<unknown>;
}

/** Each vertical's own favorites, by its key (its folder's name), found by the folder listing. */
export const VERTICAL_FAVORITES: ReadonlyMap<string, VerticalFavorites> = new Map(
  Object.entries(
    import.meta.glob<VerticalFavorites>('../../verticals/*/favorites.server.ts', { eager: true, import: 'favorites' }),
  ).map(([file, favorites]) => [file.split('/').at(-2)!, favorites]),
);
