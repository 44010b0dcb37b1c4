import { z } from 'zod';
import { normalizePostalCode } from '../rules/postal-code.ts';
import { MobileSchema } from './auth.schema.ts';
import { jsonIdSchema } from './id.schema.ts';

// A buyer's address book (issue 35): saved delivery addresses chosen at checkout, each with its recipient, mobile,
// province and city (the geo module's), postal code and an optional point on the map; one of them is the default.

/** How many addresses one person may keep. */
export const ADDRESS_BOOK_MAX = 20;

/** A postal code as typed: ten digits (Persian digits, spaces and dashes accepted), kept as ten Latin digits. */
export const PostalCodeSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .max(30, 'postalCodeInvalid')
  .transform((value, ctx) => {
    const code = normalizePostalCode(value);
    if (!code) ctx.addIssue({ code: 'custom', message: 'postalCodeInvalid' });
    return code ?? value;
  });

/** A latitude or longitude from the map, or none (null, or 0 as the old forms send "not chosen"). */
const coordinate = (max: number) =>
  z.preprocess(
    (value) => (value === '' || value === undefined || value === 0 ? null : value),
    z.number({ error: 'invalid' }).gt(0, 'invalid').max(max, 'invalid').nullable(),
  );

/** A saved address as its owner writes it (POST and PUT /api/v1/me/addresses). */
export const AddressWriteSchema = z
  .object({
    /** What the owner calls it: «خانه», «محل کار». */
    title: z.string({ error: 'required' }).trim().min(1, 'required').max(40, 'tooLong'),
    recipientName: z.string({ error: 'required' }).trim().min(2, 'required').max(80, 'tooLong'),
    mobile: MobileSchema,
    stateId: jsonIdSchema({ type: 'required', blank: 'required' }),
    cityId: jsonIdSchema({ type: 'required', blank: 'required' }),
    address: z.string({ error: 'required' }).trim().min(5, 'required').max(500, 'tooLong'),
    postalCode: PostalCodeSchema,
    latitude: coordinate(90).default(null),
    longitude: coordinate(180).default(null),
    /** Make it the one checkout offers first. The first address saved is the default whatever this says. */
    isDefault: z.boolean({ error: 'invalid' }).default(false),
  })
  .refine((value) => (value.latitude === null) === (value.longitude === null), {
    message: 'invalid',
    path: ['latitude'],
  })
  .meta({ id: 'AddressWrite' });
/**
 * What a writer sends, as the contract declares it: a coordinate is a number or null (its preprocess, which reads the
 * old forms' 0 and '' as none, would otherwise type it `unknown`).
 */
export type AddressWrite = Omit<z.input<typeof AddressWriteSchema>, 'latitude' | 'longitude'> & {
  latitude?: number | null;
  longitude?: number | null;
};
export type AddressWriteInput = z.output<typeof AddressWriteSchema>;

/** A saved address as its owner reads it. */
export const AddressSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    recipientName: z.string(),
    /** 09xxxxxxxxx */
    mobile: z.string(),
    state: z.object({ id: z.number().int(), name: z.string() }),
    city: z.object({ id: z.number().int(), name: z.string() }),
    address: z.string(),
    /** Ten Latin digits. */
    postalCode: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    isDefault: z.boolean(),
  })
  .meta({ id: 'Address' });
export type Address = z.infer<typeof AddressSchema>;

/** The owner's address book, the default first, then the newest. */
export const AddressListSchema = z.object({ items: z.array(AddressSchema) }).meta({ id: 'AddressList' });
export type AddressList = z.infer<typeof AddressListSchema>;
