import { z } from 'zod';
import { BoothType } from '../enums/listing.ts';
import { ActiveStatus } from '../enums/status.ts';
import { toAsciiDigits } from '../format/number.ts';
import { FIRST_PAGE, MAX_PAGE_SIZE, PAGE_SIZE } from '../rules/pagination.ts';
import { UNBUYABLE_REASONS } from '../rules/pricing.ts';
import { enumSchema } from './enum-schema.ts';
import { ID_MAX, idSchema, jsonIdSchema, OptionalIdSchema } from './id.schema.ts';
import { ListingImageSchema } from './listing.schema.ts';
import { cursorPageOf, pageOf } from './page.schema.ts';

// A booth's products (spec: Product, Pricing variant, Feature). Price, count and discount come from the selected
// pricing variant when the product has variants; each booth type adds its own fields (declared below, once).

/** The most a price may be (toman), as for ads: far above any real item, inside JSON's safe integers. */
export const MAX_PRICE = 10_000_000_000_000;
export const MAX_COUNT = 1_000_000;
export const MAX_PRODUCT_IMAGES = 10;
export const MAX_VARIANTS = 50;
export const MAX_FEATURES = 40;

/** A number as JSON or typed in a form: Persian digits and separators welcome; empty is the default. */
const typed = (value: unknown) =>
  typeof value === 'string'
    ? toAsciiDigits(value)
        .replace(/[,٬\s]/g, '')
        .replace('٫', '.') || undefined
    : value;
const wholeIn = (min: number, max: number, message: string, fallback?: number) => {
  const base = z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
  return z.preprocess(typed, fallback === undefined ? base : base.default(fallback));
};
const price = () => wholeIn(0, MAX_PRICE, 'priceInvalid', 0);
const count = () => wholeIn(0, MAX_COUNT, 'countInvalid', 0);
const discount = () => wholeIn(0, 100, 'discountInvalid', 0);
const text = (max: number) => z.string().trim().max(max, 'tooLong').default('');

/** A list as JSON text (as the spec sends lists) or a JSON array. */
function jsonList<T extends z.ZodType>(item: T, max: number) {
  return z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      if (value.trim() === '') return [];
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return value;
      }
    },
    z.array(item).max(max, 'tooMany'),
  );
}

