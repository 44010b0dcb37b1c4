import { z } from 'zod';
import { CategoryType, FileType } from '../enums/listing.ts';
import { PackageType, PlanType, SubscriptionType } from '../enums/plans.ts';
import { ActiveStatus, PackageStatus } from '../enums/status.ts';
import { enumSchema } from './enum-schema.ts';

// The shared catalogue of spec section 3 as the API answers it (camelCase, the spec's field names). Writes are sent
// as the spec spells them (snake_case ids such as state_id); their schemas sit beside each module's routes.

/** City of the spec, sent as id, state_id, name, slug, latitude, longitude. */
export const CitySchema = z
  .object({
    id: z.number().int(),
    state_id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    latitude: z.number(),
    longitude: z.number(),
  })
  .meta({ id: 'City' });
export type City = z.infer<typeof CitySchema>;

/** State (province) of the spec with its cities. */
export const StateSchema = z
  .object({ id: z.number().int(), name: z.string(), slug: z.string(), cities: z.array(CitySchema) })
  .meta({ id: 'State' });
export type State = z.infer<typeof StateSchema>;

/** The spec's default item: id -1, "all states" / "all cities". */
export const ALL_ITEMS_ID = -1;

export const GeneralSubSubCategorySchema = z
  .object({
    id: z.number().int(),
    generalSubCategoryId: z.number().int(),
    title: z.string(),
    slug: z.string(),
    image: z.string(),
  })
  .meta({ id: 'GeneralSubSubCategory' });
export type GeneralSubSubCategory = z.infer<typeof GeneralSubSubCategorySchema>;

export const GeneralSubCategorySchema = z
  .object({
    id: z.number().int(),
    generalCategoryId: z.number().int(),
    title: z.string(),
    slug: z.string(),
    image: z.string(),
    location: z.string(),
    tag: z.string(),
    description: z.string(),
    subSubCategories: z.array(GeneralSubSubCategorySchema),
  })
  .meta({ id: 'GeneralSubCategory' });
export type GeneralSubCategory = z.infer<typeof GeneralSubCategorySchema>;

/** General category of the spec (first level) with its sub and sub-sub categories. */
export const GeneralCategorySchema = z
  .object({
    id: z.number().int(),
    type: enumSchema(CategoryType),
    title: z.string(),
    slug: z.string(),
    image: z.string(),
    imageLastModified: z.string().nullable(),
    location: z.string(),
    tag: z.string(),
    description: z.string(),
    subCategories: z.array(GeneralSubCategorySchema),
  })
  .meta({ id: 'GeneralCategory' });
export type GeneralCategory = z.infer<typeof GeneralCategorySchema>;

export const TagSchema = z.object({ id: z.number().int(), title: z.string(), slug: z.string() }).meta({ id: 'Tag' });
export type Tag = z.infer<typeof TagSchema>;

/** File of the spec: fileType (image 0, video 1), title, path, data (renditions and sizes). */
export const FileSchema = z
  .object({
    id: z.number().int(),
    fileType: enumSchema(FileType),
    title: z.string(),
    path: z.string(),
    data: z.object({
      mime: z.string(),
      bytes: z.number().int(),
      width: z.number().int().optional(),
      height: z.number().int().optional(),
      variants: z.record(z.string(), z.string()).optional(),
    }),
    registerDate: z.string(),
  })
  .meta({ id: 'File' });
export type StoredFile = z.infer<typeof FileSchema>;

/** Package of the spec; price in whole toman, percentage of sales for percentage plans. */
export const PackageSchema = z
  .object({
    id: z.number().int(),
    planType: enumSchema(PlanType),
    type: enumSchema(PackageType),
    categoryTitle: z.string(),
    title: z.string(),
    description: z.string(),
    price: z.number().int(),
    percentage: z.number(),
    days: z.number().int(),
    accessPermissions: z.array(z.string()),
    location: z.string(),
    status: enumSchema(PackageStatus),
  })
  .meta({ id: 'Package' });
export type Package = z.infer<typeof PackageSchema>;

/** Subscription of the spec; remainingTime is whole days left (0 or less once it has run out). */
export const SubscriptionSchema = z
  .object({
    id: z.number().int(),
    item: z.number().int(),
    type: enumSchema(SubscriptionType),
    package: PackageSchema,
    status: enumSchema(ActiveStatus),
    startDate: z.string(),
    remainingTime: z.number().int(),
    /** A percentage plan's share of each sale as bought (order commissions use it); 0 for other plans. */
    percentage: z.number(),
  })
  .meta({ id: 'Subscription' });
export type Subscription = z.infer<typeof SubscriptionSchema>;

/** Banner of the spec (the titled banner adds title). */
export const BannerSchema = z
  .object({
    id: z.number().int(),
    image: z.string(),
    imageLastModified: z.string().nullable(),
    url: z.string(),
    itemId: z.number().int().nullable(),
    itemName: z.string(),
    serviceType: z.string(),
    location: z.string(),
    section: z.string(),
    status: enumSchema(ActiveStatus),
    views: z.number().int(),
    title: z.string(),
  })
  .meta({ id: 'Banner' });
export type Banner = z.infer<typeof BannerSchema>;

/** SEO setting of the spec, per page type. */
export const SeoSettingSchema = z
  .object({
    id: z.number().int(),
    type: z.string(),
    title: z.string(),
    sectionTitle: z.string(),
    metaTitle: z.string(),
    metaDescription: z.string(),
  })
  .meta({ id: 'SeoSetting' });
export type SeoSetting = z.infer<typeof SeoSettingSchema>;

/** The cookie that remembers the visitor's chosen city (a city id; absent or -1 for all cities). */
export const CITY_COOKIE = 'city';
