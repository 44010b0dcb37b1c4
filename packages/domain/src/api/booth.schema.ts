import { z } from 'zod';
import { BoothType } from '../enums/listing.ts';
import { toAsciiDigits } from '../format/number.ts';
import { boothNameProblem, normalizeBoothName } from '../rules/booth.ts';
import { isValidNationalCode } from '../rules/identity-numbers.ts';
import { enumSchema } from './enum-schema.ts';
import { OptionalIdSchema } from './id.schema.ts';
import { ShippingWriteSchema } from './order.schema.ts';

// A booth's own fields (spec: Booth), merged by the listing core into its listing's write body and answer: the core
// holds the owner, city, sub category, package, title, description, images, tags and location.

/** A 0/1 switch as JSON or a form sends it ('1', 'on', true). */
const flag = (fallback: 0 | 1) =>
  z.preprocess(
    (value) => {
      if (value === true || value === 'on' || value === 'true' || value === '1' || value === 1) return 1;
      if (value === false || value === 'off' || value === 'false' || value === '0' || value === 0) return 0;
      return value;
    },
    z.union([z.literal(0), z.literal(1)]).default(fallback),
  );

/** A whole number typed with Persian digits or separators. */
const whole = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? toAsciiDigits(value).replace(/[,٬\s]/g, '') || undefined : value),
    z.coerce.number().int('invalid').min(0, 'invalid').max(max, 'invalid').default(0),
  );

const text = (max: number) => z.string().trim().max(max, 'tooLong').default('');

/** The booth's address segment: Latin slug rules (domain rules/booth.ts), lower-cased. */
export const BoothNameSchema = z.preprocess(
  (value) => (typeof value === 'string' ? normalizeBoothName(value) : value),
  z
    .string({ error: 'required' })
    .min(1, 'required')
    .superRefine((name, ctx) => {
      const problem = boothNameProblem(name);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
);

/**
 * What an owner writes of a booth beyond the core. Registration (spec) sends type, name, userName and nationalCode
 * with the core's city_id, package_id, general_sub_category_id and title; the booth manager's details form sends the
 * rest. userName and nationalCode are asked at registration only (the API requires them when a booth is created).
 */
export const BoothWriteSchema = z.object({
  type: enumSchema(BoothType),
  name: BoothNameSchema,
  userName: z.string().trim().max(80, 'tooLong').optional(),
  nationalCode: z.preprocess(
    (value) => (typeof value === 'string' ? toAsciiDigits(value.trim()) || undefined : value),
    z
      .string()
      .refine((code) => isValidNationalCode(code), 'nationalCodeInvalid')
      .optional(),
  ),
  subTitle: text(120),
  region: text(80),
  address: text(300),
  phone: z.preprocess(
    (value) => (typeof value === 'string' ? toAsciiDigits(value) : value),
    z
      .string()
      .trim()
      .regex(/^[0-9+\-\s]{0,20}$/, 'invalid')
      .default(''),
  ),
  activityTime: text(120),
  paymentMethod: text(120),
  senderTime: text(120),
  message: text(300),
  activeSale: flag(0),
  activeChat: flag(1),
  /** Open (1) or closed (0). */
  active: flag(1),
  tax: whole(100),
  extraProfit: whole(100),
  minimumPurchase: whole(10_000_000_000),
  instagram: text(80),
  telegram: text(80),
  website: text(200),
  whatsapp: text(20),
  /** Uploaded images of the owner (POST /api/v1/files), by id; left out to keep the current one. */
  logo: OptionalIdSchema,
  headerImage: OptionalIdSchema,
  /**
   * Registration only (issue 35 #7): the booth's first shipping method, added with it, so that a booth that sells
   * online can be bought from at once; later ones are managed at /me/booth/{id}/shipping. Ignored on edit.
   */
  shipping: ShippingWriteSchema.pick({ title: true, price: true, priceConditionFree: true }).optional(),
});
export type BoothWrite = z.output<typeof BoothWriteSchema>;

/** A booth's own fields in its answer (spec: Booth). */
export const BoothFieldsSchema = z.object({
  type: enumSchema(BoothType),
  name: z.string(),
  userName: z.string(),
  subTitle: z.string(),
  logo: z.string(),
  headerImage: z.string(),
  region: z.string(),
  address: z.string(),
  phone: z.string(),
  activityTime: z.string(),
  paymentMethod: z.string(),
  senderTime: z.string(),
  message: z.string(),
  activeSale: z.number().int(),
  activeChat: z.number().int(),
  active: z.number().int(),
  tax: z.number().int(),
  extraProfit: z.number().int(),
  minimumPurchase: z.number().int(),
  score: z.number(),
  authLevel: z.number().int(),
  authMessage: z.string(),
  instagram: z.string(),
  telegram: z.string(),
  website: z.string(),
  whatsapp: z.string(),
  productCount: z.number().int(),
  /** Its active shipping methods: without one, nothing of it can be bought online (issue 35 #7). */
  shippingMethods: z.number().int(),
});
export type BoothFields = z.infer<typeof BoothFieldsSchema>;