/** A pricing variant as written: `id` keeps an existing variant of this product (another product's is refused). */
export const PricingVariantWriteSchema = z.object({
  id: jsonIdSchema().optional(),
  sizeTitle: text(40),
  colorTitle: text(40),
  colorValue: z
    .string()
    .trim()
    .regex(/^(#[0-9a-fA-F]{6})?$/, 'invalid')
    .default(''),
  price: price(),
  count: count(),
  discount: discount(),
  /** A gold-priced item's variant (a ring's size): its own weight in grams and karat; 0 or left out, the item's. */
  weight: z.preprocess(
    typed,
    z.coerce.number({ error: 'invalid' }).min(0, 'invalid').max(10_000, 'invalid').default(0),
  ),
  karat: z.preprocess(
    typed,
    z.coerce
      .number({ error: 'invalid' })
      .pipe(z.union([z.literal(0), z.literal(18), z.literal(21), z.literal(24)], { error: 'invalid' }))
      .default(0),
  ),
});

export const FeatureWriteSchema = z.object({
  key: z.string().trim().min(1, 'required').max(60, 'tooLong'),
  value: text(200),
  icon: text(40),
  price: price(),
  groupId: z.coerce.number().int().min(0).max(1000).default(0),
  groupedTitle: text(60),
  checked: z.boolean().default(false),
  important: z.boolean().default(false),
});

/** What a booth manager writes of any product (each booth type adds its fields: PRODUCT_KIND_FIELDS). */
export const ProductWriteSchema = z.object({
  general_sub_sub_category_id: idSchema({ blank: 'required', type: 'required' }),
  /** The booth's own shelf (one of its categories or sub categories); none when left out. */
  booth_category_id: OptionalIdSchema,
  title: z.string().trim().min(3, 'titleRequired').max(120, 'tooLong'),
  description: text(5000),
  barcode: text(40),
  price: price(),
  count: count(),
  discount: discount(),
  status: z.preprocess(
    (value) => (typeof value === 'string' && value !== '' ? Number(value) : value),
    enumSchema(ActiveStatus).default(ActiveStatus.active),
  ),
  tags: jsonList(z.union([jsonIdSchema(), z.string().trim().min(1).max(40)]), 10).default([]),
  images: jsonList(z.object({ id: jsonIdSchema() }), MAX_PRODUCT_IMAGES).default([]),
  features: jsonList(FeatureWriteSchema, MAX_FEATURES).default([]),
  pricing: jsonList(PricingVariantWriteSchema, MAX_VARIANTS).default([]),
  /** Which variant is selected (shown first, its price is the product's): its place in `pricing`. */
  pricingSelectedIndex: wholeIn(0, MAX_VARIANTS - 1, 'invalid', 0),
});
export type ProductWrite = z.output<typeof ProductWriteSchema>;

const decimalIn = (min: number, max: number) =>
  z.preprocess(typed, z.coerce.number({ error: 'invalid' }).min(min, 'invalid').max(max, 'invalid'));

/**
 * Each booth type's own product fields, declared once (the differences, not copies of the form): a shop item has
 * none; a jewelry item its weight, karat, making charge and profit (its price follows the gold price); a flat its
 * deal, area, rooms, floor, year built, deposit, rent and amenities; a car its brand, model, year, mileage, gearbox,
 * fuel, colour, body condition and plate city.
 */
export const PRODUCT_KIND_FIELDS = {
  shop: z.object({}),
  jewelry: z.object({
    weight: decimalIn(0.001, 10_000),
    karat: z.preprocess(
      typed,
      z.coerce
        .number()
        .pipe(z.union([z.literal(18), z.literal(21), z.literal(24)]))
        .default(18),
    ),
    makingCharge: decimalIn(0, 100).default(0),
    profit: decimalIn(0, 100).default(0),
  }),
  realEstate: z.object({
    dealType: z.enum(['sale', 'rent', 'mortgage'], { error: 'required' }),
    area: wholeIn(1, 1_000_000, 'invalid'),
    rooms: wholeIn(0, 50, 'invalid', 0),
    floor: z.preprocess(typed, z.coerce.number().int('invalid').min(-5, 'invalid').max(200, 'invalid').default(0)),
    yearBuilt: wholeIn(0, 1500, 'invalid', 0),
    deposit: price(),
    rent: price(),
    amenities: jsonList(z.string().trim().min(1).max(40), 20).default([]),
  }),
  autoExpo: z.object({
    brand: z.string().trim().min(1, 'required').max(40, 'tooLong'),
    model: z.string().trim().min(1, 'required').max(60, 'tooLong'),
    year: wholeIn(1300, 1500, 'invalid'),
    mileage: wholeIn(0, 5_000_000, 'invalid', 0),
    gearbox: z.enum(['manual', 'automatic']).default('manual'),
    fuel: z.enum(['petrol', 'diesel', 'hybrid', 'electric', 'cng']).default('petrol'),
    color: text(30),
    bodyCondition: text(120),
    plateCity: text(40),
  }),
} as const satisfies Record<BoothType, z.ZodObject>;

/**
 * Every kind's fields, each optional: the documented body; the booth's own kind is then checked strictly. Spelled
 * kind by kind (shop adds none) so the body keeps each field's type for its writers (the web's typed client).
 */
export const ProductBodySchema = ProductWriteSchema.extend(PRODUCT_KIND_FIELDS.jewelry.partial().shape)
  .extend(PRODUCT_KIND_FIELDS.realEstate.partial().shape)
  .extend(PRODUCT_KIND_FIELDS.autoExpo.partial().shape);

export const PricingVariantSchema = z
  .object({
    id: z.number().int(),
    sizeTitle: z.string(),
    colorTitle: z.string(),
    colorValue: z.string(),
    price: z.number().int(),
    count: z.number().int(),
    discount: z.number().int(),
    /** The price after its discount (rounded down). */
    finalPrice: z.number().int(),
    /** A gold-priced item's variant: its own weight in grams and karat (0: the item's); its price follows them. */
    weight: z.number(),
    karat: z.number().int(),
  })
  .meta({ id: 'PricingVariant' });
export type PricingVariant = z.infer<typeof PricingVariantSchema>;

export const FeatureSchema = z
  .object({
    id: z.number().int(),
    key: z.string(),
    value: z.string(),
    icon: z.string(),
    price: z.number().int(),
    groupId: z.number().int(),
    groupedTitle: z.string(),
    checked: z.boolean(),
    important: z.boolean(),
  })
  .meta({ id: 'Feature' });
export type Feature = z.infer<typeof FeatureSchema>;

const RefSchema = z.object({ id: z.number().int(), title: z.string(), slug: z.string() });

/** A product as the API answers it (spec: Product), with what its page shows of its booth. */
export const ProductSchema = z
  .object({
    id: z.number().int(),
    booth: z.object({
      id: z.number().int(),
      name: z.string(),
      title: z.string(),
      type: enumSchema(BoothType),
      logo: z.string(),
      authLevel: z.number().int(),
      activeSale: z.number().int(),
      active: z.number().int(),
      city: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).nullable(),
    }),
    generalCategory: RefSchema.nullable(),
    generalSubCategory: RefSchema.nullable(),
    generalSubSubCategory: RefSchema.nullable(),
    /** The booth's own shelf it is on (spec: Product.subCategory). */
    boothCategory: z.object({ id: z.number().int(), title: z.string() }).nullable(),
    title: z.string(),
    image: z.string(),
    images: z.array(ListingImageSchema),
    /** Price, count and discount: the selected variant's when there are variants (spec). */
    price: z.number().int(),
    count: z.number().int(),
    discount: z.number().int(),
    /** The price after the discount, rounded down. */
    finalPrice: z.number().int(),
    pricingSelectedId: z.number().int().nullable(),
    views: z.number().int(),
    barcode: z.string(),
    description: z.string(),
    isFavorite: z.boolean(),
    status: enumSchema(ActiveStatus),
    /**
     * Buyable online: shown, its booth sells online, ships and is open, price > 0 and count > 0 (domain pricing.ts).
     */
    buyable: z.boolean(),
    /** Why it cannot be bought online, the seller's part first (empty when buyable; issue 35 #7). */
    unbuyableReasons: z.array(z.enum(UNBUYABLE_REASONS)),
    availability: z.enum(['available', 'unavailable']),
    tags: z.array(z.object({ id: z.number().int(), title: z.string() })),
    features: z.array(FeatureSchema),
    pricing: z.array(PricingVariantSchema),
    /** The booth type's own fields (a jewelry item's weight, a flat's area...). */
    attributes: z.record(z.string(), z.unknown()),
    registerDate: z.string(),
  })
  .meta({ id: 'Product' });
export type Product = z.infer<typeof ProductSchema>;

/** Sorts of a product list (spec: newest, cheapest, most discounted, most viewed). */
export const ProductSort = z.enum(['newest', 'cheapest', 'discount', 'views']);
export type ProductSort = z.infer<typeof ProductSort>;

/**
 * Where a product list continues (ADR 0059), as `nextCursor` gave it: newest first, the last product's id ("812");
 * in the other sorts, the last product's sort value and id ("15_812": discount 15 %, id 812), so the next page starts
 * exactly after it in the sort's index, however deep, even when views or prices have moved since.
 */
export interface ProductCursor {
  /** The last product's price, discount or views (the sort's key); absent newest first. */
  value?: number;
  id: number;
}

/** A product cursor as text: "id" or "value_id" (digits only); which one the sort wants is checked with the sort. */
const ProductCursorTextSchema = z
  .string()
  .regex(/^(\d{1,16}_)?\d{1,10}$/, 'cursorInvalid')
  .transform((text, ctx): ProductCursor => {
    const [first = '', second] = text.split('_');
    const id = Number(second ?? first);
    const value = second === undefined ? undefined : Number(first);
    if (id < 1 || id > ID_MAX || (value !== undefined && !Number.isSafeInteger(value))) {
      ctx.addIssue({ code: 'custom', message: 'cursorInvalid' });
      return z.NEVER;
    }
    return value === undefined ? { id } : { value, id };
  });

/** The cursor of the product after which a list continues, in its sort (the inverse of ProductCursorTextSchema). */
export function productCursorText(
  sort: ProductSort,
  product: { id: number; price: number; discount: number; views: number },
) {
  if (sort === 'newest') return String(product.id);
  const value = sort === 'cheapest' ? product.price : sort === 'discount' ? product.discount : product.views;
  return `${value}_${product.id}`;
}

/** Query of a product list: by category level (slug), city, a search text, sort, and page or cursor. */
export const ProductListQuerySchema = z
  .object({
    category: z.string().max(120).optional(),
    subCategory: z.string().max(120).optional(),
    subSubCategory: z.string().max(120).optional(),
    city: z.string().max(80).optional(),
    booth: z.string().max(40).optional(),
    /** With `booth`: one of its shelves (a category takes in its sub categories). */
    shelf: OptionalIdSchema,
    q: z.string().max(100).optional(),
    sort: ProductSort.default('newest'),
    /** Where to start by page number (an offset: slow when deep); the list continues by `cursor` (ADR 0117). */
    page: z.coerce.number().int().min(FIRST_PAGE).max(10_000).default(FIRST_PAGE),
    perPage: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
    /** Where the previous page ended (its `nextCursor`): keyset paging in any sort. */
    cursor: ProductCursorTextSchema.optional(),
  })
  .superRefine((query, ctx) => {
    // A cursor of another sort (an id newest first, "value_id" otherwise) would continue the wrong list.
    if (query.cursor !== undefined && (query.cursor.value === undefined) !== (query.sort === 'newest')) {
      ctx.addIssue({ code: 'custom', message: 'cursorInvalid', path: ['cursor'] });
    }
  });
export type ProductListQuery = z.output<typeof ProductListQuerySchema>;

/** A page of public product browsing, continued by `cursor` (ADR 0059, 0117): not counted. */
export const ProductCursorPageSchema = cursorPageOf(ProductSchema, z.string());

/** A counted page of products: a booth's own list in its panels, a user's favorites (ADR 0117). */
export const ProductPageSchema = pageOf(ProductSchema);
