import { z } from 'zod';
import { ListingListQuerySchema } from '@shahrbazar/domain/api/listing.schema';
import { listingsTag } from '@shahrbazar/domain/api/kept-page';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import { keptSharedValueBy } from '../../http/answer-cache.ts';
import { requestLocale } from '../../http/locale.ts';
import { compiledResponse } from '../../http/serializer.ts';
import type { App, AppDeps } from '../../http/types.ts';
import { browseListings } from './listing-browse.service.ts';
import { callerFavoritesAmong, markedCards } from './listing-marks.ts';
import type { VerticalRegistry } from './listing.mapper.ts';
import { verticalItemSchema } from './vertical.routes.ts';

/** At most this many listings in each of a row's two parts. */
const MAX_ROW = 12;

/**
 * The home page's rows in one answer (issue 32): for each vertical named, its special listings and its newest, in a
 * city, as its public list answers them (`/api/v1/{vertical}?special=true&perPage=N` and `?perPage=N`). A home page
 * made ten calls for them, each a whole request in this process (~0.5 ms of CPU apiece); now one. Which verticals a
 * home page shows is the page's to say (the web's registry marks them), in its order.
 */
export function homeRowsRoutes(app: App, deps: AppDeps, registry: VerticalRegistry): void {
  const db = deps.database.db;
  const verticals = [...registry.values()];
  const keys = verticals.map((vertical) => vertical.key) as [string, ...string[]];
  const Query = z.object({
    verticals: z
      .string()
      .max(200)
      .transform((text) => text.split(','))
      .pipe(z.array(z.enum(keys)).min(1).max(keys.length)),
    city: ListingListQuerySchema.shape.city,
    perPage: z.coerce.number().int().min(1).max(MAX_ROW).default(4),
  });
  const Rows = z.object(
    Object.fromEntries(
      verticals.map((vertical) => {
        const Item = verticalItemSchema(vertical);
        return [vertical.key, z.object({ special: z.array(Item), latest: z.array(Item) }).optional()];
      }),
    ),
  );
  // Written by the compiled serializer in production, as the lists are (serializer.ts).
  const Answer = compiledResponse(z.object({ rows: Rows }));
  type Query = z.output<typeof Query>;
  type Row = Awaited<ReturnType<typeof browseListings>>['items'];
  const shows = verticals.map((vertical) => listingsTag(vertical.key));

  // The rows as everyone sees them, kept by address and locale as a visitor's answer is and dropped by the writes that
  // drop the verticals' lists; a signed-in caller's marks go on a copy (listing-marks.ts).
  const sharedRows = keptSharedValueBy(
    app.answerCache,
    { tags: shows },
    ({ url, locale }: { url: string; query: Query; locale: Locale }) => `${locale} ${url}`,
    async ({ query, locale }) => {
      const read = (key: string, special: boolean) => {
        const vertical = registry.get(key)!;
        const list = ListingListQuerySchema.parse({
          perPage: query.perPage,
          city: query.city,
          ...(special ? { special: 'true' } : {}),
        });
        return browseListings(db, registry, vertical, list, { locale }).then((page) => page.items);
      };
      const rows = await Promise.all(
        [...new Set(query.verticals)].map(async (key) => {
          const [special, latest] = await Promise.all([read(key, true), read(key, false)]);
          return [key, { special, latest }] as const;
        }),
      );
      return Object.fromEntries(rows) as Record<string, { special: Row; latest: Row }>;
    },
  );

  app.get(
    '/api/v1/home/listings',
    {
      config: { access: 'public', anonymousCache: { tags: shows } },
      schema: {
        tags: ['listings'],
        summary: "The home page's rows: each named vertical's special and newest listings in a city",
        querystring: Query,
        response: { 200: Answer },
      },
    },
    async (request) => {
      const rows = await sharedRows({ url: request.url, query: request.query, locale: requestLocale(request) });
      const auth = request.auth;
      if (!auth) return { rows };
      // A signed-in caller reads the same copy with their own marks (favourites: one read for the whole page).
      const ids = Object.values(rows).flatMap((row) => [...row.special, ...row.latest].map((card) => card.id));
      const favorites = await callerFavoritesAmong(db, auth, ids);
      const userId = auth.user.id;
      const marked = Object.fromEntries(
        Object.entries(rows).map(([key, row]) => [
          key,
          { special: markedCards(row.special, userId, favorites), latest: markedCards(row.latest, userId, favorites) },
        ]),
      );
      return { rows: marked };
    },
  );
}
