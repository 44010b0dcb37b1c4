import { z } from 'zod';
import { DeviceType } from '../enums/people.ts';
import { ListingStatus } from '../enums/status.ts';
import { SectionAdType } from '../rules/section-ads.ts';
import { enumSchema } from './enum-schema.ts';
import { IdSchema } from './id.schema.ts';
import { pageOf, PageQuerySchema } from './page.schema.ts';

// Section ads (rules/section-ads.ts): bought by a listing's owner, paid like any payment, decided by a manager.

/** What an owner buys: a featured place for one of their live listings with a package of its section. */
export const SectionAdCreateSchema = z.object({
  listingId: IdSchema,
  packageId: IdSchema,
  /** The panel the purchase is made from (spec: each panel's device type goes with its payments). */
  deviceType: enumSchema(DeviceType).optional(),
});
export type SectionAdCreate = z.output<typeof SectionAdCreateSchema>;

/** A section ad as the owner and the back office see it. */
export const SectionAdSchema = z.object({
  id: z.number().int(),
  type: enumSchema(SectionAdType),
  listingId: z.number().int(),
  listingTitle: z.string(),
  userId: z.number().int(),
  packageId: z.number().int(),
  packageTitle: z.string(),
  days: z.number().int(),
  price: z.number().int(),
  paymentId: z.number().int().nullable(),
  subscriptionId: z.number().int().nullable(),
  cityId: z.number().int().nullable(),
  status: enumSchema(ListingStatus),
  /** Shown now: approved and its days not run out. */
  shown: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  registerDate: z.string(),
});
export type SectionAd = z.output<typeof SectionAdSchema>;

export const SectionAdListSchema = z.object({ items: z.array(SectionAdSchema) });

/** The owner's ads of one listing. */
export const MySectionAdsQuerySchema = z.object({ listingId: IdSchema });

/** The back office's queue: by status (paid and awaiting confirmation first by default) and section. */
export const ManagerSectionAdsQuerySchema = PageQuerySchema.extend({
  status: z.coerce
    .number()
    .int()
    .refine((value) => ListingStatus.is(value), 'invalid')
    .optional(),
  type: enumSchema(SectionAdType).optional(),
});

/** The back office's counted page of section ads (ADR 0117). */
export const SectionAdPageSchema = pageOf(SectionAdSchema);

/** A manager's decision on a paid ad: approve (active) or reject (inactive, the money back to the owner's wallet). */
export const SectionAdDecisionSchema = z.object({
  status: z.union([z.literal(ListingStatus.active), z.literal(ListingStatus.inactive)]),
});

/** A section's shown ads: the public list, narrowed to a city when one is named. */
export const ShownSectionAdsQuerySchema = z.object({
  city: z.string().trim().max(100).optional(),
});

export const SectionAdParamsSchema = z.object({ type: enumSchema(SectionAdType) });
