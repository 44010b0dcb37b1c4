import { z } from 'zod';
import { ContentStatus } from '../enums/content.ts';
import { enumSchema } from './enum-schema.ts';
import { idSchema } from './id.schema.ts';

// The city tour (spec: /cityTour; ADR 0043): a tour the back office composes per city, an ordered list of stops; a
// stop is a listing of any section (an ad, a booth, a doctor...) or a place with its own picture, text and point.

/** The most stops one tour has. */
export const MAX_TOUR_STOPS = 20;

export const TourStopKind = ['listing', 'place'] as const;
export type TourStopKind = (typeof TourStopKind)[number];

/** A picture: an uploaded file's address on this site (/images/...) or an http(s) address; empty for none. */
const pictureField = z
  .string()
  .trim()
  .max(500, 'tooLong')
  .refine((value) => value === '' || /^\/images\/[^\s"'<>]+$/.test(value) || /^https?:\/\/[^\s"'<>]+$/.test(value), {
    message: 'invalid',
  })
  .default('');

const coordinate = (limit: number) => z.coerce.number().min(-limit, 'invalid').max(limit, 'invalid');

/**
 * A stop as the back office writes it: a listing by its id or slugId (its title and point are the listing's, its
 * picture too unless the tour gives one; the text is the tour's words about it), or a place with a title, text,
 * picture and point of its own.
 */
export const TourStopWriteSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('listing'),
    listing: z
      .string()
      .trim()
      .regex(/^(\d{1,9}|[A-Za-z0-9]{4,16})$/, 'invalid'),
    text: z.string().trim().max(1000, 'tooLong').default(''),
    image: pictureField,
  }),
  z.object({
    kind: z.literal('place'),
    title: z.string().trim().min(2, 'titleRequired').max(120, 'tooLong'),
    text: z.string().trim().max(1000, 'tooLong').default(''),
    image: pictureField,
    latitude: coordinate(90),
    longitude: coordinate(180),
  }),
]);
export type TourStopWrite = z.input<typeof TourStopWriteSchema>;

export const CityTourWriteSchema = z
  .object({
    city_id: idSchema({ blank: 'required' }),
    title: z.string().trim().min(3, 'titleRequired').max(150, 'tooLong'),
    description: z.string().trim().max(1000, 'tooLong').default(''),
    status: enumSchema(ContentStatus).default(ContentStatus.published),
    /** The stops in the order of the tour. */
    stops: z.array(TourStopWriteSchema).min(1, 'required').max(MAX_TOUR_STOPS, 'tooMany'),
  })
  .meta({ id: 'CityTourWrite' });
export type CityTourWrite = z.input<typeof CityTourWriteSchema>;

const CitySchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });

/** A stop as the public page shows it (a listing's own title, picture, place and address, resolved). */
export const TourStopSchema = z.object({
  position: z.number().int(),
  kind: z.enum(TourStopKind),
  title: z.string(),
  text: z.string(),
  image: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** The listing's page on this site; null for a place. */
  path: z.string().nullable(),
  /** The listing's section (ads, booth...); null for a place. */
  vertical: z.string().nullable(),
});
export type TourStop = z.infer<typeof TourStopSchema>;

export const CityTourSchema = z
  .object({
    id: z.number().int(),
    city: CitySchema.nullable(),
    title: z.string(),
    description: z.string(),
    status: enumSchema(ContentStatus),
    stops: z.array(TourStopSchema),
    registerDate: z.string(),
  })
  .meta({ id: 'CityTour' });
export type CityTour = z.infer<typeof CityTourSchema>;

/** The public page's answer: the city's newest published tour, or null when it has none. */
export const CityTourAnswerSchema = z
  .object({
    tour: CityTourSchema.nullable(),
    /** The map's tile server (MAP_TILE_URL), or null: the route is drawn without tiles. */
    tiles: z.object({ url: z.string(), attribution: z.string() }).nullable(),
  })
  .meta({ id: 'CityTourAnswer' });
export type CityTourAnswer = z.infer<typeof CityTourAnswerSchema>;

export const CityTourQuerySchema = z.object({ city: z.string().trim().max(80).optional() });

/** A tour as the back office edits it: its stops as written (a listing by the id or slugId given). */
export const ManagerCityTourSchema = z
  .object({
    id: z.number().int(),
    city: CitySchema.nullable(),
    title: z.string(),
    description: z.string(),
    status: enumSchema(ContentStatus),
    stops: z.array(
      z.object({
        kind: z.enum(TourStopKind),
        listing: z.string(),
        title: z.string(),
        text: z.string(),
        image: z.string(),
        latitude: z.number(),
        longitude: z.number(),
      }),
    ),
    registerDate: z.string(),
  })
  .meta({ id: 'ManagerCityTour' });
export type ManagerCityTour = z.infer<typeof ManagerCityTourSchema>;
