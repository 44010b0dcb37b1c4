import { z } from 'zod';

/** Setting entry / Option of the spec: one named text the back office edits (site texts are options too). */
export const OptionSchema = z
  .object({
    id: z.number().int(),
    group: z.string(),
    title: z.string(),
    name: z.string(),
    content: z.string(),
    location: z.string(),
  })
  .meta({ id: 'Option' });
export type Option = z.infer<typeof OptionSchema>;

/** Names of the spec's site text settings (name/content pairs) that the web reads for titles, footer and links. */
export const SITE_TEXT_NAMES = [
  'appTitle',
  'siteDescription',
  'siteUrl',
  'aboutBottom',
  'supportBottom',
  'phone',
  'address',
  'email',
  'twitter',
  'linkedin',
  'telegram',
  'youtube',
  'aparat',
  'instagram',
  'samandehi',
  'javaz',
  'enamad',
  'copyright',
  'unitPrice',
  'buyMessage',
  'categoryTitleMessage',
  'onlinePayActive',
  'descriptionFooter',
  'developerFooter',
  'urlTerms',
  'urlPrivacy',
] as const;
export type SiteTextName = (typeof SITE_TEXT_NAMES)[number];
/** Group under which site texts are stored as options. */
export const SITE_TEXT_GROUP = 'siteText';

export const SiteTextsSchema = z.record(z.string(), z.string()).meta({ id: 'SiteTexts' });
export type SiteTexts = Partial<Record<SiteTextName, string>>;

/** App settings / initial data: what every page needs before it renders (spec section 3). */
export const InitialDataSchema = z
  .object({
    siteTexts: SiteTextsSchema,
    selectedCity: z.number().int(),
    priceUnit: z.string(),
  })
  .meta({ id: 'InitialData' });
export type InitialData = z.infer<typeof InitialDataSchema>;
