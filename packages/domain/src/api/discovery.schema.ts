import { z } from 'zod';
import { ListingSchema } from './listing.schema.ts';
import { IdSchema, OptionalIdSchema } from './id.schema.ts';
import { TagSchema } from './catalogue.schema.ts';

// Discovery (the city map, public profiles): what /map and /profile/{id} read.

const latitude = z.coerce.number().min(-90, 'invalid').max(90, 'invalid');
const longitude = z.coerce.number().min(-180, 'invalid').max(180, 'invalid');

/**
 * The city map's question: a city (slug or id) and optionally a box, a vertical and a category. Without a box the
 * answer is the city's own box; a box wider than the map allows is clamped (rules/map-area.ts), never refused.
 */
export const MapQuerySchema = z.object({
  city: z.string().trim().max(80).optional(),
  vertical: z
    .string()
    .trim()
    .regex(/^[a-zA-Z]{1,30}$/, 'invalid')
    .optional(),
  category: OptionalIdSchema,
  minLat: latitude.optional(),
  minLng: longitude.optional(),
  maxLat: latitude.optional(),
  maxLng: longitude.optional(),
});

const PointSchema = z.object({ latitude: z.number(), longitude: z.number() });

export const MapItemSchema = z
  .object({
    id: z.number().int(),
    vertical: z.string(),
    title: z.string(),
    /** Its public page on this site. */
    path: z.string(),
    image: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    category: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  })
  .meta({ id: 'MapItem' });
export type MapItem = z.infer<typeof MapItemSchema>;

export const MapAnswerSchema = z
  .object({
    city: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).nullable(),
    /** Where the map opens (the city's centre, else the spec's default point). */
    centre: PointSchema,
    box: z.object({ minLat: z.number(), minLng: z.number(), maxLat: z.number(), maxLng: z.number() }),
    /** Whether the box asked for was larger than allowed and was shrunk around its centre. */
    clamped: z.boolean(),
    /** Whether more listings are in the box than the answer carries (zoom in to see them all). */
    more: z.boolean(),
    /** The tile server (MAP_TILE_URL), or null: draw without tiles. */
    tiles: z.object({ url: z.string(), attribution: z.string() }).nullable(),
    items: z.array(MapItemSchema),
  })
  .meta({ id: 'MapAnswer' });
export type MapAnswer = z.infer<typeof MapAnswerSchema>;

/** A user's public face (spec: /profile/{id}): never their mobile unless displayMobile allows, never their e-mail. */
export const PublicProfileSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    avatar: z.string(),
    verified: z.boolean(),
    /** The mobile, only when the user's displayMobile allows it. */
    mobile: z.string().nullable(),
    registerDate: z.string(),
    /** Their live listings of every vertical, newest first (booths among them). */
    listings: z.array(ListingSchema.loose()),
    /** Whether they have more live listings than shown. */
    more: z.boolean(),
  })
  .meta({ id: 'PublicProfile' });
export type PublicProfile = z.infer<typeof PublicProfileSchema>;

/** A tag's listings page: after the last id shown ("more"), newest first. */
/**
 * A tag's listings: after the listing `cursor`, and in one city (its id or slug, the visitor's chosen city; left out
 * or -1 for all cities).
 */
export const TagListingsQuerySchema = z.object({
  cursor: IdSchema.optional(),
  city: z.preprocess(
    (value) => (value === '' || value === '-1' ? undefined : value),
    z.string().trim().max(80, 'tooLong').optional(),
  ),
});

export const TagSlugParamsSchema = z.object({ slug: z.string().trim().min(1).max(120) });

/** The live listings of every vertical that carry a tag (its page, /tags/{slug}, beside its posts). */
export const TagListingsSchema = z
  .object({
    tag: TagSchema,
    items: z.array(ListingSchema.loose()),
    /** The cursor of the next page, or null when this is the last. */
    nextCursor: z.number().int().nullable(),
  })
  .meta({ id: 'TagListings' });
export type TagListings = z.infer<typeof TagListingsSchema>;
