import { z } from 'zod';
import { BannerLocation, BannerSection } from '../enums/banner.ts';
import { FileType } from '../enums/listing.ts';
import { ActiveStatus } from '../enums/status.ts';
import { isBannerUrl } from '../rules/banner-url.ts';
import { FIRST_PAGE, MAX_PAGE_SIZE, PAGE_SIZE } from '../rules/pagination.ts';
import { BannerSchema, FileSchema } from './catalogue.schema.ts';
import { jsonIdSchema } from './id.schema.ts';

// Requests of the media area (files and banners) and the back office's views of them. The public answers are
// FileSchema and BannerSchema of catalogue.schema.ts.

/** A query filter: '' or -1 (the spec's "any") is left out. */
const anyable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === '-1' || value === -1 ? undefined : value), schema.optional());

/** A numeric enumeration value read from a query string ("1" -> 1), checked against the enumeration. */
const queryNumber = <V extends number>(isValue: (value: unknown) => value is V) =>
  z.coerce
    .number()
    .refine(isValue, 'invalid')
    .transform((value) => value as V);

/** A text enumeration value ("home"), checked against the enumeration. */
const queryText = <V extends string>(isValue: (value: unknown) => value is V) =>
  z
    .string()
    .trim()
    .refine(isValue, 'invalid')
    .transform((value) => value as V);

const page = z.coerce.number().int().min(FIRST_PAGE).default(FIRST_PAGE);
const perPage = z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE);

/** Longest title of a file or a banner. */
export const MEDIA_TITLE_MAX = 200;

/** The optional title sent with an upload (a multipart text field). */
export const FileTitleSchema = z.string().trim().max(MEDIA_TITLE_MAX, 'tooLong').default('');

/** The back office's files list: paging, optionally only images (0) or only videos (1). */
export const FileListQuerySchema = z.object({ page, perPage, fileType: anyable(queryNumber(FileType.is)) });
export type FileListQuery = z.input<typeof FileListQuerySchema>;

/** A file as the back office lists it: who uploaded it, besides the file itself. */
export const ManagedFileSchema = FileSchema.extend({
  userId: z.number().int().nullable(),
  userName: z.string(),
}).meta({ id: 'ManagedFile' });
export type ManagedFile = z.infer<typeof ManagedFileSchema>;

/**
 * Which banners a page asks for: its location (page) and optionally its sections (places on it): one (`top`) or
 * several at once (`top,middle`: a home page's two strips in one call, issue 32).
 */
export const BannerPlaceQuerySchema = z.object({
  location: queryText(BannerLocation.is),
  section: anyable(
    z
      .string()
      .trim()
      .transform((text) => text.split(','))
      .pipe(z.array(queryText(BannerSection.is)).min(1).max(BannerSection.values.length)),
  ),
});

/** The back office's banners list: paging and the place and status filters. */
export const BannerListQuerySchema = z.object({
  page,
  perPage,
  location: anyable(queryText(BannerLocation.is)),
  section: anyable(queryText(BannerSection.is)),
  status: anyable(queryNumber(ActiveStatus.is)),
});
export type BannerListQuery = z.input<typeof BannerListQuerySchema>;

/** Empty text (a form's empty field) as undefined, so that defaults apply. */
const blankAsUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** A required text choice of an enumeration: missing or blank is 'required', anything else unknown 'invalid'. */
const requiredChoice = <V extends string>(isValue: (value: unknown) => value is V) =>
  z.preprocess(
    blankAsUndefined,
    z
      .string({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid') })
      .trim()
      .refine(isValue, 'invalid')
      .transform((value) => value as V),
  );

/**
 * A banner as the back office writes it, as JSON or as the text fields of a multipart form (numbers as text).
 * The image is sent as a file (multipart create, or POST /manager/banners/{id}/image).
 */
export const BannerWriteSchema = z.object({
  title: z.string().trim().max(MEDIA_TITLE_MAX, 'tooLong').default(''),
  url: z.string().trim().max(500, 'tooLong').refine(isBannerUrl, 'invalid').default(''),
  item_id: z.preprocess(
    (value) => (value === '' || value === undefined ? null : typeof value === 'string' ? Number(value) : value),
    jsonIdSchema().nullable(),
  ),
  itemName: z.string().trim().max(MEDIA_TITLE_MAX, 'tooLong').default(''),
  serviceType: z.string().trim().max(50, 'tooLong').default(''),
  location: requiredChoice(BannerLocation.is),
  section: requiredChoice(BannerSection.is),
  status: z.preprocess(blankAsUndefined, queryNumber(ActiveStatus.is).default(ActiveStatus.active)),
  sortOrder: z.preprocess(blankAsUndefined, z.coerce.number().int('invalid').min(0).max(9999).default(0)),
});
export type BannerWrite = z.input<typeof BannerWriteSchema>;
export type BannerWriteInput = z.output<typeof BannerWriteSchema>;

/** A banner as the back office sees it: its display order and when it was made, besides the banner. */
export const ManagedBannerSchema = BannerSchema.extend({
  sortOrder: z.number().int(),
  registerDate: z.string(),
}).meta({ id: 'ManagedBanner' });
export type ManagedBanner = z.infer<typeof ManagedBannerSchema>;
