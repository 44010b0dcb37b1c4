import { z } from 'zod';
import { PackageType, PlanType, SubscriptionType } from '../enums/plans.ts';
import { ActiveStatus, PackageStatus } from '../enums/status.ts';
import { FIRST_PAGE, MAX_PAGE_SIZE, PAGE_SIZE } from '../rules/pagination.ts';
import { PackageSchema, SubscriptionSchema } from './catalogue.schema.ts';

// Requests of the packages area and the back office's views of packages and subscriptions. The public answers are
// PackageSchema and SubscriptionSchema of catalogue.schema.ts.

/** A query filter: '' or -1 (the spec's "any") is left out. */
const anyable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === '-1' || value === -1 ? undefined : value), schema.optional());

/** A numeric enumeration value read from a query string ("7" -> 7), checked against the enumeration. */
const queryNumber = <V extends number>(isValue: (value: unknown) => value is V) =>
  z.coerce
    .number()
    .refine(isValue, 'invalid')
    .transform((value) => value as V);

const page = z.coerce.number().int().min(FIRST_PAGE).default(FIRST_PAGE);
const perPage = z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE);

/** The public list: the active packages of one package type (all types when it is left out). */
export const PublicPackageQuerySchema = z.object({ type: anyable(queryNumber(PackageType.is)) });

/**
 * A package as a manager writes it (POST and PUT replace every field). The shapes are checked here; what the values
 * must be for the plan type is the domain rule `packageProblems` (rules/package.ts), answered field by field.
 */
export const PackageWriteSchema = z
  .object({
    planType: z.number().int(),
    type: z.number().int(),
    categoryTitle: z.string().default(''),
    title: z.string(),
    description: z.string().default(''),
    /** English values (ADR 0045): optional, empty shows the Persian ones on the English site. */
    categoryTitleEn: z.string().max(200, 'tooLong').default(''),
    titleEn: z.string().max(200, 'tooLong').default(''),
    descriptionEn: z.string().max(2000, 'tooLong').default(''),
    /** Whole toman. */
    price: z.number(),
    /** Of sales, percentage plans only (0 otherwise). */
    percentage: z.number().default(0),
    days: z.number(),
    accessPermissions: z.array(z.string()).default([]),
    location: z.string().default(''),
    status: z.number().int().default(PackageStatus.active),
  })
  .meta({ id: 'PackageWrite' });
export type PackageWrite = z.input<typeof PackageWriteSchema>;

/** The back office's packages list: paging and the type, plan type, status and text filters. */
export const PackageListQuerySchema = z.object({
  page,
  perPage,
  type: anyable(queryNumber(PackageType.is)),
  planType: anyable(queryNumber(PlanType.is)),
  status: anyable(queryNumber(PackageStatus.is)),
  textSearch: anyable(z.string().trim().max(100)),
});
export type PackageListQuery = z.input<typeof PackageListQuerySchema>;

/** A package as the back office lists it: how many subscriptions hold it (those keep it from being deleted). */
export const ManagedPackageSchema = PackageSchema.extend({
  categoryTitleEn: z.string(),
  titleEn: z.string(),
  descriptionEn: z.string(),
  subscriptionCount: z.number().int(),
}).meta({ id: 'ManagedPackage' });
export type ManagedPackage = z.infer<typeof ManagedPackageSchema>;

/** The back office's subscriptions list: paging and the type and status filters. */
export const SubscriptionListQuerySchema = z.object({
  page,
  perPage,
  type: anyable(queryNumber(SubscriptionType.is)),
  status: anyable(queryNumber(ActiveStatus.is)),
});
export type SubscriptionListQuery = z.input<typeof SubscriptionListQuerySchema>;

/** A subscription as the back office lists it: who bought it and when it ends, besides the subscription itself. */
export const ManagedSubscriptionSchema = SubscriptionSchema.extend({
  userId: z.number().int().nullable(),
  userName: z.string(),
  /** When its days run out (ISO 8601); equal to startDate for a percentage plan, which has no term. */
  endDate: z.string(),
  /** Active, and days remain or its plan is a percentage plan (rules/subscription.ts isSubscriptionCurrent). */
  current: z.boolean(),
}).meta({ id: 'ManagedSubscription' });
export type ManagedSubscription = z.infer<typeof ManagedSubscriptionSchema>;
